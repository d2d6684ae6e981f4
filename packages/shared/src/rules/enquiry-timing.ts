// spec 000 §4, §9: the enquiry dialog opens by itself 12000 ms after page load unless the
// stored sent flag is true or the form-mode variant is used.
export const ENQUIRY_AUTO_OPEN_MS = 12_000;

export function shouldAutoOpenEnquiry(sentFlag: unknown, isFormMode: boolean): boolean {
  return !isFormMode && sentFlag !== true && sentFlag !== 'true';
}

// Pages where the dialog never opens by itself — signing in and the account links
// (it would take the keyboard from a password), the creator and admin areas, and the pages where
// a traveller is already paying or reading a booking.
const NO_AUTO_OPEN_PREFIXES = [
  '/login',
  '/influencer',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/account',
  '/creator/',
  '/admin',
  '/package/booking',
  '/booking/',
];

export function isEnquiryAutoOpenPage(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return !NO_AUTO_OPEN_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? `${path}/`.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );
}

/** After a postponed first try (a field had focus or input), it tries once more, this much later. */
export const ENQUIRY_RETRY_MS = 12_000;
