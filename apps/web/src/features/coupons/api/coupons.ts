import type { Coupon, couponBody } from '@wayfarer/shared/schemas/coupon';
import type { z } from '@wayfarer/shared/zod';
import { api } from '@/lib/api';

/** The body the API takes, as couponBody parses it (code upper-cased, defaults filled). */
export type CouponPayload = z.output<typeof couponBody>;

// Admin only: GET /v1/coupons (every coupon, newest first); POST /v1/coupons (201);
// PATCH /v1/coupons/{id} (the whole body; the use count is kept); DELETE /v1/coupons/{id} (204).
const couponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminListCoupons: build.query<Coupon[], void>({
      query: () => 'coupons',
      providesTags: ['COUPON'],
    }),
    adminCreateCoupon: build.mutation<Coupon, CouponPayload>({
      query: (body) => ({ url: 'coupons', method: 'POST', body }),
      invalidatesTags: ['COUPON'],
    }),
    adminUpdateCoupon: build.mutation<Coupon, CouponPayload & { id: string }>({
      query: ({ id, ...body }) => ({ url: `coupons/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['COUPON'],
    }),
    adminDeleteCoupon: build.mutation<null, string>({
      query: (id) => ({ url: `coupons/${id}`, method: 'DELETE' }),
      invalidatesTags: ['COUPON'],
    }),
  }),
});

export const {
  useAdminListCouponsQuery,
  useAdminCreateCouponMutation,
  useAdminUpdateCouponMutation,
  useAdminDeleteCouponMutation,
} = couponsApi;
