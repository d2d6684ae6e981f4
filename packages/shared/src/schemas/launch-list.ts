import { isEmail } from '../rules/email.ts';
import { rupeesToPaise } from '../rules/money.ts';
import { z } from '../zod.ts';
import { strictNumber } from './common.ts';

// A "Coming soon" package collects a launch list ("Notify me"); everyone on it
// is e-mailed once when the package first has a bookable date.

export const launchListMessages = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter a valid e-mail address',
  budgetInvalid: 'Budget must be at least ₹1, in rupees with at most 2 decimals',
  alreadyListed: 'This e-mail address is already on the list',
  joined: 'Thanks! We will e-mail you when dates open.',
  packageNotComingSoon: 'This package is not coming soon',
  comingSoonFromDraft: 'Unpublish the package before showing it as coming soon',
} as const;

export const LAUNCH_BUDGET_MIN_RUPEES = 1;
export const LAUNCH_BUDGET_MAX_RUPEES = 100_000_000;

export const launchListBody = z.object({
  name: z
    .string({ message: launchListMessages.nameRequired })
    .trim()
    .min(1, { message: launchListMessages.nameRequired })
    .max(100),
  email: z
    .string({ message: launchListMessages.emailRequired })
    .trim()
    .max(254)
    .refine(isEmail, { message: launchListMessages.emailRequired }),
  /** Budget per person in rupees: at least ₹1, whole paise (at most 2 decimals); optional. */
  budget: strictNumber(
    z
      .number({ message: launchListMessages.budgetInvalid })
      .min(LAUNCH_BUDGET_MIN_RUPEES, { message: launchListMessages.budgetInvalid, abort: true })
      .max(LAUNCH_BUDGET_MAX_RUPEES, { message: launchListMessages.budgetInvalid, abort: true })
      .refine((rupees) => rupeesToPaise(rupees) !== null, { message: launchListMessages.budgetInvalid }),
  )
    .nullable()
    .optional(),
});
export type LaunchListBody = z.input<typeof launchListBody>;

export const launchListCreated = z.object({ id: z.string(), message: z.string() });

export const launchListEntry = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Rupees, or null when not given. */
  budget: z.number().nullable(),
  createdAt: z.string(),
  notifiedAt: z.string().nullable(),
});
export type LaunchListEntry = z.infer<typeof launchListEntry>;

export const launchListResponse = z.object({
  count: z.number().int(),
  entries: z.array(launchListEntry),
});
export type LaunchListResponse = z.infer<typeof launchListResponse>;
