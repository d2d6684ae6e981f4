// Creators' share links, the attribution a visitor's browser keeps, and the funnel.
// No import: the visit beacon and the short-link keeper load this on public pages.

/** A share code: 8 letters and digits, drawn at random (about 47 bits) by the server. */
export const SHARE_CODE_LENGTH = 8;
export const SHARE_CODE_PATTERN = /^[A-Za-z0-9]{8}$/;
export const isShareCode = (value: unknown): value is string =>
  typeof value === 'string' && SHARE_CODE_PATTERN.test(value);

/** The short link's path: /go/{code} on the site's public origin. */
export const shareLinkPath = (code: string) => `/go/${code}`;

/**
 * The query parameters /go/{code} adds to the page it redirects to: the code (which the browser
 * keeps) and the channel (readable in analytics and logs). The web reads them once and drops them.
 */
export const SHARE_REF_PARAM = 'ref';
export const SHARE_VIA_PARAM = 'via';

/**
 * How long the visitor's browser keeps a creator link (first-party storage, the way spec 000 §3
 * keeps creatorId): 30 days from the last creator link opened; a newer link replaces it.
 */
export const ATTRIBUTION_DAYS = 30;
export const ATTRIBUTION_MS = ATTRIBUTION_DAYS * 24 * 60 * 60_000;

/** The stored attribution when it is still within its window, else null. */
export function liveAttribution(
  stored: { code: string; at: number } | null,
  now: number,
): { code: string; at: number } | null {
  if (!stored || !isShareCode(stored.code) || !Number.isFinite(stored.at)) return null;
  if (stored.at > now + 60_000 || now - stored.at > ATTRIBUTION_MS) return null;
  return stored;
}

/** The visitor's random first-party id: 16 to 64 letters, digits, dashes or underscores. */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** At most this many pages in one beacon. */
export const MAX_BEACON_PAGES = 20;

/** The funnel's windows (the dashboard's 7/30/90 toggle). */
export const FUNNEL_DAY_CHOICES = [7, 30, 90] as const;
export type FunnelDays = (typeof FUNNEL_DAY_CHOICES)[number];

/** Paid bookings per visit, as a fraction with four decimals; 0 when there were no visits. */
export function funnelConversion(paidBookings: number, visits: number): number {
  if (visits <= 0) return 0;
  return Math.round((paidBookings * 10_000) / visits) / 10_000;
}

/**
 * User agents that announce a crawler, a link preview or a script (bots are not
 * visits). A visit also needs the page shown and a script run (the beacon), which most bots
 * never do; headless browsers driven by people's own tools are not told apart.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|scrap|archiver|facebookexternalhit|facebookcatalog|embedly|preview|whatsapp|telegram|discord|slack|skype|linkedin|pinterest|bingpreview|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|headlesscheck|phantomjs|curl\/|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|httpclient|libwww|\bhttp_request/i;

/** True for a missing user agent or one naming a crawler, preview fetcher or HTTP library. */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.trim().length < 8) return true;
  return BOT_PATTERN.test(userAgent);
}
