import type { CategoryBody, TourCategory } from '@wayfarer/shared/schemas/catalogue';
import { api } from '@/lib/api';

// spec 001 §7: POST /v1/category (create, 201); POST /v1/category/{id}. The list (GET) is
// lib/categories-api.ts.
const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useAdminCreateCategoryMutation, useAdminUpdateCategoryMutation } = categoriesApi;
