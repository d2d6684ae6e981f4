import { atMost, messages } from '../messages.ts';
import { isImageUrl } from '../rules/creator.ts';
import { z } from '../zod.ts';
import { queryInt } from './common.ts';

// Ours: the spec leaves these open.
export const catalogueMessages = {
  categoryNotFound: 'Category not found',
  destinationNotFound: 'Destination not found',
  placeNotFound: 'Place not found',
  categoryNameTaken: 'A category with this name already exists',
  destinationNameTaken: 'A destination with this name already exists',
  placeNameTaken: 'A place with this name already exists',
  unknownPlaces: 'Select places from the list: some of them do not exist',
  imageUrl: 'Must be an uploaded image or an http(s) URL',
} as const;

/** spec 001 §5 "Place": name required ("Name is required"). */
export const catalogueNameField = z
  .string({ message: messages.nameRequired })
  .trim()
  .min(1, { message: messages.nameRequired })
  .max(100, atMost(100));

/** An optional picture: an upload's `/media/...` URL or an http(s) URL; empty means none. */
export const optionalImageField = z
  .string()
  .trim()
  .max(1000)
  .refine((v) => v === '' || isImageUrl(v), { message: catalogueMessages.imageUrl })
  .nullish()
  .transform((v) => v || null);

/** ARCHITECTURE.md: paged lists answer { results, page, limit, totalPages, totalResults }. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    totalResults: z.number().int(),
  });
export type Paged<T> = {
  results: T[];
  page: number;
  limit: number;
  totalPages: number;
  totalResults: number;
};

/** `?page&query`: an empty query means no filter; page starts at 1. */
export const pageQuery = z.object({
  // A broken page in a shared link shows page 1 (ADR 1301: parsed strictly, then forgiven).
  page: queryInt(z.number().int().min(1).max(10_000)).catch(1).default(1),
  query: z.string().trim().max(100).optional().default(''),
});

export const nameSearchBody = z.object({ name: z.string().trim().max(100).default('') });

export const namedRef = z.object({ id: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;

// spec 000 §3 "Category (tour category)".
export const tourCategory = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  banner: z.string().nullable(),
});
export type TourCategory = z.infer<typeof tourCategory>;

// The UI's "Destination" (e.g. Bali) is the API's destination group; its places are destinations.
export const destinationGroup = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  banner: z.string().nullable(),
  destinationGroupDestinations: z.array(z.object({ destination: namedRef })),
});
export type DestinationGroup = z.infer<typeof destinationGroup>;

// spec 001 §3 "Place and Category": a place answers {id, name}; its payload is {name}.
export const placeBody = z.object({ name: catalogueNameField });
export type PlaceBody = z.input<typeof placeBody>;

// spec 001 §3 "Category payload: name, image, banner".
export const categoryBody = z.object({
  name: catalogueNameField,
  image: optionalImageField,
  banner: optionalImageField,
});
export type CategoryBody = z.input<typeof categoryBody>;

// spec 001 §3 "Destination payload: name, image, banner, destinations (list of place ids)".
export const destinationGroupBody = z.object({
  name: catalogueNameField,
  image: optionalImageField,
  banner: optionalImageField,
  destinations: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
});
export type DestinationGroupBody = z.input<typeof destinationGroupBody>;

/** `GET /destination-groups/slug/{slug}`: the destination group and its published packages. */
export const destinationGroupBySlug = z.object({
  destination: destinationGroup,
  packages: z.array(z.unknown()),
});
