import type { CreatorFeatureBody } from '@wayfarer/shared/schemas/admin';
import { api } from '@/lib/api';

// spec 001 §7: PATCH /v1/creators/{id}/feature {featured} marks a creator featured; the list
// (GET /v1/creators) is lib/admin-creators-api.ts.
const featureCreatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    featureCreator: build.mutation<unknown, CreatorFeatureBody & { id: string }>({
      query: ({ id, featured }) => ({ url: `creators/${id}/feature`, method: 'PATCH', body: { featured } }),
      invalidatesTags: ['CREATOR'],
    }),
  }),
});

export const { useFeatureCreatorMutation } = featureCreatorApi;
