import type { WaitlistBody } from '@wayfarer/shared/schemas/operations';
import { api } from '@/lib/api';

// POST /v1/tours/{id}/waitlist. Imported only by the lazily loaded waitlist dialog,
// so it stays out of the package page's first bundle.
const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    joinWaitlist: build.mutation<{ id: string; message: string }, WaitlistBody & { tourId: string }>({
      query: ({ tourId, ...body }) => ({
        url: `tours/${encodeURIComponent(tourId)}/waitlist`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useJoinWaitlistMutation } = waitlistApi;
