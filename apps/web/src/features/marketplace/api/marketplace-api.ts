import type { DestinationGroup } from '@wayfarer/shared/schemas/catalogue';
import type { CreatorCard } from '@wayfarer/shared/schemas/creator';
import type {
  FeaturedResponse,
  PackageCard,
  PublicListQuery,
  PublicListResponse,
  PublicPackage,
  SearchResponse,
} from '@wayfarer/shared/schemas/tour-public';
import { type PublicQueryResult, publicQuery, usePublicQuery } from '@/lib/public-query';

export type DestinationWithPackages = { destination: DestinationGroup; packages: PackageCard[] };

// The public marketplace reads (spec 001 §7), outside the Redux store so the public pages' first
// visit carries no Redux (lib/public-query.tsx, docs/decisions/990). Types only from the shared
// schemas, so zod stays out of the public bundle.

const getPublicPackage = publicQuery<PublicPackage, string>(
  'getPublicPackage',
  (slug) => `tours/public/slug/${encodeURIComponent(slug)}`,
);
export function useGetPublicPackageQuery(
  arg: string,
  options?: { skip?: boolean },
): PublicQueryResult<PublicPackage> {
  return usePublicQuery(getPublicPackage, arg, options);
}

const listPublicPackages = publicQuery<PublicListResponse, PublicListQuery>(
  'listPublicPackages',
  (params) => ({ url: 'tours/list', params: withoutEmpty(params) }),
);
export function useListPublicPackagesQuery(
  arg: PublicListQuery,
  options?: { skip?: boolean },
): PublicQueryResult<PublicListResponse> {
  return usePublicQuery(listPublicPackages, arg, options);
}

const getFeaturedPackages = publicQuery<FeaturedResponse, void>('getFeaturedPackages', () => 'tours/feature');
export function useGetFeaturedPackagesQuery(): PublicQueryResult<FeaturedResponse> {
  return usePublicQuery(getFeaturedPackages, undefined);
}

const searchMarketplace = publicQuery<SearchResponse, string>('searchMarketplace', (query) => ({
  url: 'search',
  params: { query },
}));
export function useSearchMarketplaceQuery(
  arg: string,
  options?: { skip?: boolean },
): PublicQueryResult<SearchResponse> {
  return usePublicQuery(searchMarketplace, arg, options);
}

const getDestinationBySlug = publicQuery<DestinationWithPackages, string>(
  'getDestinationBySlug',
  (slug) => `destination-groups/slug/${encodeURIComponent(slug)}`,
);
export function useGetDestinationBySlugQuery(
  arg: string,
  options?: { skip?: boolean },
): PublicQueryResult<DestinationWithPackages> {
  return usePublicQuery(getDestinationBySlug, arg, options);
}

const getFeaturedCreators = publicQuery<CreatorCard[], void>('getFeaturedCreators', () => 'creators/feature');
export function useGetFeaturedCreatorsQuery(): PublicQueryResult<CreatorCard[]> {
  return usePublicQuery(getFeaturedCreators, undefined);
}

/** Query parameters without the empty ones, so URLs stay short and cache keys stable. */
function withoutEmpty(params: PublicListQuery): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
}
