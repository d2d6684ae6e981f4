import type {
  DepartureCostsResponse,
  DepartureDateQuery,
  RoomingBody,
  RoomingResponse,
  SupplierCostBody,
  SupplierCostPatch,
} from '@wayfarer/shared/schemas/departure-ops';
import { api } from '@/lib/api';

export type DateArgs = { id: string } & DepartureDateQuery;

const tour = (id: string) => `tours/${encodeURIComponent(id)}`;

// Running a departure — a date's rooming list (admin or the package's creator), its
// supplier costs and margin (admin), and its trip-leader sheet (PDF). Fetched afresh on every
// visit: bookings move while the page is closed.
const departureOpsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRooming: build.query<RoomingResponse, DateArgs>({
      query: ({ id, date, departureId }) => ({ url: `${tour(id)}/rooming`, params: { date, departureId } }),
    }),
    saveRooming: build.mutation<RoomingResponse, { id: string } & RoomingBody>({
      query: ({ id, ...body }) => ({ url: `${tour(id)}/rooming`, method: 'PUT', body }),
    }),
    getDepartureCosts: build.query<DepartureCostsResponse, DateArgs>({
      query: ({ id, date, departureId }) => ({
        url: `${tour(id)}/departure-costs`,
        params: { date, departureId },
      }),
    }),
    addDepartureCost: build.mutation<DepartureCostsResponse, { id: string } & SupplierCostBody>({
      query: ({ id, ...body }) => ({ url: `${tour(id)}/departure-costs`, method: 'POST', body }),
    }),
    changeDepartureCost: build.mutation<
      DepartureCostsResponse,
      { id: string; costId: string; patch: SupplierCostPatch }
    >({
      query: ({ id, costId, patch }) => ({
        url: `${tour(id)}/departure-costs/${encodeURIComponent(costId)}`,
        method: 'PATCH',
        body: patch,
      }),
    }),
    removeDepartureCost: build.mutation<DepartureCostsResponse, { id: string; costId: string }>({
      query: ({ id, costId }) => ({
        url: `${tour(id)}/departure-costs/${encodeURIComponent(costId)}`,
        method: 'DELETE',
      }),
    }),
    // The PDF's bytes become an object URL at once (a Blob is not state Redux keeps); the caller
    // saves it and revokes the URL.
    downloadTripSheet: build.mutation<string, DateArgs>({
      query: ({ id, date, departureId }) => ({
        url: `${tour(id)}/trip-sheet.pdf`,
        params: { date, departureId },
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
});

export const {
  useGetRoomingQuery,
  useSaveRoomingMutation,
  useGetDepartureCostsQuery,
  useAddDepartureCostMutation,
  useChangeDepartureCostMutation,
  useRemoveDepartureCostMutation,
  useDownloadTripSheetMutation,
} = departureOpsApi;
