import type { FeaturedResponse } from '@wayfarer/shared/schemas/tour-public';
import { type PublicQueryResult, publicQuery, usePublicQuery } from '@/lib/public-query';

// spec 001 §7: GET tours/feature/{username} — the creator's published packages; the destination
// circles are the places those packages visit. A public read (lib/public-query.tsx).
const listCreatorPackages = publicQuery<FeaturedResponse, string>(
  'listCreatorPackages',
  (username) => `tours/feature/${encodeURIComponent(username)}`,
);
export function useListCreatorPackagesQuery(
  arg: string,
  options?: { skip?: boolean },
): PublicQueryResult<FeaturedResponse> {
  return usePublicQuery(listCreatorPackages, arg, options);
}
