import type { Paged } from '@wayfarer/shared/schemas/catalogue';
import type { CreatorCard } from '@wayfarer/shared/schemas/creator';
import { api } from '@/lib/api';

// spec 000 §7: GET creators/list?page= — the public grid of creators, paged.
const listCreatorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCreators: build.query<Paged<CreatorCard>, number>({
      query: (page) => `creators/list?page=${page}`,
      providesTags: ['CREATOR'],
    }),
  }),
});

export const { useListCreatorsQuery } = listCreatorsApi;
