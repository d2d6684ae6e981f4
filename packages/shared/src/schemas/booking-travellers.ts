import { travellerGenders } from '../enums.ts';
import { messages } from '../messages.ts';
import { TRAVELLER_AGE_MAX, TRAVELLER_NAME_MAX } from '../rules/booking-lifecycle.ts';
import { z } from '../zod.ts';
import { travellerEmail, travellerMessages, travellerPhone } from './booking-manage.ts';

// ADR 1370-1372: one traveller at a time — the admin removes a traveller (a quote first), corrects
// a name, or hands a seat to another person; every traveller may carry an e-mail and a phone.

export const travellerChangeMessages = {
  travellerNotFound: 'Traveller not found on this booking',
  lastTraveller:
    'This is the booking’s only traveller: cancel the booking instead of removing its last traveller.',
  notAllowed: 'Travellers can be removed or transferred only on a confirmed booking before the travel date.',
  renameNotAllowed: 'Names can be corrected only on a booking that is not cancelled.',
  roomNotPriced:
    'The package has no price for the room this traveller leaves (children cannot stay without an adult, and a unit sold for several people cannot lose one).',
  sameName: 'The new name is the name already saved.',
} as const;

const name = z
  .string({ message: messages.nameRequired })
  .trim()
  .min(1, { message: messages.nameRequired })
  .max(TRAVELLER_NAME_MAX, { message: travellerMessages.nameTooLong });

/** PATCH /v1/bookings/{id}/travellers/{travellerId} (admin): a corrected name. */
export const renameTravellerBody = z.object({ name });
export type RenameTravellerBody = z.input<typeof renameTravellerBody>;

/** POST /v1/bookings/{id}/travellers/{travellerId}/transfer (admin): who takes the seat. */
export const transferTravellerBody = z.object({
  name,
  age: z
    .number({ error: (issue) => (issue.input === undefined ? messages.required : travellerMessages.age) })
    .int({ message: travellerMessages.age })
    .min(0, { message: travellerMessages.age })
    .max(TRAVELLER_AGE_MAX, { message: travellerMessages.age }),
  gender: z.enum(travellerGenders).nullish(),
  email: travellerEmail,
  phone: travellerPhone,
});
export type TransferTravellerBody = z.input<typeof transferTravellerBody>;

export const travellerParams = z.object({
  bookingId: z.string().max(100),
  travellerId: z.string().max(100),
});

/** The money of removing one traveller, in rupees: the quote and the removal's answer alike. */
export const travellerRemovalResponse = z.object({
  bookingId: z.string(),
  travellerId: z.string(),
  name: z.string(),
  /** The travellers left. */
  people: z.number().int(),
  previousTotal: z.number(),
  /** The booking's new total (the smaller party's price plus what the slab keeps). */
  totalAmount: z.number(),
  /** The slab's percentage and what it keeps of the removed traveller's part. */
  deductionPercent: z.number(),
  retainedAmount: z.number(),
  daysBeforeTravel: z.number().int(),
  paidAmount: z.number(),
  /** What is refunded now (0 while a balance is still owed). */
  refundAmount: z.number(),
  pendingAmount: z.number(),
});
export type TravellerRemovalResponse = z.infer<typeof travellerRemovalResponse>;

/** One audited change of a traveller (admin booking detail). */
export const travellerChange = z.object({
  id: z.string(),
  position: z.number().int(),
  kind: z.enum(['renamed', 'transferred', 'removed']),
  oldName: z.string(),
  newName: z.string().nullable(),
  /** Who made it: the operator's name, or null for the traveller (manage key). */
  by: z.string().nullable(),
  createdAt: z.string(),
});
export type TravellerChange = z.infer<typeof travellerChange>;
