import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query';

// The store (and this API) loads on demand in the browser (lib/store-on-demand.tsx); the public
// pages read through lib/public-query.tsx, on the server and in the browser (docs/decisions/990).

// spec 000 §4, §9: cached server data is tagged ME, DESTINATION, CREATOR and Category and kept
// 60 seconds after last use; LEAD, SETTINGS and ADMIN_STATS serve the admin area; EARNINGS and PAYOUT the ledger. Features add their endpoints with injectEndpoints.
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: [
    'ME',
    'DESTINATION',
    'CREATOR',
    'Category',
    'LEAD',
    'SETTINGS',
    'ADMIN_STATS',
    'PACKAGE',
    'BOOKING',
    'COUPON',
    'EARNINGS',
    'PAYOUT',
    // The admin Reviews screen.
    'REVIEW',
    // The traveller's "My trips" (its own session, apart from staff sign-in).
    'TRIPS',
  ],
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});
