import type { SiteSettings, siteSettingsBody } from '@wayfarer/shared/schemas/settings';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { findSiteSettings, upsertSiteSettings } from './settings.repository.ts';

/** The footer's contact details (spec 000 §2 "Public layout"); empty strings until set. */
export async function getSiteSettings(db: Database): Promise<SiteSettings> {
  const row = await findSiteSettings(db);
  return {
    contactPhone: row?.contactPhone ?? '',
    contactEmail: row?.contactEmail ?? '',
    socialLink: row?.socialLink ?? '',
  };
}

/** ADMIN: the footer's contact details, saved whole. */
export async function saveSiteSettings(
  db: Database,
  input: z.output<typeof siteSettingsBody>,
): Promise<SiteSettings> {
  const row = await upsertSiteSettings(db, input);
  return { contactPhone: row.contactPhone, contactEmail: row.contactEmail, socialLink: row.socialLink };
}
