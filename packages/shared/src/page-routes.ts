// The web app's pages in one place: the web router (apps/web/src/app/router.tsx) takes
// its paths from here, the API answers 404 for any other address (apps/api plugins/page-routes.ts,
// ADR 601), and the server renderer renders the pages marked `ssr` (apps/api web-app/ssr.ts,
// ADR 801). A page added to the router without an entry here has no path to use.
//
// Paths are React Router's, written in full from the root: `:name` is one segment. `@:handle` is
// a segment starting with "@" (spec 001 §2's /@{username}); React Router has no partial segments,
// so the router gets `:handle` and the page itself refuses a handle without "@".

import { TRIPS_SIGNED_IN_COOKIE } from './trips-cookies.ts';

export type PageRoute = {
  readonly path: string;
  /**
   * Rendered on the server: spec 001 §2's public pages (ADR 801), and the search, sign-in, forgotten
   * password and creator landing pages a visitor reaches signed out (ADR 1391), My trips signed out
   * (ADR 1393).
   */
  readonly ssr?: true;
  /** Its content depends on the query string (page, sort, filters): the render cache keys on it. */
  readonly readsQuery?: true;
  /**
   * With `ssr`: rendered on the server only for a request without this cookie, as the page is
   * signed out; a browser carrying it gets the app's shell and renders the visitor's own page there
   * (My trips, ADR 1393).
   */
  readonly unlessCookie?: string;
};

export const PAGES = {
  home: { path: '/', ssr: true },
  about: { path: '/about', ssr: true },
  privacyPolicy: { path: '/privacy-policy', ssr: true },
  termsAndConditions: { path: '/terms-and-conditions', ssr: true },
  cancellationPolicy: { path: '/cancellation-policy', ssr: true },
  login: { path: '/login', ssr: true, readsQuery: true },
  forgotPassword: { path: '/forgot-password', ssr: true },
  resetPassword: { path: '/reset-password' },
  verifyEmail: { path: '/verify-email' },
  creators: { path: '/creators', ssr: true, readsQuery: true },
  creatorTnc: { path: '/creator-tnc', ssr: true },
  /** spec 001 §2: checkout; static, so it ranks above package/:slug and is not server-rendered. */
  checkout: { path: '/package/booking' },
  bookingReview: { path: '/booking/:bookingId/review' },
  paymentComplete: { path: '/booking/payment-complete/:id' },
  manageBooking: { path: '/booking/:bookingId' },
  /**
   * A traveller's bookings, signed in with an e-mailed link (ADR 1310); server-rendered signed out
   * for a browser that was not signed in to it (ADR 1393).
   */
  trips: { path: '/trips', ssr: true, unlessCookie: TRIPS_SIGNED_IN_COOKIE },
  tripsSignIn: { path: '/trips/sign-in' },
  packages: { path: '/packages', ssr: true, readsQuery: true },
  search: { path: '/search', ssr: true, readsQuery: true },
  destination: { path: '/destination/:slug', ssr: true },
  package: { path: '/package/:slug', ssr: true },
  creatorProfile: { path: '/@:handle', ssr: true },
  influencer: { path: '/influencer', ssr: true },
  account: { path: '/account' },
  completeProfile: { path: '/creator/complete-profile' },
  /** Sends to /creator/dashboard. */
  creator: { path: '/creator' },
  creatorDashboard: { path: '/creator/dashboard' },
  creatorPackages: { path: '/creator/dashboard/packages' },
  creatorPackageEdit: { path: '/creator/dashboard/packages/edit/:id' },
  creatorPackageDepartures: { path: '/creator/dashboard/packages/:id/departures' },
  creatorPackageManifest: { path: '/creator/dashboard/packages/:id/departures/manifest' },
  /** A date's rooming list (the admin and the package's creator). */
  creatorPackageRooming: { path: '/creator/dashboard/packages/:id/departures/rooming' },
  /** How a date's launch went: seats sold per minute in its first hour, its waitlist (ADR 1352). */
  creatorPackageLaunch: { path: '/creator/dashboard/packages/:id/departures/launch' },
  creatorQueries: { path: '/creator/dashboard/queries' },
  creatorBookings: { path: '/creator/dashboard/bookings' },
  creatorBookingDetail: { path: '/creator/dashboard/bookings/:bookingId' },
  creatorEarnings: { path: '/creator/dashboard/earnings' },
  creatorSettings: { path: '/creator/dashboard/settings' },
  /** Sends to /admin/dashboard. */
  admin: { path: '/admin' },
  adminDashboard: { path: '/admin/dashboard' },
  adminDestination: { path: '/admin/destination' },
  adminPlace: { path: '/admin/place' },
  adminPackages: { path: '/admin/packages' },
  adminPackageEdit: { path: '/admin/packages/edit/:id' },
  adminPackageDepartures: { path: '/admin/packages/:id/departures' },
  adminPackageManifest: { path: '/admin/packages/:id/departures/manifest' },
  /** A date's rooming list, and its supplier costs and margin (admin only). */
  adminPackageRooming: { path: '/admin/packages/:id/departures/rooming' },
  adminPackageLaunch: { path: '/admin/packages/:id/departures/launch' },
  adminPackageCosts: { path: '/admin/packages/:id/departures/costs' },
  adminQueries: { path: '/admin/queries' },
  adminBookings: { path: '/admin/bookings' },
  /** A booking the admin makes for a caller or a lead (`?leadId`), then its payment link (`?booking`). */
  adminBookingNew: { path: '/admin/bookings/new' },
  adminBookingDetail: { path: '/admin/bookings/:bookingId' },
  adminCoupons: { path: '/admin/coupons' },
  adminPayouts: { path: '/admin/payouts' },
  adminCreators: { path: '/admin/creators' },
  /** Travellers' reviews, hidden with a reason or published again. */
  adminReviews: { path: '/admin/reviews' },
  adminSettings: { path: '/admin/settings' },
  adminCategory: { path: '/admin/category' },
} as const satisfies Record<string, PageRoute>;

export type PageName = keyof typeof PAGES;
export const PAGE_LIST: readonly PageRoute[] = Object.values(PAGES);

/**
 * The router's `path` for a page inside a parent route: the page's path relative to `parent`
 * ('' for the parent's own page, i.e. an index route), with `@:handle` as React Router's `:handle`.
 */
export function routePath(page: PageRoute, parent: PageRoute = PAGES.home): string {
  const prefix = parent.path === '/' ? '/' : `${parent.path}/`;
  if (page.path === parent.path) return '';
  if (!page.path.startsWith(prefix)) throw new Error(`${page.path} is not under ${parent.path}`);
  return page.path.slice(prefix.length).replace(/(^|\/)@:/g, '$1:');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One segment: `:name` any segment, `@:name` one starting with "@", else the literal text. */
const segmentPattern = (segment: string) =>
  segment.startsWith(':') ? '[^/]+' : segment.startsWith('@:') ? '@[^/]+' : escapeRegExp(segment);

type Compiled = { page: PageRoute; pattern: RegExp; rank: number };
/**
 * Compiled on first use, not when the module loads: the browser's bundle imports this module for
 * the paths and never matches, and a page's start-up should not build seventy patterns for nothing.
 */
let compiled: Compiled[] | undefined;
function compiledPages(): Compiled[] {
  compiled ??= PAGE_LIST.map((page) => {
    const segments = page.path.split('/').filter(Boolean);
    return {
      page,
      pattern: new RegExp(`^/${segments.map(segmentPattern).join('/')}$`),
      // React Router ranks a static segment above a dynamic one: fewer dynamic segments win.
      rank: segments.filter((s) => s.includes(':')).length,
    };
  }).sort((a, b) => a.rank - b.rank);
  return compiled;
}

/**
 * The page that answers a decoded path (one trailing slash ignored, as React Router does), or
 * undefined when no page does. Static paths win over dynamic ones (/package/booking is checkout).
 */
export function matchPage(path: string): PageRoute | undefined {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return compiledPages().find((entry) => entry.pattern.test(trimmed))?.page;
}

/** A concrete example path of a page (each `:name` filled in), for tests. */
export const examplePath = (page: PageRoute, value = 'x') =>
  page.path.replace(/@:[A-Za-z]+/g, `@${value}`).replace(/:[A-Za-z]+/g, value);
