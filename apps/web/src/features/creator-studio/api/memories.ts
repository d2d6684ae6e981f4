import type { MemoriesBody, Memory } from '@wayfarer/shared/schemas/creator';
import { api } from '@/lib/api';

// spec 000 §7: GET creator-memories/{creatorId} reads the memories; POST creator-memories saves them.
const memoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMemories: build.query<Memory[], string>({
      query: (creatorId) => `creator-memories/${encodeURIComponent(creatorId)}`,
      providesTags: ['CREATOR'],
    }),
    saveMemories: build.mutation<unknown, MemoriesBody>({
      query: (body) => ({ url: 'creator-memories', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['ME', 'CREATOR']),
    }),
  }),
});

export const { useGetMemoriesQuery, useSaveMemoriesMutation } = memoriesApi;
