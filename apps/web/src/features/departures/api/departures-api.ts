import type {
  DeparturesBoardResponse,
  LaunchResponse,
  ManifestResponse,
  WaitlistResponse,
} from '@wayfarer/shared/schemas/operations';
import type {
  CancelDateBody,
  CancelDateResponse,
  MoveGroupBody,
  MoveGroupResponse,
} from '@wayfarer/shared/schemas/date-changes';
import type { ConfirmDateResponse, TourDateRef } from '@wayfarer/shared/schemas/group-trips';
import { api } from '@/lib/api';

export type ManifestArgs = { id: string; date: string; departureId?: string };

// A package's departure board, a date's manifest and the waitlist (admin, or the
// package's creator). Fetched afresh on every visit: seats move while the page is closed.
const departuresApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeparturesBoard: build.query<DeparturesBoardResponse, string>({
      query: (id) => `tours/${encodeURIComponent(id)}/departures-board`,
    }),
    getManifest: build.query<ManifestResponse, ManifestArgs>({
      query: ({ id, date, departureId }) => ({
        url: `tours/${encodeURIComponent(id)}/manifest`,
        params: departureId ? { date, departureId } : { date },
      }),
    }),
    // How a date's launch went (ADR 1352).
    getLaunchBoard: build.query<LaunchResponse, { id: string; date: string; departureId: string }>({
      query: ({ id, date, departureId }) => ({
        url: `tours/${encodeURIComponent(id)}/launch`,
        params: { date, departureId },
      }),
    }),
    getWaitlist: build.query<WaitlistResponse, string>({
      query: (id) => `tours/${encodeURIComponent(id)}/waitlist`,
    }),
    // The admin cancels a date with full refunds (ADR 1204), or offers its group another date (ADR 1205).
    cancelDate: build.mutation<CancelDateResponse, { id: string } & CancelDateBody>({
      query: ({ id, ...body }) => ({
        url: `tours/${encodeURIComponent(id)}/dates/cancel`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['BOOKING'],
    }),
    moveGroup: build.mutation<MoveGroupResponse, { id: string } & MoveGroupBody>({
      query: ({ id, ...body }) => ({
        url: `tours/${encodeURIComponent(id)}/dates/move`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['BOOKING'],
    }),
    // Run a date below its minimum group size anyway.
    confirmDate: build.mutation<ConfirmDateResponse, { id: string; body: TourDateRef }>({
      query: ({ id, body }) => ({
        url: `tours/${encodeURIComponent(id)}/dates/confirm`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const {
  useGetDeparturesBoardQuery,
  useGetLaunchBoardQuery,
  useGetManifestQuery,
  useGetWaitlistQuery,
  useCancelDateMutation,
  useMoveGroupMutation,
  useConfirmDateMutation,
} = departuresApi;
