import { pricingTypes, tourTypes } from '../enums.ts';
import { messages } from '../messages.ts';
import { rupeesToPaise } from '../rules/money.ts';
import { isIsoDate } from '../rules/travel-date.ts';
import { DECISION_DAYS_MAX, DECISION_DAYS_MIN, MIN_TRAVELLERS_MAX } from '../rules/trip-status.ts';
import { z } from '../zod.ts';
import { digitsField, idField, optionalId, requiredText, tourHead, tourMessages } from './tour.ts';

// The editor's Pricing and Availability tabs: departures, their prices, and the dates they run.

/** A price in rupees (digits, at most 2 decimals) -> paise. */
export const rupeesField = (required: string) =>
  z.union([z.number(), z.string()], { message: required }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const paise = rupeesToPaise(value);
    if (paise === null || paise > 100_000_000_00) {
      ctx.addIssue({ code: 'custom', message: tourMessages.invalidInput });
      return z.NEVER;
    }
    return paise;
  });

// ---------------------------------------------------------------------------------------------
// Requests

export const simplePricingSchema = z.object({
  adult: digitsField(tourMessages.adultRequired, 20),
  child: digitsField(tourMessages.childRequired, 20),
  price: rupeesField(tourMessages.priceRequired),
});
export const customPricingSchema = z.object({
  id: optionalId,
  name: requiredText(tourMessages.nameRequired),
  price: rupeesField(tourMessages.priceRequired),
  totalPeople: digitsField(messages.required, 100, 1),
});

export const pricingBody = z.object({
  pricingType: z.enum(pricingTypes),
  tourPackageDepartures: z
    .array(
      z.object({
        id: optionalId,
        name: requiredText(tourMessages.nameRequired),
        departureInclusions: z
          .array(z.object({ inclusion: requiredText(messages.required, 500) }))
          .max(50)
          .default([]),
        simplePricings: z.array(simplePricingSchema).max(50).default([]),
        customPricings: z.array(customPricingSchema).max(50).default([]),
      }),
    )
    .max(20),
});
export type PricingBody = z.input<typeof pricingBody>;

/** A whole number from `min` to `max` sent as a number or digits; empty is null when `nullable`. */
const countField = (min: number, max: number) =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return null;
      const text = String(value).trim();
      const n = Number(text);
      if (!/^\d{1,5}$/.test(text) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: tourMessages.invalidInput });
        return z.NEVER;
      }
      return n;
    });

/** A date's minimum group size fits in its seats: above them it could never be reached. */
function checkMinWithinSeats(row: { seats?: unknown; minTravellers?: unknown }, ctx: z.RefinementCtx): void {
  const { seats, minTravellers } = row;
  if (typeof seats === 'number' && typeof minTravellers === 'number' && minTravellers > seats) {
    ctx.addIssue({ code: 'custom', path: ['minTravellers'], message: tourMessages.minAboveSeats });
  }
}

const dateField = z
  .string({ message: tourMessages.invalidDate })
  .trim()
  .refine(isIsoDate, { message: tourMessages.invalidDate });

export const availabilityBody = z.object({
  tourType: z.enum(tourTypes),
  tourDates: z
    .array(
      z
        .object({
          // The stored date's id when the row was read from the API: tells a move from a new date.
          id: optionalId,
          date: dateField,
          tourPackageDepartureId: idField(tourMessages.departureRequired),
          seats: z
            .union([z.number(), z.string()])
            .nullish()
            .transform((value, ctx) => {
              if (value === null || value === undefined || value === '') return null;
              const text = String(value).trim();
              if (!/^\d{1,5}$/.test(text)) {
                ctx.addIssue({ code: 'custom', message: tourMessages.invalidInput });
                return z.NEVER;
              }
              return Number(text);
            }),
          // No new bookings on this date; its bookings stay. Absent is open.
          closedForSale: z.boolean().default(false),
          // The date's minimum group size (people, children included); absent or null: none.
          // At most the date's seats when it has a cap (round 4, item 6); MIN_TRAVELLERS_MAX otherwise.
          minTravellers: countField(1, MIN_TRAVELLERS_MAX),
        })
        .superRefine(checkMinWithinSeats),
    )
    .max(500)
    .default([]),
  singleDate: dateField.nullish(),
  // The decision day of dates with a minimum, this many days before travel (a package
  // starts at DEFAULT_DECISION_DAYS_BEFORE; absent keeps what is stored).
  decisionDaysBefore: countField(DECISION_DAYS_MIN, DECISION_DAYS_MAX),
});
export type AvailabilityBody = z.input<typeof availabilityBody>;

// ---------------------------------------------------------------------------------------------
// Responses (prices in rupees)

export const departureResponse = z.object({
  id: z.string(),
  name: z.string(),
  departureInclusions: z.array(z.object({ inclusion: z.string() })),
  simplePricings: z.array(
    z.object({ id: z.string(), adult: z.number().int(), child: z.number().int(), price: z.number() }),
  ),
  customPricings: z.array(
    z.object({ id: z.string(), name: z.string(), price: z.number(), totalPeople: z.number().int() }),
  ),
});
export type DepartureResponse = z.infer<typeof departureResponse>;

export const pricingResponse = z.object({
  ...tourHead,
  pricingType: z.enum(pricingTypes),
  startingPrice: z.number().nullable(),
  tourPackageDepartures: z.array(departureResponse),
});
export type PricingResponse = z.infer<typeof pricingResponse>;

export const availabilityResponse = z.object({
  ...tourHead,
  tourType: z.enum(tourTypes),
  TourDate: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      tourPackageDepartureId: z.string(),
      seats: z.number().int().nullable(),
      closedForSale: z.boolean(),
      minTravellers: z.number().int().nullable(),
      // Confirmed once (reached, or run anyway); never goes back.
      confirmed: z.boolean(),
    }),
  ),
  TourPackageDeparture: z.array(z.object({ id: z.string(), name: z.string() })),
  decisionDaysBefore: z.number().int(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;
