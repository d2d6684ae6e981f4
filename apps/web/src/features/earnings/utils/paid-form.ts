import { isIsoDate } from '@wayfarer/shared/rules/travel-date';
import { earningsMessages, PAYOUT_REFERENCE_MAX } from '@wayfarer/shared/schemas/earnings';

export type PaidForm = { reference: string; paidOn: string };

/**
 * The Mark paid form's errors before asking the server (which checks the same): a reference,
 * and a real date that is not after today in India.
 */
export function paidFormErrors(values: PaidForm, today: string): Partial<Record<keyof PaidForm, string>> {
  const errors: Partial<Record<keyof PaidForm, string>> = {};
  const reference = values.reference.trim();
  if (!reference) errors.reference = earningsMessages.referenceRequired;
  else if (reference.length > PAYOUT_REFERENCE_MAX) errors.reference = earningsMessages.referenceTooLong;
  if (!isIsoDate(values.paidOn)) errors.paidOn = earningsMessages.paidOnInvalid;
  else if (values.paidOn > today) errors.paidOn = earningsMessages.paidOnFuture;
  return errors;
}
