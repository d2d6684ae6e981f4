import { tripStatuses } from '../enums.ts';
import { isIsoDate } from '../rules/travel-date.ts';
import { z } from '../zod.ts';
import { operationsMessages } from './operations.ts';

// Running a date with a minimum group size anyway (POST /v1/tours/{id}/dates/confirm).

export const tourDateRef = z.object({
  date: z.string().trim().max(10).refine(isIsoDate, { message: operationsMessages.dateInvalid }),
  departureId: z.string().trim().min(1).max(100),
});
export type TourDateRef = z.input<typeof tourDateRef>;

export const confirmDateBody = tourDateRef;

export const confirmDateResponse = z.object({
  date: z.string(),
  departureId: z.string(),
  minTravellers: z.number().int().nullable(),
  tripStatus: z.enum(tripStatuses),
  travellersNeeded: z.number().int().nullable(),
  confirmedAt: z.string().nullable(),
});
export type ConfirmDateResponse = z.infer<typeof confirmDateResponse>;

/** A dashboard's at-risk date: below its minimum on or after its decision day, not yet decided. */
export const atRiskDate = z.object({
  packageId: z.string(),
  packageTitle: z.string(),
  date: z.string(),
  departureId: z.string(),
  departureName: z.string(),
  minTravellers: z.number().int(),
  paidPeople: z.number().int(),
  travellersNeeded: z.number().int(),
  decisionDate: z.string(),
});
export type AtRiskDate = z.infer<typeof atRiskDate>;
