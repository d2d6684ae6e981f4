import type {
  AdminCreateBookingBody,
  AdminCreateBookingResponse,
  PaymentLink,
} from '@wayfarer/shared/schemas/admin-booking';
import type { Lead } from '@wayfarer/shared/schemas/lead';
import type { TourListResponse } from '@wayfarer/shared/schemas/tour';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';
import { api } from '@/lib/api';

// ADR 1360, 1361: the admin's "New booking" screen — the lead it starts from, the published
// packages to choose from and their pricing, the booking made, and its payment link.
const adminBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeadForBooking: build.query<Lead, string>({
      query: (id) => `query/${encodeURIComponent(id)}`,
      providesTags: ['LEAD'],
    }),
    listBookablePackages: build.query<TourListResponse, string>({
      query: (title) => ({
        url: 'tours',
        params: { page: 1, pageSize: 20, status: 'Published', ...(title ? { title } : {}) },
      }),
      providesTags: ['PACKAGE'],
    }),
    getBookablePackage: build.query<PublicPackage, string>({
      query: (id) => ({ url: `tours/public/id/${encodeURIComponent(id)}`, cache: 'no-cache' }),
      providesTags: ['PACKAGE'],
    }),
    createAdminBooking: build.mutation<AdminCreateBookingResponse, AdminCreateBookingBody>({
      query: (body) => ({ url: 'admin/bookings', method: 'POST', body }),
      invalidatesTags: ['BOOKING', 'LEAD'],
    }),
    getPaymentLink: build.query<PaymentLink, string>({
      query: (bookingId) => `admin/bookings/${encodeURIComponent(bookingId)}/payment-link`,
      providesTags: ['BOOKING'],
    }),
    renewPaymentLink: build.mutation<PaymentLink, string>({
      query: (bookingId) => ({
        url: `admin/bookings/${encodeURIComponent(bookingId)}/payment-link`,
        method: 'POST',
      }),
      invalidatesTags: ['BOOKING'],
    }),
    emailPaymentLink: build.mutation<PaymentLink, string>({
      query: (bookingId) => ({
        url: `admin/bookings/${encodeURIComponent(bookingId)}/payment-link/email`,
        method: 'POST',
      }),
    }),
  }),
});

export const {
  useGetLeadForBookingQuery,
  useListBookablePackagesQuery,
  useGetBookablePackageQuery,
  useCreateAdminBookingMutation,
  useGetPaymentLinkQuery,
  useRenewPaymentLinkMutation,
  useEmailPaymentLinkMutation,
} = adminBookingsApi;
