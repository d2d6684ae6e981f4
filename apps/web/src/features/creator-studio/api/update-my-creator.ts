import type { CreatorMe, CreatorUpdateBody } from '@wayfarer/shared/schemas/creator';
import { api } from '@/lib/api';

// spec 000 §7: POST creators/me updates the own profile; §4: the cached user is refreshed.
const updateMyCreatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateMyCreator: build.mutation<CreatorMe, CreatorUpdateBody>({
      query: (body) => ({ url: 'creators/me', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['ME', 'CREATOR'] : []),
    }),
  }),
});

export const { useUpdateMyCreatorMutation } = updateMyCreatorApi;
