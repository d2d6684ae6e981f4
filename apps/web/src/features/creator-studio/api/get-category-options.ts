import type { Paged, TourCategory } from '@wayfarer/shared/schemas/catalogue';
import { api } from '@/lib/api';

// spec 000 §7: the category picker loads page 1 of GET category?page=.
const categoryOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategoryOptions: build.query<Paged<TourCategory>, void>({
      query: () => 'category?page=1',
      providesTags: ['Category'],
    }),
  }),
});

export const { useGetCategoryOptionsQuery } = categoryOptionsApi;
