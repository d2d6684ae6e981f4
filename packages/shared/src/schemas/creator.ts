import { socialPlatforms } from '../enums.ts';
import { atMost, messages } from '../messages.ts';
import {
  BANNER_SLOTS,
  FULL_NAME_MIN_LENGTH,
  isHttpUrl,
  isImageUrl,
  MAX_MEMORIES,
  TAGLINE_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '../rules/creator.ts';
import { digitsToString, isCreatorPhone } from '../rules/phone.ts';
import { z } from '../zod.ts';
import { emailField } from './auth.ts';
import { bookingStats, dashboardFigures } from './booking-list.ts';
import { strictNumber } from './common.ts';
import { atRiskDate } from './group-trips.ts';

export const creatorMessages = {
  fullName: 'Not a valid full name',
  usernameChars: 'Username must contain only letters, numbers, and -_',
  usernameMin: 'Username must be at least 2 characters long',
  profileImage: 'Profile image is required',
  selectPlatform: 'Select platform',
  validUrl: 'Must be a valid URL',
  tagline: 'Not a valid tagline',
  imageRequired: 'Image is required',
  titleRequired: 'Title is required',
  // Ours: the spec leaves these open.
  usernameMax: `Username must be at most ${USERNAME_MAX_LENGTH} characters long`,
  bannerCount: `Exactly ${BANNER_SLOTS} banner images are required`,
  bannerOrders: `Each order from 1 to ${BANNER_SLOTS} must be used once`,
  memoryCount: `At most ${MAX_MEMORIES} memories`,
  usernameTaken: 'Username already taken',
  creatorExists: 'You already have a creator profile',
  creatorRequired: 'Complete your creator profile first',
  creatorNotFound: 'Creator not found',
  unknownCategories: 'Select categories from the list: some of them do not exist',
  unknownDestinations: 'Select destinations from the list: some of them do not exist',
} as const;

const platformCodes = Object.keys(socialPlatforms) as [
  keyof typeof socialPlatforms,
  ...(keyof typeof socialPlatforms)[],
];

/** A request's social link: `{ type, link }` (responses carry `{ type, url }`, spec 000 §3). */
export const socialLinkInput = z.object({
  // Piped into the enum so the parsed value is typed as a platform code.
  type: z
    .string()
    .trim()
    .pipe(z.enum(platformCodes, { message: creatorMessages.selectPlatform })),
  link: z.string().trim().max(500).refine(isHttpUrl, { message: creatorMessages.validUrl }),
});
export type SocialLinkInput = z.input<typeof socialLinkInput>;
export const socialLink = z.object({ type: z.enum(platformCodes), url: z.string() });
export type SocialLink = z.infer<typeof socialLink>;

// A missing image answers the field's own message too ("Profile image is required"), not "Required".
const imageUrl = (message: string) =>
  z.string({ message }).trim().max(1000, atMost(1000)).refine(isImageUrl, { message });
const idList = z.array(z.string().min(1).max(100)).max(50).default([]);

export const usernameField = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, { message: creatorMessages.usernameMin })
  .max(USERNAME_MAX_LENGTH, { message: creatorMessages.usernameMax })
  .regex(USERNAME_PATTERN, { message: creatorMessages.usernameChars });

const fullNameField = z
  .string()
  .trim()
  .min(FULL_NAME_MIN_LENGTH, { message: creatorMessages.fullName })
  .max(100);
const creatorPhoneField = z.preprocess(
  digitsToString,
  z.string().trim().refine(isCreatorPhone, { message: messages.invalidPhone }),
);

// spec 000 §3 "Creator profile create payload", rules of §5 "Creator sign-up".
export const creatorCreateBody = z.object({
  username: usernameField,
  fullName: fullNameField,
  email: emailField,
  phoneNumber: creatorPhoneField,
  socialMediaLinks: z.array(socialLinkInput).max(10).default([]),
  profileImage: imageUrl(creatorMessages.profileImage),
  categoryId: idList,
  destinations: idList,
});
export type CreatorCreateBody = z.input<typeof creatorCreateBody>;

/** Empty means "use the card's default"; anything else must be at least 3 characters. */
const taglineField = z
  .string()
  .trim()
  .max(120)
  .refine((v) => v === '' || v.length >= TAGLINE_MIN_LENGTH, { message: creatorMessages.tagline });

// spec 000 §3 "Profile update payload". The username is read-only: not part of the payload.
export const creatorUpdateBody = z.object({
  profileImage: imageUrl(creatorMessages.profileImage),
  fullName: fullNameField,
  // The record answers null for "not set" (creatorMe); sending that back means the same.
  title: taglineField.nullish().transform((v) => v ?? ''),
  subtitle: z
    .string()
    .trim()
    .max(120)
    .nullish()
    .transform((v) => v ?? ''),
  socialMediaLinks: z.array(socialLinkInput).max(10).default([]),
  showUsername: z.boolean().default(false),
  destinations: idList,
  categoryId: idList,
});
export type CreatorUpdateBody = z.input<typeof creatorUpdateBody>;

export const bannerImage = z.object({
  image: imageUrl(creatorMessages.imageRequired),
  // A number or digits ("3"); true, '' or '0x1' are not an order (ADR 1301).
  order: strictNumber(z.number().int().min(1).max(BANNER_SLOTS)),
});
export const bannerImagesBody = z
  .array(bannerImage)
  .length(BANNER_SLOTS, { message: creatorMessages.bannerCount })
  .refine((list) => new Set(list.map((b) => b.order)).size === BANNER_SLOTS, {
    message: creatorMessages.bannerOrders,
  });
export type BannerImagesBody = z.input<typeof bannerImagesBody>;
export type BannerImage = z.infer<typeof bannerImage>;

export const memory = z.object({
  image: imageUrl(creatorMessages.imageRequired),
  order: strictNumber(z.number().int().min(1).max(1000)),
  title: z.string().trim().min(1, { message: creatorMessages.titleRequired }).max(120),
  description: z.string().trim().max(2000).optional().default(''),
  link: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || isHttpUrl(v), { message: creatorMessages.validUrl })
    .optional()
    .default(''),
});
export const memoriesBody = z.array(memory).max(MAX_MEMORIES, { message: creatorMessages.memoryCount });
export type MemoriesBody = z.input<typeof memoriesBody>;
export type Memory = z.infer<typeof memory>;

const namedRef = z.object({ id: z.string(), name: z.string() });

// spec 000 §3 "Creator record read (me)".
export const creatorMe = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  profileImage: z.string().nullable(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  showUsername: z.boolean(),
  socialMediaLinks: z.array(socialLink),
  CreatorDestination: z.array(z.object({ destination: namedRef })),
  CreatorCategory: z.array(z.object({ tourCategory: namedRef })),
});
export type CreatorMe = z.infer<typeof creatorMe>;

// spec 001 §3: the public creator profile.
export const creatorPublic = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  showUsername: z.boolean(),
  profileImage: z.string().nullable(),
  creatorBannerImages: z.array(z.object({ image: z.string(), order: z.number() })),
  socialMediaLinks: z.array(socialLink),
  creatorMemories: z.array(
    z.object({
      image: z.string(),
      order: z.number(),
      title: z.string(),
      description: z.string(),
      link: z.string(),
    }),
  ),
  CreatorDestination: z.array(
    z.object({ destination: namedRef.extend({ slug: z.string(), image: z.string().nullable() }) }),
  ),
});
export type CreatorPublic = z.infer<typeof creatorPublic>;

/** GET /creator-banner/{creatorId}, and the answer of its POST: sorted by order. */
export const creatorBannerImages = creatorPublic.shape.creatorBannerImages;
/** GET /creator-memories/{creatorId}, and the answer of its POST: sorted by order. */
export const creatorMemories = creatorPublic.shape.creatorMemories;

/** A card in grids and featured lists. */
export const creatorCard = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  title: z.string().nullable(),
  showUsername: z.boolean(),
  profileImage: z.string().nullable(),
});
export type CreatorCard = z.infer<typeof creatorCard>;

export const creatorAdminRow = z.object({
  id: z.string(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  profileImage: z.string().nullable(),
  featured: z.boolean(),
});
export type CreatorAdminRow = z.infer<typeof creatorAdminRow>;

export const creatorDashboard = z.object({
  // Its dates below their minimum group size on or after their decision day.
  atRiskDates: z.array(atRiskDate),
  totalQueries: z.number().int(),
  totalTourPackages: z.number().int(),
  // Waiting for the admin's review (PendingReview).
  pendingTourPackages: z.number().int(),
  // The "Active Packages" card counts published packages only.
  publishedTourPackages: z.number().int(),
  // Paid bookings of the creator's packages and what was paid for them (rupees).
  ...bookingStats.shape,
  // The admin dashboard's figures for its own packages and leads (ADR 979).
  ...dashboardFigures.shape,
  packagesByStatus: z.object({
    draft: z.number().int(),
    pendingReview: z.number().int(),
    published: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type CreatorDashboard = z.infer<typeof creatorDashboard>;
