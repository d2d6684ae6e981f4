import type { CategoryBody, Paged, TourCategory } from '@wayfarer/shared/schemas/catalogue';
import { api } from '@/lib/api';
import { type ListArgs, listParams } from './list-args';

// spec 001 §7: GET /v1/category?page&query; POST /v1/category (create, 201); POST /v1/category/{id}.
const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminListCategories: build.query<Paged<TourCategory>, ListArgs>({
      query: (args) => ({ url: 'category', params: listParams(args) }),
      providesTags: ['Category'],
    }),
    adminCreateCategory: build.mutation<TourCategory, CategoryBody>({
      query: (body) => ({ url: 'category', method: 'POST', body }),
      invalidatesTags: ['Category'],
    }),
    adminUpdateCategory: build.mutation<TourCategory, CategoryBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `category/${id}`, method: 'POST', body }),
      invalidatesTags: ['Category'],
    }),
  }),
});

export const { useAdminListCategoriesQuery, useAdminCreateCategoryMutation, useAdminUpdateCategoryMutation } =
  categoriesApi;
