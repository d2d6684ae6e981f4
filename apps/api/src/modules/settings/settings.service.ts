import {
  type AdminSiteSettings,
  DEFAULT_BUSINESS_NAME,
  DEFAULT_GST_RATE_PERCENT,
  DEFAULT_INVOICE_PREFIX,
  type SiteSettings,
  type siteSettingsBody,
} from '@wayfarer/shared/schemas/settings';
import { DEFAULT_REFERRAL_RATE_BP } from '@wayfarer/shared/rules/commission';
import type { z } from '@wayfarer/shared/zod';
import { nearestPaise, paiseToRupees } from '@wayfarer/shared/rules/money';
import { DEFAULT_TCS_SETTINGS, type TcsSettings } from '@wayfarer/shared/rules/tcs';
import type { PaperworkSettings, TcsSettingsView } from '@wayfarer/shared/schemas/paperwork';
import { recipientAddressFromPaise } from '@wayfarer/shared/rules/invoice-recipient';
import type { Database } from '../../db/client.ts';
import {
  findFirstAdminEmail,
  findSiteSettings,
  type SiteSettingsRow,
  upsertSiteSettings,
  upsertTcsSettings,
} from './settings.repository.ts';

// Built field by field: the admin-only notification address never reaches the public answer.
const toSiteSettings = (row: SiteSettingsRow | undefined): SiteSettings => ({
  contactPhone: row?.contactPhone ?? '',
  contactEmail: row?.contactEmail ?? '',
  socialLink: row?.socialLink ?? '',
  businessName: row?.businessName ?? DEFAULT_BUSINESS_NAME,
  businessAddress: row?.businessAddress ?? '',
  gstin: row?.gstin ?? '',
});

async function toAdminSiteSettings(
  db: Database,
  row: SiteSettingsRow | undefined,
): Promise<AdminSiteSettings> {
  return {
    ...toSiteSettings(row),
    notificationEmail: row?.notificationEmail ?? '',
    notificationEmailDefault: (await findFirstAdminEmail(db)) ?? '',
    gstRatePercent: row?.gstRatePercent ?? DEFAULT_GST_RATE_PERCENT,
    invoicePrefix: row?.invoicePrefix ?? DEFAULT_INVOICE_PREFIX,
    signatoryName: row?.signatoryName ?? '',
    signatoryDesignation: row?.signatoryDesignation ?? '',
    referralSharePercent: (row?.referralRateBp ?? DEFAULT_REFERRAL_RATE_BP) / 100,
  };
}

/** ADR 1315: a recommending creator's referral share now, in basis points. */
export async function getReferralRateBp(db: Database): Promise<number> {
  return (await findSiteSettings(db))?.referralRateBp ?? DEFAULT_REFERRAL_RATE_BP;
}

/**
 * The footer's contact details (spec 000 §2 "Public layout"), empty strings until set, and the
 * business a receipt names (public: a receipt prints them for anyone holding a booking id).
 */
export async function getSiteSettings(db: Database): Promise<SiteSettings> {
  return toSiteSettings(await findSiteSettings(db));
}

/** What a tax invoice needs from the settings (ADR 1161); the GSTIN '' means no invoices. */
export async function getGstSettings(db: Database): Promise<{
  businessName: string;
  businessAddress: string;
  gstin: string;
  gstRatePercent: number;
  invoicePrefix: string;
  /** ADR 1342: who signs a document issued now; null when no name is set. */
  signatory: { name: string; designation: string } | null;
}> {
  const row = await findSiteSettings(db);
  return {
    ...toSiteSettings(row),
    gstRatePercent: row?.gstRatePercent ?? DEFAULT_GST_RATE_PERCENT,
    invoicePrefix: row?.invoicePrefix ?? DEFAULT_INVOICE_PREFIX,
    signatory: row?.signatoryName ? { name: row.signatoryName, designation: row.signatoryDesignation } : null,
  };
}

/** ADMIN: the public settings and where operator e-mails go, with its default (ADR 985). */
export async function getAdminSiteSettings(db: Database): Promise<AdminSiteSettings> {
  return toAdminSiteSettings(db, await findSiteSettings(db));
}

/** ADMIN: the contact details saved whole; the business fields and notification address when given. */
export async function saveSiteSettings(
  db: Database,
  input: z.output<typeof siteSettingsBody>,
): Promise<AdminSiteSettings> {
  const {
    businessName,
    businessAddress,
    gstin,
    notificationEmail,
    gstRatePercent,
    invoicePrefix,
    signatoryName,
    signatoryDesignation,
    referralSharePercent,
    ...contact
  } = input;
  const row = await upsertSiteSettings(db, {
    ...contact,
    ...(businessName !== undefined && { businessName }),
    ...(businessAddress !== undefined && { businessAddress }),
    ...(gstin !== undefined && { gstin }),
    ...(notificationEmail !== undefined && { notificationEmail }),
    ...(gstRatePercent !== undefined && { gstRatePercent }),
    ...(invoicePrefix !== undefined && { invoicePrefix }),
    ...(signatoryName !== undefined && { signatoryName }),
    ...(signatoryDesignation !== undefined && { signatoryDesignation }),
    ...(referralSharePercent !== undefined && { referralRateBp: Math.round(referralSharePercent * 100) }),
  });
  return toAdminSiteSettings(db, row);
}

/** ADR 1377: the TCS rates and threshold in force (the Finance Act's defaults until an admin sets them). */
export async function getTcsSettings(db: Database): Promise<TcsSettings> {
  const row = await findSiteSettings(db);
  return row
    ? { rateBp: row.tcsRateBp, thresholdPaise: row.tcsThresholdPaise, highRateBp: row.tcsHighRateBp }
    : DEFAULT_TCS_SETTINGS;
}

const toTcsView = (s: TcsSettings): TcsSettingsView => ({
  ratePercent: s.rateBp / 100,
  thresholdRupees: paiseToRupees(s.thresholdPaise),
  highRatePercent: s.highRateBp / 100,
});

/** The rates as percentages and the threshold in rupees. */
export async function getTcsSettingsView(db: Database): Promise<TcsSettingsView> {
  return toTcsView(await getTcsSettings(db));
}

/** The TCS rates and the total from which checkout asks for the address (ADR 1376, 1377). */
export async function getPaperworkSettings(db: Database): Promise<PaperworkSettings> {
  const gst = await getGstSettings(db);
  return {
    ...(await getTcsSettingsView(db)),
    addressFromRupees: gst.gstin ? paiseToRupees(recipientAddressFromPaise(gst.gstRatePercent)) : null,
  };
}

/** PUT /v1/settings/tcs (ADMIN): new rates from a new Finance Act. */
export async function saveTcsSettings(db: Database, input: TcsSettingsView): Promise<TcsSettingsView> {
  const values = {
    tcsRateBp: Math.round(input.ratePercent * 100),
    tcsThresholdPaise: nearestPaise(input.thresholdRupees),
    tcsHighRateBp: Math.round(input.highRatePercent * 100),
  };
  await upsertTcsSettings(db, values);
  return getTcsSettingsView(db);
}
