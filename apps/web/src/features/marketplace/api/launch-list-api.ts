import type { LaunchListBody } from '@wayfarer/shared/schemas/launch-list';
import { api } from '@/lib/api';

// POST /v1/tours/{id}/launch-list: "Notify me" on a coming-soon package.
const launchListApi = api.injectEndpoints({
  endpoints: (build) => ({
    joinLaunchList: build.mutation<{ id: string; message: string }, LaunchListBody & { tourId: string }>({
      query: ({ tourId, ...body }) => ({
        url: `tours/${encodeURIComponent(tourId)}/launch-list`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useJoinLaunchListMutation } = launchListApi;
