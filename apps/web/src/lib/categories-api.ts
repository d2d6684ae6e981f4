import type { Paged, TourCategory } from '@wayfarer/shared/schemas/catalogue';
import { api } from './api';
import { type ListArgs, listParams } from './list-args';

// spec 000 §7, spec 001 §7: GET /v1/category?page&query, declared once: the admin's Categories
// screen and the creator's category picker (page 1) read it.
export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCategories: build.query<Paged<TourCategory>, ListArgs>({
      query: (args) => ({ url: 'category', params: listParams(args) }),
      providesTags: ['Category'],
    }),
  }),
});

export const { useListCategoriesQuery } = categoriesApi;
