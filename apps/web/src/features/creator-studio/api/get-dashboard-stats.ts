import type { CreatorDashboard } from '@wayfarer/shared/schemas/creator';
import { api } from '@/lib/api';

// spec 000 §7: POST creators/dashboard answers { totalQueries, totalTourPackages, pendingTourPackages }.
const dashboardStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardStats: build.query<CreatorDashboard, void>({
      query: () => ({ url: 'creators/dashboard', method: 'POST' }),
      providesTags: ['CREATOR'],
    }),
  }),
});

export const { useGetDashboardStatsQuery } = dashboardStatsApi;
