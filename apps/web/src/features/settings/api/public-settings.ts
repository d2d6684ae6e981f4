import type { SiteSettings } from '@wayfarer/shared/schemas/settings';
import { type PublicQueryResult, publicQuery, usePublicQuery } from '@/lib/public-query';

// GET /v1/settings: the contact details shown in the footer and on the package page, and the
// admin's form. A public read, outside the Redux store (lib/public-query.tsx, docs/decisions/990);
// a save through the store (update-settings.ts) makes it stale, and what is on screen reloads.
const publicSettings = publicQuery<SiteSettings, void>('getSettings', () => 'settings', {
  keepUnusedFor: 300,
});
export function usePublicSettingsQuery(): PublicQueryResult<SiteSettings> {
  return usePublicQuery(publicSettings, undefined);
}
