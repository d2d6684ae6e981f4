import type { CreatorMe } from '@wayfarer/shared/schemas/creator';
import { api } from '@/lib/api';

// spec 000 §7: GET creators/me — the signed-in creator's own record (403 without one).
const myCreatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyCreator: build.query<CreatorMe, void>({
      query: () => 'creators/me',
      providesTags: ['CREATOR'],
    }),
  }),
});

export const { useGetMyCreatorQuery } = myCreatorApi;
