import { commissionTypes, mealTypes } from '../enums.ts';
import { atMost, messages } from '../messages.ts';
import { cancellationContradictions } from '../rules/cancellation-claims.ts';
import { isImageUrl } from '../rules/creator.ts';
import { PASSPORT_VALIDITY_MONTHS_MAX, PASSPORT_VALIDITY_MONTHS_MIN } from '../rules/trip-details.ts';
import { isHttpUrl } from '../rules/video.ts';
import { z } from '../zod.ts';
import { strictNumber } from './common.ts';
import { digitsField, idField, requiredText, tourHead, tourMessages } from './tour.ts';

// The editor's Overview, Destination and Itinerary tabs: what the package says and where it goes.

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
  z.string({ message }).trim().min(1, { message }).max(1000, atMost(1000)).refine(isImageUrl, { message });
const optionalImage = z
  .string()
  .trim()
  .max(1000)
  .refine((v) => v === '' || isImageUrl(v), { message: tourMessages.imageUrl })
  .nullish()
  .transform((v) => v ?? '');

// ---------------------------------------------------------------------------------------------
// Requests

const passportValidityMessage = `Passport validity: ${PASSPORT_VALIDITY_MONTHS_MIN} to ${PASSPORT_VALIDITY_MONTHS_MAX} whole months after the return date`;

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
  // ADR 1304: the creator's text adds to the enforced rule (CANCELLATION_SLABS), never contradicts it.
  cancellationPolicy: richText.superRefine((text, ctx) => {
    for (const found of cancellationContradictions(text))
      ctx.addIssue({ code: 'custom', message: found.message });
  }),
  termsAndConditions: richText,
  metaTitle: optionalText(200),
  metaKeywords: optionalText(500),
  metaDescription: optionalText(500),
  tourInclusions: z.array(textItem).max(100).default([]),
  tourExclusions: z.array(textItem).max(100).default([]),
  isInfluencerTravelling: z.boolean().default(false),
  // Travellers of an international package give passport details before they go.
  isInternational: z.boolean().default(false),
  // ADR 1342: a passport must stay valid this many months after the return date.
  // Left out (an older client): it stays as it is (6 for a new package).
  passportValidityMonths: strictNumber(
    z
      .number({ message: passportValidityMessage })
      .int({ message: passportValidityMessage })
      .min(PASSPORT_VALIDITY_MONTHS_MIN, { message: passportValidityMessage })
      .max(PASSPORT_VALIDITY_MONTHS_MAX, { message: passportValidityMessage }),
  ).optional(),
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

// ---------------------------------------------------------------------------------------------
// Responses

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
  isInternational: z.boolean(),
  passportValidityMonths: z.number().int(),
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
