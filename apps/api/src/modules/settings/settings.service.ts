import {
  DEFAULT_BUSINESS_NAME,
  type SiteSettings,
  type siteSettingsBody,
} from '@wayfarer/shared/schemas/settings';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { findSiteSettings, type SiteSettingsRow, upsertSiteSettings } from './settings.repository.ts';

const toSiteSettings = (row: SiteSettingsRow | undefined): SiteSettings => ({
  contactPhone: row?.contactPhone ?? '',
  contactEmail: row?.contactEmail ?? '',
  socialLink: row?.socialLink ?? '',
  businessName: row?.businessName ?? DEFAULT_BUSINESS_NAME,
  businessAddress: row?.businessAddress ?? '',
  gstin: row?.gstin ?? '',
});

/**
 * The footer's contact details (spec 000 §2 "Public layout"), empty strings until set, and the
 * business a receipt names (public: a receipt prints them for anyone holding a booking id).
 */
export async function getSiteSettings(db: Database): Promise<SiteSettings> {
  return toSiteSettings(await findSiteSettings(db));
}

/** ADMIN: the contact details saved whole; the business fields when given. */
export async function saveSiteSettings(
  db: Database,
  input: z.output<typeof siteSettingsBody>,
): Promise<SiteSettings> {
  const { businessName, businessAddress, gstin, ...contact } = input;
  const row = await upsertSiteSettings(db, {
    ...contact,
    ...(businessName !== undefined && { businessName }),
    ...(businessAddress !== undefined && { businessAddress }),
    ...(gstin !== undefined && { gstin }),
  });
  return toSiteSettings(row);
}
