// A practical e-mail check: one @, no spaces, a dot in the domain. E-mails are compared
// case-insensitively, so they are stored lower-cased and trimmed.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();
