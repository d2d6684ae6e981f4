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
import { api } from '@/lib/api';

export type DestinationWithPackages = { destination: DestinationGroup; packages: PackageCard[] };

// The public marketplace reads (spec 001 §7). Types only from the shared schemas, so zod
// stays out of the public bundle.
const marketplaceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicPackage: build.query<PublicPackage, string>({
      query: (slug) => `tours/public/slug/${encodeURIComponent(slug)}`,
      providesTags: ['PACKAGE'],
    }),
    listPublicPackages: build.query<PublicListResponse, PublicListQuery>({
      query: (params) => ({ url: 'tours/list', params: withoutEmpty(params) }),
      providesTags: ['PACKAGE'],
    }),
    getFeaturedPackages: build.query<FeaturedResponse, void>({
      query: () => 'tours/feature',
      providesTags: ['PACKAGE'],
    }),
    searchMarketplace: build.query<SearchResponse, string>({
      query: (query) => ({ url: 'search', params: { query } }),
    }),
    getDestinationBySlug: build.query<DestinationWithPackages, string>({
      query: (slug) => `destination-groups/slug/${encodeURIComponent(slug)}`,
      providesTags: ['DESTINATION', 'PACKAGE'],
    }),
    getFeaturedCreators: build.query<CreatorCard[], void>({
      query: () => 'creators/feature',
      providesTags: ['CREATOR'],
    }),
  }),
});

/** Query parameters without the empty ones, so URLs stay short and cache keys stable. */
function withoutEmpty(params: PublicListQuery): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
}

export const {
  useGetPublicPackageQuery,
  useListPublicPackagesQuery,
  useGetFeaturedPackagesQuery,
  useSearchMarketplaceQuery,
  useGetDestinationBySlugQuery,
  useGetFeaturedCreatorsQuery,
} = marketplaceApi;
