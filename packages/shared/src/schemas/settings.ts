import { atMost, messages } from '../messages.ts';
import { MAX_REFERRAL_RATE_BP } from '../rules/commission.ts';
import { isHttpUrl } from '../rules/creator.ts';
import { isEmail, normalizeEmail } from '../rules/email.ts';
import { DEFAULT_GST_RATE_PERCENT, DEFAULT_INVOICE_PREFIX, INVOICE_PREFIX_PATTERN } from '../rules/gst.ts';
import { isGstin, normalizeGstin } from '../rules/gstin.ts';
import { digitsToString } from '../rules/phone.ts';
import { z } from '../zod.ts';
import { emailField } from './auth.ts';
import { strictNumber } from './common.ts';

export const siteSettings = z.object({
  contactPhone: z.string(),
  contactEmail: z.string(),
  socialLink: z.string(),
  // The business a receipt names: its name, postal address and GSTIN ('' when none).
  businessName: z.string(),
  businessAddress: z.string(),
  gstin: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

// GET /v1/settings/admin and POST /v1/settings (ADMIN only, ADR 985): the public settings and
// where operator e-mails go. `notificationEmail` '' means the default, `notificationEmailDefault`
// (the first admin's e-mail; '' when there is no admin). Never in the public GET /v1/settings.
// The GST fields (ADR 1161) are admin only too: the rate every invoice charges and the
// invoice numbers' prefix.
export const adminSiteSettings = siteSettings.extend({
  notificationEmail: z.string(),
  notificationEmailDefault: z.string(),
  gstRatePercent: z.number().int(),
  invoicePrefix: z.string(),
  // ADR 1342: who signs the tax documents issued from now on ('' = nobody named).
  signatoryName: z.string(),
  signatoryDesignation: z.string(),
  /** A recommending creator's share of a booking made through its link (percent). */
  referralSharePercent: z.number(),
});
export type AdminSiteSettings = z.infer<typeof adminSiteSettings>;

export const settingsMessages = {
  validUrl: 'Must be a valid URL',
  businessNameRequired: 'Business name is required',
  businessNameTooLong: 'Business name must be at most 200 characters',
  businessAddressTooLong: 'Business address must be at most 500 characters',
  invalidGstin: 'Enter a valid 15-character GSTIN',
  invalidNotificationEmail: 'Enter a valid e-mail address for notifications, or leave it empty',
  invalidGstRate: 'GST rate must be a whole percentage from 0 to 28',
  invalidInvoicePrefix: 'Invoice prefix: 1 to 10 capital letters, digits or dashes',
  signatoryNameTooLong: 'Signatory name must be at most 100 characters',
  signatoryDesignationTooLong: 'Designation must be at most 100 characters',
  invalidReferralShare: 'Referral share must be a percentage from 0 to 20, with at most two decimals',
} as const;

export const GST_RATE_MAX = 28;
export { DEFAULT_GST_RATE_PERCENT, DEFAULT_INVOICE_PREFIX };

export const NOTIFICATION_EMAIL_MAX = 320;

/** The business name until an admin sets one (the database column's default too). */
export const DEFAULT_BUSINESS_NAME = 'Wayfarer';
export const BUSINESS_NAME_MAX = 200;
export const BUSINESS_ADDRESS_MAX = 500;
export const SIGNATORY_MAX = 100;

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
    .max(500, atMost(500))
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
  // Optional: '' means the first admin's e-mail; given, an e-mail address, kept lower-cased.
  notificationEmail: z
    .string({ message: settingsMessages.invalidNotificationEmail })
    .transform(normalizeEmail)
    .refine((value) => value === '' || (value.length <= NOTIFICATION_EMAIL_MAX && isEmail(value)), {
      message: settingsMessages.invalidNotificationEmail,
    })
    .optional(),
  // Optional (older clients): left out, they stay as they are.
  // A number or plain digits (the form's input sends "18"); never null, '', true or '0x12' (ADR 1301).
  gstRatePercent: strictNumber(
    z
      .number({ message: settingsMessages.invalidGstRate })
      .int({ message: settingsMessages.invalidGstRate })
      .min(0, { message: settingsMessages.invalidGstRate })
      .max(GST_RATE_MAX, { message: settingsMessages.invalidGstRate }),
  ).optional(),
  invoicePrefix: z
    .string({ message: settingsMessages.invalidInvoicePrefix })
    .transform((value) => value.trim().toUpperCase())
    .refine((value) => INVOICE_PREFIX_PATTERN.test(value), { message: settingsMessages.invalidInvoicePrefix })
    .optional(),
  // ADR 1342: optional (left out, they stay as they are); '' clears.
  signatoryName: z
    .string()
    .trim()
    .max(SIGNATORY_MAX, { message: settingsMessages.signatoryNameTooLong })
    .optional(),
  signatoryDesignation: z
    .string()
    .trim()
    .max(SIGNATORY_MAX, { message: settingsMessages.signatoryDesignationTooLong })
    .optional(),
  // Percent with at most two decimals (kept as basis points), 0 to 20; left out, unchanged.
  referralSharePercent: strictNumber(
    z
      .number({ message: settingsMessages.invalidReferralShare })
      .min(0, { message: settingsMessages.invalidReferralShare })
      .max(MAX_REFERRAL_RATE_BP / 100, { message: settingsMessages.invalidReferralShare })
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
        message: settingsMessages.invalidReferralShare,
      }),
  ).optional(),
});
export type SiteSettingsBody = z.input<typeof siteSettingsBody>;
