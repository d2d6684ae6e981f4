import type { AdminStats } from '@wayfarer/shared/schemas/admin';
import { api } from '@/lib/api';

// GET /v1/admin/stats: the counts behind the admin dashboard's cards and chart.
const adminStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => 'admin/stats',
      providesTags: ['ADMIN_STATS'],
    }),
  }),
});

export const { useGetAdminStatsQuery } = adminStatsApi;
