import type {
  SignInLinkBody,
  TripsResponse,
  TripsSessionBody,
  TripsSessionResponse,
} from '@wayfarer/shared/schemas/trips';
import { api } from '@/lib/api';

// "My trips" (ADR 1310). The traveller's session is an httpOnly cookie the API sets and
// the browser sends with every /v1 call of this site; nothing here holds it.
const tripsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Always 204: the answer never tells whether the address has bookings.
    requestSignInLink: build.mutation<void, SignInLinkBody>({
      query: (body) => ({ url: 'trips/sign-in-link', method: 'POST', body }),
    }),
    // Spends the e-mailed link's token and opens the session (the cookie).
    openTripsSession: build.mutation<TripsSessionResponse, TripsSessionBody>({
      query: (body) => ({ url: 'trips/session', method: 'POST', body }),
      invalidatesTags: ['TRIPS', 'BOOKING'],
    }),
    signOutOfTrips: build.mutation<void, void>({
      query: () => ({ url: 'trips/session', method: 'DELETE' }),
      invalidatesTags: ['TRIPS', 'BOOKING'],
    }),
    // 401 TRAVELLER_SIGN_IN_REQUIRED without a session: the page then offers the link.
    getTrips: build.query<TripsResponse, void>({
      query: () => 'trips',
      providesTags: ['TRIPS'],
      keepUnusedDataFor: 0,
    }),
  }),
});

/** For the sign-in link form, which hydrates without the store (lib/mutation-on-demand.ts, ADR 1395). */
export const requestSignInLinkEndpoint = tripsApi.endpoints.requestSignInLink;

export const { useOpenTripsSessionMutation, useSignOutOfTripsMutation, useGetTripsQuery } = tripsApi;
