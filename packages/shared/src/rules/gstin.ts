// A GSTIN (India's GST identification number): 15 characters — the state code (2 digits), the
// holder's PAN (5 letters, 4 digits, 1 letter), the registration number (1-9 or A-Z), "Z", and a
// check character. The pattern is checked; the check character is the tax portal's business.
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** "27aapfu0939f1zv " → "27AAPFU0939F1ZV" (stored and printed in capitals). */
export const normalizeGstin = (value: string): string => value.trim().toUpperCase();

export const isGstin = (value: string): boolean => GSTIN_PATTERN.test(normalizeGstin(value));
