import type { SiteSettings } from '@wayfarer/shared/schemas/settings';
import { type PublicQueryResult, publicQuery, usePublicQuery } from '@/lib/public-query';

// GET /v1/settings: the public contact details shown in the footer and on the package page, read
// outside the Redux store (lib/public-query.tsx, docs/decisions/990). The admin's form reads and
// saves them through the store (get-settings.ts, update-settings.ts); a save makes this stale.
const publicSettings = publicQuery<SiteSettings, void>('getSettings', () => 'settings', {
  keepUnusedFor: 300,
});
export function usePublicSettingsQuery(): PublicQueryResult<SiteSettings> {
  return usePublicQuery(publicSettings, undefined);
}
