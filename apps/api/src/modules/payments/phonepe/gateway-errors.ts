import { AppError } from '../../../lib/app-error.ts';

/** A gateway answer's body as JSON, or undefined when it is not JSON (both API versions). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The traveller sees "not answering"; the log gets what PhonePe (v1 or v2) actually said. */
export const gatewayFailed = (detail: string) =>
  Object.assign(
    new AppError('PAYMENT_GATEWAY_UNAVAILABLE', 'The payment gateway is not answering; please try again.'),
    { detail },
  );
