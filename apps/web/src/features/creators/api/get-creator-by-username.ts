import type { CreatorPublic } from '@wayfarer/shared/schemas/creator';
import { type PublicQueryResult, publicQuery, usePublicQuery } from '@/lib/public-query';

// spec 000 §7: GET creators/username/{username} — the public profile (404 when unknown); a public
// read outside the Redux store (lib/public-query.tsx).
const getCreatorByUsername = publicQuery<CreatorPublic, string>(
  'getCreatorByUsername',
  (username) => `creators/username/${encodeURIComponent(username)}`,
);
export function useGetCreatorByUsernameQuery(
  arg: string,
  options?: { skip?: boolean },
): PublicQueryResult<CreatorPublic> {
  return usePublicQuery(getCreatorByUsername, arg, options);
}
