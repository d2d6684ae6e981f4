import { messages } from '../messages.ts';
import { isHttpUrl } from '../rules/creator.ts';
import { isGstin, normalizeGstin } from '../rules/gstin.ts';
import { digitsToString } from '../rules/phone.ts';
import { z } from '../zod.ts';
import { emailField } from './auth.ts';

export const siteSettings = z.object({
  contactPhone: z.string(),
  contactEmail: z.string(),
  socialLink: z.string(),
  // The business a receipt names (issue #12): its name, postal address and GSTIN ('' when none).
  businessName: z.string(),
  businessAddress: z.string(),
  gstin: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

export const settingsMessages = {
  validUrl: 'Must be a valid URL',
  businessNameRequired: 'Business name is required',
  businessNameTooLong: 'Business name must be at most 200 characters',
  businessAddressTooLong: 'Business address must be at most 500 characters',
  invalidGstin: 'Enter a valid 15-character GSTIN',
} as const;

/** The business name until an admin sets one (the database column's default too). */
export const DEFAULT_BUSINESS_NAME = 'Wayfarer';
export const BUSINESS_NAME_MAX = 200;
export const BUSINESS_ADDRESS_MAX = 500;

/** The site's contact phone: any 10 digits (a business line need not be a mobile number). */
export const CONTACT_PHONE_PATTERN = /^\d{10}$/;

// POST /v1/settings (admin): the footer's contact details and the business on receipts. The
// business fields may be left out (older clients): they then stay as they are.
export const siteSettingsBody = z.object({
  contactPhone: z.preprocess(
    digitsToString,
    z
      .string({ message: messages.invalidPhone })
      .trim()
      .regex(CONTACT_PHONE_PATTERN, { message: messages.invalidPhone }),
  ),
  contactEmail: emailField,
  socialLink: z
    .string({ message: settingsMessages.validUrl })
    .trim()
    .max(500)
    .refine(isHttpUrl, { message: settingsMessages.validUrl }),
  businessName: z
    .string({ message: settingsMessages.businessNameRequired })
    .trim()
    .min(1, { message: settingsMessages.businessNameRequired })
    .max(BUSINESS_NAME_MAX, { message: settingsMessages.businessNameTooLong })
    .optional(),
  businessAddress: z
    .string()
    .trim()
    .max(BUSINESS_ADDRESS_MAX, { message: settingsMessages.businessAddressTooLong })
    .optional(),
  // Optional: '' clears it; given, the 15-character pattern (rules/gstin.ts), kept in capitals.
  gstin: z
    .string({ message: settingsMessages.invalidGstin })
    .transform(normalizeGstin)
    .refine((value) => value === '' || isGstin(value), { message: settingsMessages.invalidGstin })
    .optional(),
});
export type SiteSettingsBody = z.input<typeof siteSettingsBody>;
