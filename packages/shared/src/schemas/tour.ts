import { isHttpUrl } from '../rules/video.ts';
import { commissionTypes, mealTypes, packageStatuses, pricingTypes, tourTypes } from '../enums.ts';
import { messages } from '../messages.ts';
import { isImageUrl } from '../rules/creator.ts';
import { rupeesToPaise } from '../rules/money.ts';
import { isIsoDate } from '../rules/travel-date.ts';
import { z } from '../zod.ts';

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

const requiredText = (message: string, max = 200) =>
  z.string({ message }).trim().min(1, { message }).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? '');
/** Rich text (sanitised on the server); empty means "use the spec's default text". */
const richText = optionalText(20_000);
const requiredImage = (message: string) =>
  z.string({ message }).trim().min(1, { message }).max(1000).refine(isImageUrl, { message });
const optionalImage = z
  .string()
  .trim()
  .max(1000)
  .refine((v) => v === '' || isImageUrl(v), { message: tourMessages.imageUrl })
  .nullish()
  .transform((v) => v ?? '');

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

const idField = (message: string) => z.string({ message }).trim().min(1, { message }).max(100);
const optionalId = z.string().trim().max(100).nullish();

// ---------------------------------------------------------------------------------------------
// Requests

export const createTourBody = z.object({
  title: requiredText(tourMessages.titleRequired),
  description: requiredText(tourMessages.descriptionRequired, 5000),
  // Required for admins (checked by the server), ignored for creators.
  creatorId: optionalId,
});
export type CreateTourBody = z.input<typeof createTourBody>;

const textItem = z.object({ description: requiredText(tourMessages.descriptionRequired, 500) });

export const overviewBody = z.object({
  banner: requiredImage(tourMessages.bannerRequired),
  thumb: requiredImage(tourMessages.thumbRequired),
  promoBanner: optionalImage,
  title: requiredText(tourMessages.titleRequired),
  description: requiredText(tourMessages.descriptionRequired, 5000),
  introVideo: optionalText(1000).refine((v) => v === '' || isHttpUrl(v), {
    message: tourMessages.videoUrl,
  }),
  additionalNotes: richText,
  cancellationPolicy: richText,
  termsAndConditions: richText,
  metaTitle: optionalText(200),
  metaKeywords: optionalText(500),
  metaDescription: optionalText(500),
  tourInclusions: z.array(textItem).max(100).default([]),
  tourExclusions: z.array(textItem).max(100).default([]),
  isInfluencerTravelling: z.boolean().default(false),
  commissionType: z.enum(commissionTypes, { message: tourMessages.commissionRequired }),
});
export type OverviewBody = z.input<typeof overviewBody>;
export type OverviewInput = z.output<typeof overviewBody>;

export const destinationBody = z.object({
  tourPackageDestinations: z
    .array(
      z.object({
        destinationId: idField(tourMessages.destinationRequired),
        days: digitsField(messages.required, 365, 1),
      }),
    )
    .max(50),
  tourHotels: z
    .array(
      z.object({
        hotelId: idField(tourMessages.hotelRequired),
        nights: digitsField(messages.required, 365, 1),
      }),
    )
    .max(50)
    .default([]),
});
export type DestinationBody = z.input<typeof destinationBody>;

export const mealSchema = z.object({
  name: requiredText(tourMessages.mealDetailRequired),
  type: z.enum(mealTypes, { message: tourMessages.mealTypeRequired }),
});

export const itineraryBody = z.object({
  tourItineraries: z
    .array(
      z.object({
        destinationId: idField(tourMessages.destinationRequired),
        day: digitsField(tourMessages.invalidInput, 365, 1),
        image: optionalImage,
        title: requiredText(tourMessages.titleRequired),
        description: requiredText(tourMessages.descriptionRequired, 5000),
        meals: z.array(mealSchema).max(20).default([]),
      }),
    )
    .max(100),
});
export type ItineraryBody = z.input<typeof itineraryBody>;

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

const dateField = z
  .string({ message: tourMessages.invalidDate })
  .trim()
  .refine(isIsoDate, { message: tourMessages.invalidDate });

export const availabilityBody = z.object({
  tourType: z.enum(tourTypes),
  tourDates: z
    .array(
      z.object({
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
      }),
    )
    .max(500)
    .default([]),
  singleDate: dateField.nullish(),
});
export type AvailabilityBody = z.input<typeof availabilityBody>;

/** `confirm: true` goes ahead although travellers have upcoming paid bookings (otherwise 409). */
export const rejectBody = z.object({
  reason: requiredText(tourMessages.reasonRequired, 1000),
  confirm: z.boolean().optional(),
});
export const unpublishBody = z.object({ confirm: z.boolean().optional() }).nullish();
export const featureBody = z.object({ featured: z.boolean() });
export const publishBody = z.object({ publish: z.literal(true) });

export const tourListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
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
const tourHead = {
  id: z.string(),
  slug: z.string(),
  status: z.enum(packageStatuses),
  rejectionReason: z.string().nullable(),
  creator: creatorChip,
};

export const overviewResponse = z.object({
  ...tourHead,
  banner: z.string(),
  thumb: z.string(),
  promoBanner: z.string(),
  title: z.string(),
  description: z.string(),
  introVideo: z.string(),
  additionalNotes: z.string(),
  cancellationPolicy: z.string(),
  termsAndConditions: z.string(),
  metaTitle: z.string(),
  metaKeywords: z.string(),
  metaDescription: z.string(),
  tourInclusions: z.array(z.object({ description: z.string() })),
  tourExclusions: z.array(z.object({ description: z.string() })),
  isInfluencerTravelling: z.boolean(),
  commissionType: z.enum(commissionTypes),
});
export type OverviewResponse = z.infer<typeof overviewResponse>;

export const destinationResponse = z.object({
  ...tourHead,
  tourPackageDestinations: z.array(
    z.object({
      destinationId: z.string(),
      days: z.number().int(),
      destination: z.object({ id: z.string(), name: z.string() }),
    }),
  ),
  tourHotels: z.array(
    z.object({
      hotelId: z.string(),
      nights: z.number().int(),
      hotel: z.object({ id: z.string(), name: z.string(), address: z.string(), destinationId: z.string() }),
    }),
  ),
});
export type DestinationResponse = z.infer<typeof destinationResponse>;

export const itineraryResponse = z.object({
  ...tourHead,
  // The places of the Destination tab and their total days bound the itinerary's day choices.
  totalDays: z.number().int(),
  destinations: z.array(z.object({ id: z.string(), name: z.string() })),
  tourItineraries: z.array(
    z.object({
      destinationId: z.string(),
      day: z.number().int(),
      image: z.string(),
      title: z.string(),
      description: z.string(),
      meals: z.array(z.object({ name: z.string(), type: z.enum(mealTypes) })),
    }),
  ),
});
export type ItineraryResponse = z.infer<typeof itineraryResponse>;

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
    }),
  ),
  TourPackageDeparture: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

/** publish/unpublish/reject/feature answer the package's state. */
export const tourStateResponse = z.object({
  id: z.string(),
  slug: z.string(),
  status: z.enum(packageStatuses),
  rejectionReason: z.string().nullable(),
  featured: z.boolean(),
});
export type TourStateResponse = z.infer<typeof tourStateResponse>;
