import type { CreatorPublic } from '@wayfarer/shared/schemas/creator';
import { api } from '@/lib/api';

// spec 000 §7: GET creators/username/{username} — the public profile (404 when unknown).
const creatorByUsernameApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCreatorByUsername: build.query<CreatorPublic, string>({
      query: (username) => `creators/username/${encodeURIComponent(username)}`,
      providesTags: ['CREATOR'],
    }),
  }),
});

export const { useGetCreatorByUsernameQuery } = creatorByUsernameApi;
