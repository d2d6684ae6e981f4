import { messages } from '../messages.ts';
import { isHttpUrl } from '../rules/creator.ts';
import { digitsToString } from '../rules/phone.ts';
import { z } from '../zod.ts';
import { emailField } from './auth.ts';

export const siteSettings = z.object({
  contactPhone: z.string(),
  contactEmail: z.string(),
  socialLink: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

export const settingsMessages = { validUrl: 'Must be a valid URL' } as const;

/** The site's contact phone: any 10 digits (a business line need not be a mobile number). */
export const CONTACT_PHONE_PATTERN = /^\d{10}$/;

// POST /v1/settings (admin): the footer's contact details.
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
});
export type SiteSettingsBody = z.input<typeof siteSettingsBody>;
