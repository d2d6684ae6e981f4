import type { PackageStatus } from '@wayfarer/shared/enums';
import type { CreateTourBody, TourListResponse, TourStateResponse } from '@wayfarer/shared/schemas/tour';
import { api } from '@/lib/api';

export type TourListArgs = { page: number; title: string; status: PackageStatus | '' };

// spec 001 §7 "Tour packages": the list, Add Package and the status actions.
// GET /v1/tours?page&pageSize&title&status; POST /v1/tours; publish, unpublish, reject, feature,
// request-review and approve.
const packagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTours: build.query<TourListResponse, TourListArgs>({
      query: ({ page, title, status }) => ({
        url: 'tours',
        params: { page, pageSize: 20, ...(title ? { title } : {}), ...(status ? { status } : {}) },
      }),
      providesTags: ['PACKAGE'],
    }),
    createTour: build.mutation<{ id: string }, CreateTourBody>({
      query: (body) => ({ url: 'tours', method: 'POST', body }),
      invalidatesTags: ['PACKAGE', 'ADMIN_STATS'],
    }),
    publishTour: build.mutation<TourStateResponse, string>({
      query: (id) => ({ url: `tours/${id}/publish`, method: 'POST', body: { publish: true } }),
      invalidatesTags: ['PACKAGE', 'ADMIN_STATS'],
    }),
    // `confirm: true` goes ahead although travellers have upcoming paid bookings (else 409).
    unpublishTour: build.mutation<TourStateResponse, { id: string; confirm?: boolean }>({
      query: ({ id, confirm }) => ({ url: `tours/${id}/unpublish`, method: 'POST', body: { confirm } }),
      invalidatesTags: ['PACKAGE', 'ADMIN_STATS'],
    }),
    rejectTour: build.mutation<TourStateResponse, { id: string; reason: string; confirm?: boolean }>({
      query: ({ id, reason, confirm }) => ({
        url: `tours/${id}/reject`,
        method: 'POST',
        body: { reason, confirm },
      }),
      invalidatesTags: ['PACKAGE', 'ADMIN_STATS'],
    }),
    // A rejected package, edited, goes back to the admin; the admin approves it.
    requestReview: build.mutation<TourStateResponse, string>({
      query: (id) => ({ url: `tours/${id}/request-review`, method: 'POST' }),
      invalidatesTags: ['PACKAGE', 'ADMIN_STATS'],
    }),
    approveTour: build.mutation<TourStateResponse, string>({
      query: (id) => ({ url: `tours/${id}/approve`, method: 'POST' }),
      invalidatesTags: ['PACKAGE', 'ADMIN_STATS'],
    }),
    featureTour: build.mutation<TourStateResponse, { id: string; featured: boolean }>({
      query: ({ id, featured }) => ({ url: `tours/${id}/feature`, method: 'PATCH', body: { featured } }),
      invalidatesTags: ['PACKAGE'],
    }),
  }),
});

export const {
  useListToursQuery,
  useCreateTourMutation,
  usePublishTourMutation,
  useUnpublishTourMutation,
  useRejectTourMutation,
  useRequestReviewMutation,
  useApproveTourMutation,
  useFeatureTourMutation,
} = packagesApi;
