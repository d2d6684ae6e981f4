// The web app's routes (apps/web/src/app/router.tsx), so that an address no page answers gets
// HTTP 404 instead of 200 (ADR 601). page-routes.test.ts fails when the router gains a
// route this list does not know.

const publicPages = [
  '',
  'about',
  'privacy-policy',
  'terms-and-conditions',
  'cancellation-policy',
  'login',
  'forgot-password',
  'reset-password',
  'verify-email',
  'account',
  'creators',
  'creator-tnc',
  'package/booking',
  'packages',
  'search',
  'influencer',
  'creator',
  'creator/complete-profile',
  'admin',
];
const creatorStudio = ['', 'packages', 'queries', 'bookings', 'earnings', 'settings'];
const adminPages = [
  'dashboard',
  'destination',
  'place',
  'packages',
  'queries',
  'bookings',
  'coupons',
  'payouts',
  'creators',
  'settings',
  'category',
];

const exact = new Set([
  ...publicPages.map((p) => `/${p}`),
  ...creatorStudio.map((p) => `/creator/dashboard${p ? `/${p}` : ''}`),
  ...adminPages.map((p) => `/admin/${p}`),
]);

const patterns = [
  /^\/booking\/payment-complete\/[^/]+$/,
  /^\/booking\/[^/]+$/,
  /^\/booking\/[^/]+\/review$/,
  /^\/destination\/[^/]+$/,
  /^\/package\/[^/]+$/,
  /^\/@[^/]+$/,
  /^\/creator\/dashboard\/packages\/edit\/[^/]+$/,
  /^\/admin\/packages\/edit\/[^/]+$/,
  /^\/creator\/dashboard\/bookings\/[^/]+$/,
  /^\/admin\/bookings\/[^/]+$/,
  /^\/creator\/dashboard\/packages\/[^/]+\/departures(\/manifest)?$/,
  /^\/admin\/packages\/[^/]+\/departures(\/manifest)?$/,
];

/** Whether a page of the web app answers this path (entity pages still check their slug). */
export function isKnownPagePath(rawPath: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  // React Router ignores one trailing slash.
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return exact.has(path) || patterns.some((pattern) => pattern.test(path));
}
