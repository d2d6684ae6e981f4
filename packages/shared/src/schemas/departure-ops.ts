import { roomTypes, supplierCostCategories, supplierCostStatuses } from '../enums.ts';
import { rupeesToPaise } from '../rules/money.ts';
import { MAX_ROOMS, ROOM_CAPACITY } from '../rules/rooming.ts';
import { isIsoDate } from '../rules/travel-date.ts';
import { z } from '../zod.ts';

// Running the departure: a date's rooming list (ADR 1341), its supplier costs and margin
// (ADR 1340), and the trip-leader sheet's query. Amounts travel as rupees with 2 decimals.

export const departureOpsMessages = {
  dateInvalid: 'Dates are YYYY-MM-DD',
  departureRequired: 'Choose a departure',
  roomType: 'Choose single, twin or triple',
  roomSize: 'A single room sleeps 1, a twin 1 or 2, a triple 1 to 3',
  tooManyRooms: `At most ${MAX_ROOMS} rooms`,
  travellerTwice: 'A traveller can be in one room only',
  notATraveller: 'This traveller is not on this date',
  categoryRequired: 'Choose hotel, vehicle, guide or other',
  descriptionRequired: 'Describe the cost (1–200 characters)',
  amountInvalid: 'Amount: ₹0.01 to ₹1,00,00,000, at most 2 decimals',
  statusRequired: 'Choose paid or due',
  costNotFound: 'Cost not found',
} as const;

/** The most one cost row may be: ₹1 crore, in paise (the column's check too). */
export const SUPPLIER_COST_MAX_PAISE = 1_000_000_000;
export const SUPPLIER_COST_DESCRIPTION_MAX = 200;

const isoDate = z.string().trim().max(10).refine(isIsoDate, { message: departureOpsMessages.dateInvalid });

/** Which date of which departure: the query of every read here and part of every write. */
export const departureDateQuery = z.object({
  date: isoDate,
  departureId: z
    .string({ message: departureOpsMessages.departureRequired })
    .trim()
    .min(1, { message: departureOpsMessages.departureRequired })
    .max(100),
});
export type DepartureDateQuery = z.input<typeof departureDateQuery>;

// ---------------------------------------------------------------------------------------------
// Rooming list

export const roomingTraveller = z.object({
  bookingId: z.string().trim().min(1).max(100),
  position: z.number().int().min(0).max(999),
});

const roomBody = z
  .object({
    type: z.enum(roomTypes, { message: departureOpsMessages.roomType }),
    travellers: z.array(roomingTraveller).max(ROOM_CAPACITY.triple),
  })
  .refine((room) => room.travellers.length >= 1 && room.travellers.length <= ROOM_CAPACITY[room.type], {
    message: departureOpsMessages.roomSize,
    path: ['travellers'],
  });

/** PUT …/rooming: the date's rooms, saved whole. */
export const roomingBody = departureDateQuery.extend({
  rooms: z.array(roomBody).max(MAX_ROOMS, { message: departureOpsMessages.tooManyRooms }),
});
export type RoomingBody = z.input<typeof roomingBody>;

export const roomingResponse = z.object({
  package: z.object({ id: z.string(), title: z.string() }),
  date: z.string(),
  departureId: z.string(),
  departureName: z.string(),
  /** Whether anyone saved this date's list yet (false: everything is the first proposal). */
  saved: z.boolean(),
  updatedAt: z.string().nullable(),
  /** Per person, from the departure's pricing (a single less a share of a twin); null when it has no such pair. */
  singleSupplement: z.number().nullable(),
  /** Every traveller of the date's travelling bookings, booking by booking, in position order. */
  travellers: z.array(
    roomingTraveller.extend({
      bookingNumber: z.string(),
      name: z.string(),
      age: z.number().int().nullable(),
      gender: z.string().nullable(),
      leadName: z.string(),
      phone: z.string(),
    }),
  ),
  rooms: z.array(
    z.object({
      type: z.enum(roomTypes),
      travellers: z.array(roomingTraveller),
      /** Not saved yet: proposed from the booking's rooms. */
      proposed: z.boolean(),
      /** A single the booking did not pay for owes the single supplement (0 otherwise; null when unknown). */
      supplement: z.number().nullable(),
    }),
  ),
});
export type RoomingResponse = z.infer<typeof roomingResponse>;

// ---------------------------------------------------------------------------------------------
// Supplier costs and the date's margin

/** Rupees (a number or plain decimal text, at most 2 decimals), ₹0.01 to ₹1 crore, as paise. */
const costAmount = z
  .union([z.number(), z.string()], { message: departureOpsMessages.amountInvalid })
  .transform((value, ctx) => {
    const paise = rupeesToPaise(value);
    if (paise === null || paise < 1 || paise > SUPPLIER_COST_MAX_PAISE) {
      ctx.addIssue({ code: 'custom', message: departureOpsMessages.amountInvalid });
      return z.NEVER;
    }
    return paise;
  });

const costFields = {
  category: z.enum(supplierCostCategories, { message: departureOpsMessages.categoryRequired }),
  description: z
    .string({ message: departureOpsMessages.descriptionRequired })
    .trim()
    .min(1, { message: departureOpsMessages.descriptionRequired })
    .max(SUPPLIER_COST_DESCRIPTION_MAX, { message: departureOpsMessages.descriptionRequired }),
  amount: costAmount,
  status: z.enum(supplierCostStatuses, { message: departureOpsMessages.statusRequired }),
};

/** POST …/departure-costs: one cost of a date. */
export const supplierCostBody = departureDateQuery.extend(costFields);
export type SupplierCostBody = z.input<typeof supplierCostBody>;

/** PATCH …/departure-costs/{costId}: any of its fields. */
export const supplierCostPatch = z.object(costFields).partial();
export type SupplierCostPatch = z.input<typeof supplierCostPatch>;

export const supplierCost = z.object({
  id: z.string(),
  category: z.enum(supplierCostCategories),
  description: z.string(),
  amount: z.number(),
  status: z.enum(supplierCostStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupplierCost = z.infer<typeof supplierCost>;

/** A date's money, rupees: margin = revenue kept − supplier costs − the creators' share (ADR 1340). */
export const departureMoney = z.object({
  /** Every successful payment of the date's bookings. */
  paid: z.number(),
  /** Every completed refund of them. */
  refunded: z.number(),
  /** paid − refunded. */
  revenueKept: z.number(),
  /** Supplier costs, paid and due. */
  supplierCosts: z.number(),
  /** Of which still due. */
  supplierCostsDue: z.number(),
  /** The commission ledger's sum for the date's bookings. */
  creatorShare: z.number(),
  margin: z.number(),
});
export type DepartureMoney = z.infer<typeof departureMoney>;

export const departureCostsResponse = z.object({
  package: z.object({ id: z.string(), title: z.string() }),
  date: z.string(),
  departureId: z.string(),
  departureName: z.string(),
  costs: z.array(supplierCost),
  money: departureMoney,
});
export type DepartureCostsResponse = z.infer<typeof departureCostsResponse>;
