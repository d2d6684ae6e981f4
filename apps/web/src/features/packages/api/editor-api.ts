import type {
  DestinationBody,
  DestinationResponse,
  ItineraryBody,
  ItineraryResponse,
  OverviewBody,
  OverviewResponse,
} from '@wayfarer/shared/schemas/tour-content';
import type {
  AvailabilityBody,
  AvailabilityResponse,
  PricingBody,
  PricingResponse,
} from '@wayfarer/shared/schemas/tour-pricing';
import { api } from '@/lib/api';

type Save<T> = { id: string; body: T };

// A refused save changes nothing on the server: only a successful one marks the package stale,
// so the tab is not reloaded over what the user typed.
const onSuccess = (result: unknown) => (result ? ['PACKAGE' as const] : []);

// spec 001 §7: GET and POST /v1/tours/{id}/{section}; a POST answers the same shape as the GET.
const editorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOverview: build.query<OverviewResponse, string>({
      query: (id) => `tours/${id}/overview`,
      providesTags: ['PACKAGE'],
    }),
    saveOverview: build.mutation<OverviewResponse, Save<OverviewBody>>({
      query: ({ id, body }) => ({ url: `tours/${id}/overview`, method: 'POST', body }),
      invalidatesTags: onSuccess,
    }),
    getDestination: build.query<DestinationResponse, string>({
      query: (id) => `tours/${id}/destination`,
      providesTags: ['PACKAGE'],
    }),
    saveDestination: build.mutation<DestinationResponse, Save<DestinationBody>>({
      query: ({ id, body }) => ({ url: `tours/${id}/destination`, method: 'POST', body }),
      invalidatesTags: onSuccess,
    }),
    getItinerary: build.query<ItineraryResponse, string>({
      query: (id) => `tours/${id}/itinerary`,
      providesTags: ['PACKAGE'],
    }),
    saveItinerary: build.mutation<ItineraryResponse, Save<ItineraryBody>>({
      query: ({ id, body }) => ({ url: `tours/${id}/itinerary`, method: 'POST', body }),
      invalidatesTags: onSuccess,
    }),
    getPricing: build.query<PricingResponse, string>({
      query: (id) => `tours/${id}/pricing`,
      providesTags: ['PACKAGE'],
    }),
    savePricing: build.mutation<PricingResponse, Save<PricingBody>>({
      query: ({ id, body }) => ({ url: `tours/${id}/pricing`, method: 'POST', body }),
      invalidatesTags: onSuccess,
    }),
    getAvailability: build.query<AvailabilityResponse, string>({
      query: (id) => `tours/${id}/availability`,
      providesTags: ['PACKAGE'],
    }),
    saveAvailability: build.mutation<AvailabilityResponse, Save<AvailabilityBody>>({
      query: ({ id, body }) => ({ url: `tours/${id}/availability`, method: 'POST', body }),
      invalidatesTags: onSuccess,
    }),
  }),
});

export const {
  useGetOverviewQuery,
  useSaveOverviewMutation,
  useGetDestinationQuery,
  useSaveDestinationMutation,
  useGetItineraryQuery,
  useSaveItineraryMutation,
  useGetPricingQuery,
  useSavePricingMutation,
  useGetAvailabilityQuery,
  useSaveAvailabilityMutation,
} = editorApi;
