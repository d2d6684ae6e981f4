import {
  isShareCode,
  liveAttribution,
  SHARE_REF_PARAM,
  SHARE_VIA_PARAM,
  VISITOR_ID_PATTERN,
} from '@wayfarer/shared/rules/share-links';

// ADR 1313: the creator link a visitor came through, kept the way spec 000 §3 keeps
// creatorId: first-party local storage, never a cookie, for 30 days from the last creator link
// opened (a newer one replaces it). Only the code is kept; the server resolves creator and channel.

const SHARE_KEY = 'shareRef';
const VISITOR_KEY = 'visitor';

// Local storage may be unavailable (privacy modes); the visitor then simply has no link kept.
// Read here rather than through ./browser-storage, which lives in the app's first chunk: the
// visit sender loads this after the page, and its import list stays short (ADR 1314).
function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing kept: attribution is a courtesy, never a condition.
  }
}

/** The code in a page's query (/go/{code} adds it), or null. */
export function shareCodeInQuery(search: string): string | null {
  const code = new URLSearchParams(search).get(SHARE_REF_PARAM);
  return isShareCode(code) ? code : null;
}

/** Keeps `code` as the visitor's creator link from now on (the last one opened wins). */
export function rememberShareCode(code: string, now = Date.now()): void {
  writeStorage(SHARE_KEY, JSON.stringify({ code, at: now }));
}

/** The query without the share parameters: the address bar drops them once they are kept. */
export function withoutShareParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SHARE_REF_PARAM);
  params.delete(SHARE_VIA_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The kept code while it is within its 30 days, else undefined (checkout and enquiries send it). */
export function storedShareCode(now = Date.now()): string | undefined {
  try {
    const raw = readStorage(SHARE_KEY);
    const parsed = raw ? (JSON.parse(raw) as { code: string; at: number }) : null;
    return liveAttribution(parsed, now)?.code;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's random first-party id (the beacon's "one visit per visitor per page per day"):
 * made once, kept in local storage; the server keeps only a hash of it with the day and page.
 */
export function visitorId(): string {
  const existing = readStorage(VISITOR_KEY);
  if (existing && VISITOR_ID_PATTERN.test(existing)) return existing;
  const id = crypto.randomUUID();
  writeStorage(VISITOR_KEY, id);
  return id;
}
