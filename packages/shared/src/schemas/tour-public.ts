import { mealTypes, pricingTypes, tourTypes } from '../enums.ts';
import { z } from '../zod.ts';
import { queryInt, queryNumber } from './common.ts';
import { publicReview, ratingSummary } from './reviews.ts';
import { creatorChip } from './tour.ts';

// spec 001 §7 "public package". Prices in rupees; pricePerPerson from the shared
// perPersonPaise(); dates are only those still bookable (and not full where seats are set).

export const publicSimplePricing = z.object({
  id: z.string(),
  adult: z.number().int(),
  child: z.number().int(),
  price: z.number(),
  pricePerPerson: z.number(),
  tourPackageDepartureId: z.string(),
});
export const publicCustomPricing = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  totalPeople: z.number().int(),
  pricePerPerson: z.number(),
  tourPackageDepartureId: z.string(),
});

export const publicPackage = z.object({
  id: z.string(),
  slug: z.string(),
  /** A "Coming soon" package has no dates and shows "Notify me" instead of booking. */
  status: z.enum(['Published', 'ComingSoon']),
  title: z.string(),
  description: z.string(),
  banner: z.string(),
  thumb: z.string(),
  promoBanner: z.string(),
  introVideo: z.string(),
  additionalNotes: z.string(),
  isInfluencerTravelling: z.boolean(),
  creator: creatorChip,
  tourType: z.enum(tourTypes),
  pricingType: z.enum(pricingTypes),
  startingPrice: z.number().nullable(),
  totalDays: z.number().int(),
  // Bookable dates only, ascending; `seatsLeft` is null when the date has no seat cap.
  TourDate: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      tourPackageDepartureId: z.string(),
      seatsLeft: z.number().int().nullable(),
      // The minimum group size (null: none), the people it still needs (null without a
      // minimum, 0 once confirmed) and whether it is confirmed (true also without a minimum).
      minTravellers: z.number().int().nullable(),
      travellersNeeded: z.number().int().nullable(),
      confirmed: z.boolean(),
    }),
  ),
  // Bookable dates with no seat left: the page offers "Join the waitlist" on them.
  SoldOutDate: z.array(z.object({ id: z.string(), date: z.string(), tourPackageDepartureId: z.string() })),
  // Dates the creator closed for sale: shown as closed, never booked, no waitlist.
  ClosedDate: z.array(z.object({ id: z.string(), date: z.string(), tourPackageDepartureId: z.string() })),
  TourPackageDeparture: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      departureInclusions: z.array(z.object({ inclusion: z.string() })),
    }),
  ),
  TourSimplePricing: z.array(publicSimplePricing),
  TourCustomPricing: z.array(publicCustomPricing),
  TourItinerary: z.array(
    z.object({
      day: z.number().int(),
      title: z.string(),
      description: z.string(),
      image: z.string(),
      destination: z.object({ id: z.string(), name: z.string() }),
      meals: z.array(z.object({ name: z.string(), type: z.enum(mealTypes) })),
    }),
  ),
  TourInclusion: z.array(z.object({ description: z.string() })),
  TourExclusion: z.array(z.object({ description: z.string() })),
  destinations: z.array(z.object({ id: z.string(), name: z.string(), days: z.number().int() })),
  hotels: z.array(
    z.object({
      name: z.string(),
      address: z.string(),
      starRating: z.number().int(),
      mapLink: z.string(),
      image: z.string(),
      nights: z.number().int(),
    }),
  ),
  // Sanitised HTML; empty means the page shows the spec's default texts (rules/package.ts).
  cancellationPolicy: z.string(),
  termsAndConditions: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.string(),
  // Verified reviews — the published ones' average and count, and the latest few.
  rating: ratingSummary,
  reviews: z.array(publicReview),
});
export type PublicPackage = z.infer<typeof publicPackage>;

/** A card of the public grids (/packages, /destination/{slug}, home, /@username, search). */
export const packageCard = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  thumb: z.string(),
  // The lowest price per adult (Simple) or per person (Custom): rules/pricing startingPricePaise.
  startingPrice: z.number().nullable(),
  pricingType: z.enum(pricingTypes),
  /** True on a "Coming soon" package's card (only its creator's profile lists them). */
  comingSoon: z.boolean().optional(),
  creator: creatorChip,
  TourPackageDestination: z.array(
    z.object({ days: z.number().int(), destination: z.object({ id: z.string(), name: z.string() }) }),
  ),
});
export type PackageCard = z.infer<typeof packageCard>;

export const publicListSorts = ['newest', 'price', 'price_desc'] as const;
export type PublicListSort = (typeof publicListSorts)[number];

export const publicListQuery = z.object({
  // A broken page in a shared link shows page 1 (ADR 1301: parsed strictly, then forgiven).
  page: queryInt(z.number().int().min(1).max(10_000)).catch(1).default(1),
  destination: z.string().trim().max(200).optional().default(''),
  minPrice: queryNumber(z.number().min(0).max(100_000_000)).optional().catch(undefined),
  maxPrice: queryNumber(z.number().min(0).max(100_000_000)).optional().catch(undefined),
  sort: z.enum(publicListSorts).catch('newest').default('newest'),
  // Free text on the title (the /packages search box).
  query: z.string().trim().max(100).optional().default(''),
});
export type PublicListQuery = z.input<typeof publicListQuery>;

export const PUBLIC_PAGE_SIZE = 12;

export const publicListResponse = z.object({
  tourPackages: z.array(packageCard),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});
export type PublicListResponse = z.infer<typeof publicListResponse>;

export const featuredResponse = z.object({ tourPackages: z.array(packageCard) });
export type FeaturedResponse = z.infer<typeof featuredResponse>;

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_LIMIT = 10;
export const searchQuery = z.object({ query: z.string().trim().max(100).optional().default('') });
export const searchResponse = z.object({
  packages: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      slug: z.string(),
      thumb: z.string(),
      startingPrice: z.number().nullable(),
      pricingType: z.enum(pricingTypes),
      creator: creatorChip,
    }),
  ),
  creators: z.array(
    z.object({
      id: z.string(),
      username: z.string(),
      fullName: z.string(),
      profileImage: z.string().nullable(),
      title: z.string().nullable(),
    }),
  ),
  destinations: z.array(
    z.object({ id: z.string(), name: z.string(), slug: z.string(), image: z.string().nullable() }),
  ),
});
export type SearchResponse = z.infer<typeof searchResponse>;
