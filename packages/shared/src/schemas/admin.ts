import { z } from '../zod.ts';
import { dashboardFigures, monthlyFigures } from './booking-list.ts';
import { atRiskDate } from './group-trips.ts';

// GET /v1/admin/stats: the admin dashboard's cards.
export const adminStats = z.object({
  // Dates below their minimum group size on or after their decision day.
  atRiskDates: z.array(atRiskDate),
  creators: z.number().int(),
  packages: z.object({
    draft: z.number().int(),
    pendingReview: z.number().int(),
    published: z.number().int(),
    rejected: z.number().int(),
  }),
  leads: z.object({
    new: z.number().int(),
    followed: z.number().int(),
    cancelled: z.number().int(),
    confirmed: z.number().int(),
    total: z.number().int(),
  }),
  bookings: z.number().int(),
  // The margin (rupees): received, refunded, the creators' share (the ledger), and what is left.
  margin: z.object({
    paid: z.number(),
    refunded: z.number(),
    creatorsShare: z.number(),
    platformMargin: z.number(),
  }),
  // Gross booked, collected, outstanding, refunds, lead conversion (ADR 980, 982).
  ...dashboardFigures.shape,
  // The last 12 months in India time, oldest first, zeros kept (ADR 981).
  monthly: z.array(monthlyFigures),
});
export type AdminStats = z.infer<typeof adminStats>;

export const creatorFeatureBody = z.object({ featured: z.boolean() });
export type CreatorFeatureBody = z.infer<typeof creatorFeatureBody>;
