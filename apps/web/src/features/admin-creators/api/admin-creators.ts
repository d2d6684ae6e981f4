import type { CreatorFeatureBody } from '@wayfarer/shared/schemas/admin';
import type { Paged } from '@wayfarer/shared/schemas/catalogue';
import type { CreatorAdminRow } from '@wayfarer/shared/schemas/creator';
import { api } from '@/lib/api';

type ListArgs = { page: number; query: string };

// spec 001 §7: GET /v1/creators?page&query answers the admin rows to an admin;
// PATCH /v1/creators/{id}/feature {featured} marks a creator featured.
const adminCreatorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminListCreators: build.query<Paged<CreatorAdminRow>, ListArgs>({
      query: ({ page, query }) => ({ url: 'creators', params: { page, ...(query ? { query } : {}) } }),
      providesTags: ['CREATOR'],
    }),
    featureCreator: build.mutation<unknown, CreatorFeatureBody & { id: string }>({
      query: ({ id, featured }) => ({ url: `creators/${id}/feature`, method: 'PATCH', body: { featured } }),
      invalidatesTags: ['CREATOR'],
    }),
  }),
});

export const { useAdminListCreatorsQuery, useFeatureCreatorMutation } = adminCreatorsApi;
