import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query';

// On the server the hooks start their queries while rendering (there are no effects there), so
// entry-server.tsx can wait for them and render again with the data; the browser keeps the default.
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }),
);

// spec 000 §4, §9: cached server data is tagged ME, DESTINATION, CREATOR and Category and kept
// 60 seconds after last use; LEAD, SETTINGS and ADMIN_STATS serve the admin area; EARNINGS and PAYOUT the ledger (issue #14). Features add their endpoints with injectEndpoints.
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
  ],
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});
