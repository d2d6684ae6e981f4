import { packageStatuses } from '../enums.ts';
import { atMost, messages } from '../messages.ts';
import { z } from '../zod.ts';
import { queryInt } from './common.ts';

// The package as a whole: its messages, defaults and field rules (which the editor's tabs in
// tour-content.ts and tour-pricing.ts build on), creating, listing and moderating packages.

// spec 001 §5 and strings.tsv "packages": the editor's messages, word for word.
export const tourMessages = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  bannerRequired: 'Banner image is required',
  thumbRequired: 'Thumbnail is required',
  commissionRequired: 'Package management type required',
  destinationRequired: 'Destination is required',
  hotelRequired: 'Hotel is required',
  mealDetailRequired: 'Detail is required',
  mealTypeRequired: 'Type is required',
  addDestinationFirst: 'Add destination before you can add itinerary',
  adultRequired: 'Adult count is required',
  childRequired: 'Child count is required',
  priceRequired: 'Price is required',
  invalidInput: messages.invalidInput,
  invalidDate: 'Invalid date',
  departureRequired: 'Departure is required',
  nameRequired: messages.nameRequired,
  // Ours: the spec leaves these open.
  creatorRequired: 'Creator is required',
  creatorNotFound: 'Creator not found',
  packageNotFound: 'Package not found',
  dayOutOfRange: 'Day must be between 1 and the total days of the destinations',
  duplicateCombination: 'This adult and child combination is already priced',
  unknownDeparture: 'Departure does not belong to this package',
  unknownPlace: 'Select the place from the list: it does not exist',
  // An itinerary day's place must be one the package visits (the Destination tab's places).
  placeNotInPackage: "This place is not one of the package's places. Choose one of them or remove the day.",
  unknownHotel: 'Select the hotel from the list: it does not exist',
  unknownCustomPricing: 'Custom pricing does not belong to this departure',
  // Round 4, item 6: a minimum group size the date cannot hold.
  minAboveSeats: 'The minimum cannot be more than the seats',
  pastDate: 'Invalid date',
  incomplete: 'The package is not complete yet',
  reasonRequired: 'Reason is required',
  imageUrl: 'Must be an uploaded image or an http(s) URL',
  videoUrl: 'Enter a video link starting with http:// or https://',
  // Moderation.
  pendingReview: 'This package is waiting for review. An admin will publish it or tell you what to change.',
  notRejected: 'Only a rejected package is sent for review.',
  notReviewable: 'Only a package waiting for review or rejected can be approved.',
} as const;

/** 409 when a creator presses Publish on a package the admin rejected. */
export const rejectedPublishMessage = (reason: string | null) =>
  `This package was rejected: ${reason ?? 'no reason given'}. Edit it and send it for review.`;

/** 409 when rejecting or unpublishing would hide a package travellers have paid for. */
export const paidBookingsMessage = (count: number) =>
  `This package has ${count} upcoming paid ${count === 1 ? 'booking' : 'bookings'}. Its travellers keep their booking page. Confirm to continue.`;

const bookingCount = (bookings: number, people: number) =>
  `${bookings} ${bookings === 1 ? 'booking' : 'bookings'} (${people} ${people === 1 ? 'person' : 'people'})`;

/** 409 when a save would remove or move a date holding live bookings or holds. */
export const soldDateMessage = (date: string, bookings: number, people: number) =>
  `${date} has ${bookingCount(bookings, people)} — close it for sale instead`;

/** 409 when a pricing save would remove a departure that live bookings travel on. */
export const soldDepartureMessage = (name: string, bookings: number, people: number) =>
  `Departure "${name}" has ${bookingCount(bookings, people)} — close its dates for sale instead`;

/** 409 when a pricing save would remove a price a live booking was sold at. */
export const soldPriceMessage = (what: string, bookings: number, people: number) =>
  `${what} is sold in ${bookingCount(bookings, people)} — keep it, or close the dates for sale instead`;

/** 409 when a sold date's seat cap would go below the people already confirmed. */
export const seatsBelowConfirmedMessage = (date: string, people: number) =>
  `${date} has ${people} ${people === 1 ? 'person' : 'people'} confirmed — the seats cannot be fewer`;

/** spec 001 §9 defaults. */
export const tourDefaults = {
  commissionType: 'SalesOperations',
  tourType: 'AnyDay',
  pricingType: 'Simple',
  destinationDays: 1,
  hotelNights: 1,
  mealType: 'food',
  simplePricing: { adult: 2, child: 0, price: 0 },
  customPricing: { price: 0, totalPeople: 1 },
  pageSize: 20,
  pageWindow: 5,
} as const;

export const requiredText = (message: string, max = 200) =>
  z.string({ message }).trim().min(1, { message }).max(max, atMost(max));

/**
 * spec 001 §5 "digits only": a whole number or a digit string. `required` when missing,
 * "Invalid input" for anything else; bounded so a stray value cannot overflow a column.
 */
export const digitsField = (required: string, max: number, min = 0) =>
  z.union([z.number(), z.string()], { message: required }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    if (!/^\d{1,6}$/.test(text) || Number(text) < min || Number(text) > max) {
      ctx.addIssue({ code: 'custom', message: tourMessages.invalidInput });
      return z.NEVER;
    }
    return Number(text);
  });

export const idField = (message: string) =>
  z.string({ message }).trim().min(1, { message }).max(100, atMost(100));
export const optionalId = z.string().trim().max(100).nullish();

// ---------------------------------------------------------------------------------------------
// Requests

export const createTourBody = z.object({
  title: requiredText(tourMessages.titleRequired),
  description: requiredText(tourMessages.descriptionRequired, 5000),
  // Required for admins (checked by the server), ignored for creators.
  creatorId: optionalId,
});
export type CreateTourBody = z.input<typeof createTourBody>;

/** `confirm: true` goes ahead although travellers have upcoming paid bookings (otherwise 409). */
export const rejectBody = z.object({
  reason: requiredText(tourMessages.reasonRequired, 1000),
  confirm: z.boolean().optional(),
});
export const unpublishBody = z.object({ confirm: z.boolean().optional() }).nullish();
export const featureBody = z.object({ featured: z.boolean() });
export const publishBody = z.object({ publish: z.literal(true) });

export const tourListQuery = z.object({
  // A broken page in a shared link shows page 1 (ADR 1301: parsed strictly, then forgiven).
  page: queryInt(z.number().int().min(1).max(10_000)).catch(1).default(1),
  pageSize: queryInt(z.number().int().min(1).max(100))
    .catch(tourDefaults.pageSize)
    .default(tourDefaults.pageSize),
  title: z.string().trim().max(100).optional().default(''),
  status: z
    .enum([...packageStatuses, ''])
    .catch('')
    .default(''),
});

// ---------------------------------------------------------------------------------------------
// Responses (prices in rupees)

export const creatorChip = z.object({
  id: z.string(),
  fullName: z.string(),
  username: z.string(),
  profileImage: z.string().nullable(),
});
export type CreatorChip = z.infer<typeof creatorChip>;

export const tourListRow = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(packageStatuses),
  banner: z.string(),
  thumb: z.string(),
  startingPrice: z.number().nullable(),
  featured: z.boolean(),
  rejectionReason: z.string().nullable(),
  creator: creatorChip,
});
export type TourListRow = z.infer<typeof tourListRow>;
export const tourListResponse = z.object({
  tourPackages: z.array(tourListRow),
  page: z.number().int(),
  totalResults: z.number().int(),
  totalPages: z.number().int(),
});
export type TourListResponse = z.infer<typeof tourListResponse>;

/** Every tab's GET carries these, so the editor knows whose package and what state it is in. */
export const tourHead = {
  id: z.string(),
  slug: z.string(),
  status: z.enum(packageStatuses),
  rejectionReason: z.string().nullable(),
  creator: creatorChip,
};

/** publish/unpublish/reject/feature answer the package's state. */
export const tourStateResponse = z.object({
  id: z.string(),
  slug: z.string(),
  status: z.enum(packageStatuses),
  rejectionReason: z.string().nullable(),
  featured: z.boolean(),
});
export type TourStateResponse = z.infer<typeof tourStateResponse>;
