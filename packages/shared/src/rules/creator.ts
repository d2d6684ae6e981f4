// spec 000 §5 "Creator sign-up": usernames use letters, digits, hyphen and underscore, at least 2.
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 30;
export const FULL_NAME_MIN_LENGTH = 3;
export const TAGLINE_MIN_LENGTH = 3;

// spec 000 §9: exactly 5 banner slots, orders 1 to 5.
export const BANNER_SLOTS = 5;
export const MAX_MEMORIES = 50;

// spec 000 §2: the public creator card's defaults.
export const DEFAULT_CREATOR_TITLE = 'Discover your next adventure';
export const DEFAULT_CREATOR_SUBTITLE = 'with';

/** The name a creator card shows: the @username when the creator prefers it, else the full name. */
export function creatorDisplayName(creator: { fullName: string; username: string; showUsername: boolean }) {
  return creator.showUsername ? `@${creator.username}` : creator.fullName;
}

/** Uploads answer root-relative `/media/...` URLs; other images are absolute http(s) URLs. */
export function isImageUrl(value: string): boolean {
  if (/^\/media\/[A-Za-z0-9/_.-]+$/.test(value) && !value.includes('..')) return true;
  return isHttpUrl(value);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
