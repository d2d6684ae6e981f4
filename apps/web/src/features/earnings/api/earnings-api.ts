import type { EarningStatus, PayoutStatus } from '@wayfarer/shared/enums';
import type {
  CreatePayoutBody,
  EarningsResponse,
  MarkPayoutPaidBody,
  PayableCreatorsResponse,
  Payout,
  PayoutListResponse,
} from '@wayfarer/shared/schemas/earnings';
import { api } from '@/lib/api';

export type EarningsArgs = { page: number; status: EarningStatus | '' };
export type PayoutListArgs = { page: number; status: PayoutStatus | '' };
export type StatementArgs = { from: string; to: string };

const withoutEmpty = (params: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));

// The creator's ledger (GET /v1/earnings/me) and statement (CSV); payouts: an admin
// sees and acts on all of them, a creator reads its own (GET /v1/payouts answers by role).
const earningsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyEarnings: build.query<EarningsResponse, EarningsArgs>({
      query: ({ page, status }) => ({ url: 'earnings/me', params: withoutEmpty({ page, status }) }),
      providesTags: ['EARNINGS'],
    }),
    listPayouts: build.query<PayoutListResponse, PayoutListArgs>({
      query: ({ page, status }) => ({ url: 'payouts', params: withoutEmpty({ page, status }) }),
      providesTags: ['PAYOUT'],
    }),
    listPayableCreators: build.query<PayableCreatorsResponse, void>({
      query: () => 'payouts/payable',
      providesTags: ['PAYOUT', 'EARNINGS'],
    }),
    createPayout: build.mutation<Payout, CreatePayoutBody>({
      query: (body) => ({ url: 'payouts', method: 'POST', body }),
      invalidatesTags: ['PAYOUT', 'EARNINGS'],
    }),
    markPayoutPaid: build.mutation<Payout, MarkPayoutPaidBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `payouts/${encodeURIComponent(id)}/paid`, method: 'POST', body }),
      invalidatesTags: ['PAYOUT', 'EARNINGS'],
    }),
    cancelPayout: build.mutation<Payout, string>({
      query: (id) => ({ url: `payouts/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: ['PAYOUT', 'EARNINGS'],
    }),
    // The CSV as text, through the signed-in base query (the bearer header, one refresh on 401);
    // a mutation, so every press fetches afresh and nothing is cached. Errors are JSON.
    downloadStatement: build.mutation<string, StatementArgs>({
      query: ({ from, to }) => ({
        url: 'earnings/me/statement.csv',
        params: withoutEmpty({ from, to }),
        responseHandler: 'content-type',
      }),
    }),
    // A payout's statement PDF, through the signed-in base query. The bytes become an object URL
    // at once (a Blob is not state Redux keeps); the caller saves it and revokes the URL.
    downloadPayoutStatement: build.mutation<string, string>({
      query: (id) => ({
        url: `payouts/${encodeURIComponent(id)}/statement.pdf`,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
});

export const {
  useGetMyEarningsQuery,
  useListPayoutsQuery,
  useListPayableCreatorsQuery,
  useCreatePayoutMutation,
  useMarkPayoutPaidMutation,
  useCancelPayoutMutation,
  useDownloadStatementMutation,
  useDownloadPayoutStatementMutation,
} = earningsApi;
