import type { CreatorCreateBody, CreatorMe } from '@wayfarer/shared/schemas/creator';
import { api } from '@/lib/api';

// spec 000 §7: POST creators creates the signed-in user's creator profile; §4: the cached user
// is refreshed afterwards (it now has a creatorId).
const createCreatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCreator: build.mutation<CreatorMe, CreatorCreateBody>({
      query: (body) => ({ url: 'creators', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['ME', 'CREATOR'] : []),
    }),
  }),
});

export const { useCreateCreatorMutation } = createCreatorApi;
