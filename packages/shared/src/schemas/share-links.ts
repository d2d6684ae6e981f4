import { funnelChannels, shareChannels } from '../enums.ts';
import {
  FUNNEL_DAY_CHOICES,
  MAX_BEACON_PAGES,
  SHARE_CODE_PATTERN,
  VISITOR_ID_PATTERN,
} from '../rules/share-links.ts';
import { z } from '../zod.ts';

// Share links (POST /v1/share-links), the attribution on bookings and leads, the
// visit beacon and the funnel (GET /v1/creators/funnel).

export const shareLinkMessages = {
  channelInvalid: `Channel must be one of ${shareChannels.join(', ')}`,
  packageRequired: 'Choose a package to share',
  packageNotFound: 'Package not found',
  linkNotFound: 'This link does not exist',
  daysInvalid: `days must be one of ${FUNNEL_DAY_CHOICES.join(', ')}`,
} as const;

const channel = z.enum(shareChannels, { message: shareLinkMessages.channelInvalid });

/** POST /v1/share-links: a signed-in creator's link to a published package (its own or another's). */
export const createShareLinkBody = z.object({
  packageId: z
    .string({ message: shareLinkMessages.packageRequired })
    .trim()
    .min(1, { message: shareLinkMessages.packageRequired })
    .max(100),
  channel,
});
export type CreateShareLinkBody = z.input<typeof createShareLinkBody>;

/** POST /v1/share-links/profile: the creator's link to its own public profile. */
export const createProfileShareLinkBody = z.object({ channel });

export const shareLink = z.object({
  code: z.string(),
  /** The absolute short link, on the site's public origin: {PUBLIC_URL}/go/{code}. */
  url: z.string(),
  channel,
  /** null for a profile link. */
  packageId: z.string().nullable(),
});
export type ShareLink = z.infer<typeof shareLink>;

/** GET /v1/share-links?packageId=: the creator's links to that package (or, without it, its profile). */
export const shareLinksQuery = z.object({ packageId: z.string().trim().max(100).optional().default('') });
export const shareLinksResponse = z.object({ results: z.array(shareLink) });

/**
 * The code a checkout or an enquiry carries from the visitor's browser: only its shape is
 * checked here; an unknown or malformed code is ignored by the server, never refused.
 */
export const shareCodeField = z
  .string()
  .max(40)
  .optional()
  .transform((value) => (value && SHARE_CODE_PATTERN.test(value.trim()) ? value.trim() : undefined));

/** Where a booking or lead came from, resolved by the server from the code it was made with. */
export const attribution = z.object({
  creatorId: z.string(),
  creatorName: z.string(),
  channel: z.enum(funnelChannels),
});

// ---------------------------------------------------------------------------------------------
// The visit beacon (POST /v1/funnel/visits): sent by navigator.sendBeacon once a page was shown.

const uuidLike = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

export const visitBeaconBody = z.object({
  visitor: z.string().regex(VISITOR_ID_PATTERN),
  /** The share code the browser keeps (within its 30 days), if any. */
  ref: shareCodeField,
  pages: z
    .array(z.union([z.object({ packageId: uuidLike }), z.object({ creatorId: uuidLike })]))
    .min(1)
    .max(MAX_BEACON_PAGES),
});
export type VisitBeaconBody = z.input<typeof visitBeaconBody>;

// ---------------------------------------------------------------------------------------------
// GET /v1/creators/funnel?days=7|30|90 (a creator: its links and its packages; GET
// /v1/admin/funnel: every creator).

export const funnelQuery = z.object({
  days: z.enum(['7', '30', '90'], { message: shareLinkMessages.daysInvalid }).default('30').transform(Number),
});

const funnelFigures = {
  visits: z.number().int(),
  enquiries: z.number().int(),
  checkoutsStarted: z.number().int(),
  paidBookings: z.number().int(),
  /** Rupees paid by the paid bookings (the dashboards' revenue). */
  revenue: z.number(),
};

export const funnelRow = z.object({
  /** null: a visit or enquiry on the creator's profile rather than a package. */
  packageId: z.string().nullable(),
  packageTitle: z.string().nullable(),
  channel: z.enum(funnelChannels),
  /** Whose link it came through ('direct': the package's own creator). */
  creator: z.object({ id: z.string(), fullName: z.string() }),
  /** A recommendation: the link's creator is not the package's. */
  isRecommendation: z.boolean(),
  ...funnelFigures,
  /** Paid bookings per visit (0 to 1, four decimals; 0 without visits). */
  conversion: z.number(),
});
export type FunnelRow = z.infer<typeof funnelRow>;

export const funnelDay = z.object({ date: z.string(), ...funnelFigures });
export type FunnelDay = z.infer<typeof funnelDay>;

export const funnelResponse = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  rows: z.array(funnelRow),
  /** Every day of the window, oldest first, zeros included. */
  byDay: z.array(funnelDay),
  totals: z.object({ ...funnelFigures, conversion: z.number() }),
});
export type FunnelResponse = z.infer<typeof funnelResponse>;
