import type { Paged } from '@wayfarer/shared/schemas/catalogue';
import type { Hotel } from '@wayfarer/shared/schemas/hotel';
import { api } from '@/lib/api';
import { type ListArgs, listParams } from '@/lib/list-args';

// spec 001 §7: GET /v1/hotels?page&query (writes live with the shared hotel dialog, lib/hotel-api).
// Hotels hang off places, so they share the DESTINATION tag.
const hotelsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminListHotels: build.query<Paged<Hotel>, ListArgs>({
      query: (args) => ({ url: 'hotels', params: listParams(args) }),
      providesTags: ['DESTINATION'],
    }),
  }),
});

export const { useAdminListHotelsQuery } = hotelsApi;
