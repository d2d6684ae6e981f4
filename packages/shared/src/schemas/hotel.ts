import { z } from '../zod.ts';
import { catalogueNameField, namedRef } from './catalogue.ts';

export const hotelMessages = {
  // spec 001 §5 "Hotel": the message reads 1 to 5 although 0 is accepted; kept as the spec words it.
  starRating: 'Must be a number between 1 and 5',
  // spec 001 §5 "Destination tab" words a missing destination thus.
  destinationRequired: 'Destination is required',
  // Ours: the spec leaves these open.
  hotelNotFound: 'Hotel not found',
  unknownPlace: 'Select the city from the list: it does not exist',
  hotelNameTaken: 'A hotel with this name already exists in this city',
} as const;

/** spec 001 §5: a single digit 0 to 5, sent as a number or a digit string. */
export const starRatingField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ message: hotelMessages.starRating })
    .trim()
    .regex(/^[0-5]$/, { message: hotelMessages.starRating })
    .transform(Number),
);

const freeText = z
  .string()
  .trim()
  .max(1000)
  .nullish()
  .transform((v) => v ?? '');

// spec 001 §3 "Hotel": name, destinationId (labelled City), starRating, mapLink, address, image.
export const hotelBody = z.object({
  name: catalogueNameField,
  destinationId: z
    .string({ message: hotelMessages.destinationRequired })
    .trim()
    .min(1, { message: hotelMessages.destinationRequired }),
  starRating: starRatingField,
  mapLink: freeText,
  address: freeText,
  image: freeText,
});
export type HotelBody = z.input<typeof hotelBody>;

export const hotel = z.object({
  id: z.string(),
  name: z.string(),
  destinationId: z.string(),
  destination: namedRef,
  starRating: z.number().int(),
  mapLink: z.string(),
  address: z.string(),
  image: z.string(),
  createdAt: z.string(),
});
export type Hotel = z.infer<typeof hotel>;

// spec 001 §7 "Hotels: POST search with name and destination (list of destination ids)".
export const hotelSearchBody = z.object({
  name: z.string().trim().max(100).default(''),
  destination: z.array(z.string().trim().max(100)).max(100).default([]),
});
export type HotelSearchBody = z.input<typeof hotelSearchBody>;

/** A search hit: `label` reads "name - address" (just the name when there is no address). */
export const hotelOption = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  address: z.string(),
  starRating: z.number().int(),
  mapLink: z.string(),
  image: z.string(),
  destinationId: z.string(),
});
export type HotelOption = z.infer<typeof hotelOption>;

export const hotelLabel = (row: { name: string; address: string }): string =>
  row.address ? `${row.name} - ${row.address}` : row.name;
