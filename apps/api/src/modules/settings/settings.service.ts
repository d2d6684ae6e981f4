import type { SiteSettings } from '@wayfarer/shared/schemas/settings';
import type { Database } from '../../db/client.ts';
import { findSiteSettings } from './settings.repository.ts';

/** The footer's contact details (spec 000 §2 "Public layout"); empty strings until set. */
export async function getSiteSettings(db: Database): Promise<SiteSettings> {
  const row = await findSiteSettings(db);
  return {
    contactPhone: row?.contactPhone ?? '',
    contactEmail: row?.contactEmail ?? '',
    socialLink: row?.socialLink ?? '',
  };
}
