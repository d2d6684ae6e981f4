import type {
  CreateBookingBody,
  CreateBookingResponse,
  PaymentResponse,
} from '@wayfarer/shared/schemas/booking';
import type { InstalmentPlanResponse } from '@wayfarer/shared/schemas/instalments';
import type { CheckoutPaperworkView } from '@wayfarer/shared/schemas/paperwork';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';
import { api } from '@/lib/api';

type CreateBookingArgs = { body: CreateBookingBody; idempotencyKey: string };
type ValidateCouponArgs = { code: string; tourPackageId: string; amount: number };

// spec 001 §7 "Booking and payment": checkout and the payment result (the booking itself is read
// through lib/booking-api.ts). Types only from the shared schemas, so zod stays out of the public
// bundle.
const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Checkout prices from this answer, so the browser revalidates it every time (a bodiless 304
    // when unchanged) instead of reusing the public 5-second cache after a price change.
    getCheckoutPackage: build.query<PublicPackage, string>({
      query: (id) => ({ url: `tours/public/id/${encodeURIComponent(id)}`, cache: 'no-cache' }),
      providesTags: ['PACKAGE'],
    }),
    // ADR 1365: the package's instalment plan, offered beside token and full payment.
    getCheckoutInstalmentPlan: build.query<InstalmentPlanResponse, string>({
      query: (id) => ({
        url: `tours/public/id/${encodeURIComponent(id)}/instalment-plan`,
        cache: 'no-cache',
      }),
      providesTags: ['PACKAGE'],
    }),
    // ADR 1375-1377: whether the package asks for a PAN (TCS), the TCS rates, and the total from
    // which the address is asked.
    getCheckoutPaperwork: build.query<CheckoutPaperworkView, string>({
      query: (id) => `bookings/checkout-paperwork?tourPackageId=${encodeURIComponent(id)}`,
    }),
    validateCoupon: build.mutation<{ discount: number }, ValidateCouponArgs>({
      query: (body) => ({ url: 'coupons/validate', method: 'POST', body }),
    }),
    // The same key with the same body answers the same booking, so a retried Pay never books twice.
    createBooking: build.mutation<CreateBookingResponse, CreateBookingArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: 'bookings',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['BOOKING'],
    }),
    getPayment: build.query<PaymentResponse, string>({
      query: (bookingId) => `bookings/payment/${encodeURIComponent(bookingId)}`,
      providesTags: ['BOOKING'],
    }),
  }),
});

export const {
  useGetCheckoutPackageQuery,
  useGetCheckoutInstalmentPlanQuery,
  useGetCheckoutPaperworkQuery,
  useValidateCouponMutation,
  useCreateBookingMutation,
  useGetPaymentQuery,
} = checkoutApi;
