import type { LaunchListResponse } from '@wayfarer/shared/schemas/launch-list';
import type { TourStateResponse } from '@wayfarer/shared/schemas/tour';
import { api } from '@/lib/api';

// "Coming soon" and the package's launch list (its creator and the admin).
const launchListApi = api.injectEndpoints({
  endpoints: (build) => ({
    markComingSoon: build.mutation<TourStateResponse, string>({
      query: (id) => ({ url: `tours/${encodeURIComponent(id)}/coming-soon`, method: 'POST' }),
      invalidatesTags: ['PACKAGE', 'ADMIN_STATS'],
    }),
    getLaunchList: build.query<LaunchListResponse, string>({
      query: (id) => `tours/${encodeURIComponent(id)}/launch-list`,
      providesTags: ['PACKAGE'],
    }),
  }),
});

export const { useMarkComingSoonMutation, useGetLaunchListQuery } = launchListApi;
