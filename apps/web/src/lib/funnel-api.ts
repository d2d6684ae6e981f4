import type { FunnelDays } from '@wayfarer/shared/rules/share-links';
import type { FunnelResponse } from '@wayfarer/shared/schemas/share-links';
import { api } from './api';

// The funnel (GET /v1/creators/funnel): the creator's on its dashboard, every creator's
// on the admin's. One declaration for both dashboards.
const funnelApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFunnel: build.query<FunnelResponse, FunnelDays>({
      query: (days) => ({ url: 'creators/funnel', params: { days } }),
    }),
  }),
});

export const { useGetFunnelQuery } = funnelApi;
