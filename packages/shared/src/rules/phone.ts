// spec 000 §5: the enquiry phone starts 5 to 9, the creator phone 6 to 9; both 10 digits.
// The two rules differ on purpose and are kept as the spec states them.
export const ENQUIRY_PHONE_PATTERN = /^[5-9]\d{9}$/;
export const CREATOR_PHONE_PATTERN = /^[6-9]\d{9}$/;

export const isEnquiryPhone = (value: string): boolean => ENQUIRY_PHONE_PATTERN.test(value);
export const isCreatorPhone = (value: string): boolean => CREATOR_PHONE_PATTERN.test(value);

/** "Digits only" fields accept a number or a string of digits (ARCHITECTURE.md, API). */
export function digitsToString(value: unknown): unknown {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value) : value;
}

/**
 * An Indian mobile number (the booking phone's rule, 10 digits starting 6 to 9) as
 * WhatsApp addresses it, `91XXXXXXXXXX`; null when it is not one.
 */
export function whatsappNumber(phone: string): string | null {
  const digits = phone.trim();
  return CREATOR_PHONE_PATTERN.test(digits) ? `91${digits}` : null;
}
