import { z } from '../zod.ts';

// Ours: the spec leaves these open.
export const catalogueMessages = {
  categoryNotFound: 'Category not found',
  destinationNotFound: 'Destination not found',
} as const;

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
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
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
