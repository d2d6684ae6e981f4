// ADR 1302: the traveller's manage key. Checkout answers it and the traveller's e-mail links carry
// it (?key=…); this browser keeps it per booking in localStorage and sends it as X-Manage-Key on
// the traveller's calls. Without it the booking page shows the booking and lets anyone pay, but
// offers none of the traveller's actions.

const storageKey = (bookingId: string) => `wayfarer-manage-key:${bookingId.toLowerCase()}`;

/** Keeps a booking's key (from the checkout answer or the e-mail link); storage refused is no error. */
export function rememberManageKey(bookingId: string, key: string): void {
  try {
    localStorage.setItem(storageKey(bookingId), key);
  } catch {
    // Private mode or storage full: the e-mail link still carries the key.
  }
}

/** The key this browser holds for the booking, if any. */
export function storedManageKey(bookingId: string): string | null {
  try {
    return localStorage.getItem(storageKey(bookingId));
  } catch {
    return null;
  }
}

/** The header of the traveller's calls on `bookingId`: X-Manage-Key when this browser holds it. */
export function manageKeyHeaders(bookingId: string): Record<string, string> {
  const key = storedManageKey(bookingId);
  return key ? { 'X-Manage-Key': key } : {};
}

/**
 * The e-mail link's `?key=` and the address's query without it ('' or '?…'), so the page can keep
 * the key and take it out of the address bar.
 */
export function splitKeyFromSearch(search: string): { key: string | null; rest: string } {
  const params = new URLSearchParams(search);
  const key = params.get('key') || null;
  params.delete('key');
  const rest = params.toString();
  return { key, rest: rest ? `?${rest}` : '' };
}
