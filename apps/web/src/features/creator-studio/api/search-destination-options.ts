import type { NamedRef } from '@wayfarer/shared/schemas/catalogue';
import { api } from '@/lib/api';

// spec 000 §7: the destination picker searches POST destination-groups/search { name } as the
// user types and yields id and name; a failed search yields an empty list.
const destinationOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchDestinationOptions: build.query<NamedRef[], string>({
      async queryFn(name, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: 'destination-groups/search', method: 'POST', body: { name } });
        return { data: !result.error && Array.isArray(result.data) ? (result.data as NamedRef[]) : [] };
      },
      providesTags: ['DESTINATION'],
    }),
  }),
});

export const { useSearchDestinationOptionsQuery } = destinationOptionsApi;
