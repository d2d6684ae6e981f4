import type { Paged } from '@wayfarer/shared/schemas/catalogue';
import type { CreatorCard } from '@wayfarer/shared/schemas/creator';
import { type PublicQueryResult, publicQuery, usePublicQuery } from '@/lib/public-query';

// spec 000 §7: GET creators/list?page= — the public grid of creators, paged; a public read
// (lib/public-query.tsx).
const listCreators = publicQuery<Paged<CreatorCard>, number>(
  'listCreators',
  (page) => `creators/list?page=${page}`,
);
export function useListCreatorsQuery(
  arg: number,
  options?: { skip?: boolean },
): PublicQueryResult<Paged<CreatorCard>> {
  return usePublicQuery(listCreators, arg, options);
}
