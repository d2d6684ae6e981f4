import type { Paged } from '@wayfarer/shared/schemas/catalogue';
import type { CreatorAdminRow } from '@wayfarer/shared/schemas/creator';
import { api } from './api';
import { type ListArgs, listParams } from './list-args';

// spec 001 §7: GET /v1/creators?page&query answers the admin rows to an admin. Declared once: the
// admin's Creators screen and the package editor's creator picker both read it.
export const adminCreatorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminListCreators: build.query<Paged<CreatorAdminRow>, ListArgs>({
      query: (args) => ({ url: 'creators', params: listParams(args) }),
      providesTags: ['CREATOR'],
    }),
  }),
});

export const { useAdminListCreatorsQuery } = adminCreatorsApi;
