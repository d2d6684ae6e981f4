// The named codes an API error answers with (docs/decisions/1121): each error body is
// `{ code: <http status>, error: <AppErrorCode>, message, errors? }`. This table is the one place a
// code gets its HTTP status; the API's AppError reads it, the web's error parser checks names
// against it. A code means one kind of failure: 400s about a field's value are VALIDATION_FAILED
// (the `errors` list names the field), refusals a client may act on have a name of their own.
export const appErrorStatus = {
  // Any route: the request itself.
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IN_USE: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  PAYMENT_GATEWAY_UNAVAILABLE: 502,
  SERVICE_UNAVAILABLE: 503,
  // The database cannot be reached or refuses work right now (terminated, refusing or too many
  // connections, starting up, read-only; ADR 1305): answered with Retry-After, a retry works.
  DATABASE_UNAVAILABLE: 503,

  // Accounts.
  WRONG_CREDENTIALS: 401,
  // 400, not 401: a wrong password typed in a form is not an expired session, so
  // the web's refresh-on-401 must not renew the tokens and send the form again.
  WRONG_CURRENT_PASSWORD: 400,
  INVALID_REFRESH_TOKEN: 401,
  INVALID_LINK: 400,
  // A verification link opened again, for an address that is verified.
  EMAIL_ALREADY_VERIFIED: 409,
  EMAIL_TAKEN: 409,
  CREATOR_REQUIRED: 403,

  // Catalogue: places, destinations, categories, hotels.
  PLACE_NOT_FOUND: 404,
  PLACE_NAME_TAKEN: 409,
  UNKNOWN_PLACE: 400,
  DESTINATION_NOT_FOUND: 404,
  DESTINATION_NAME_TAKEN: 409,
  CATEGORY_NOT_FOUND: 404,
  CATEGORY_NAME_TAKEN: 409,
  HOTEL_NOT_FOUND: 404,
  HOTEL_NAME_TAKEN: 409,

  // Creators and their packages.
  CREATOR_NOT_FOUND: 404,
  CREATOR_EXISTS: 409,
  USERNAME_TAKEN: 409,
  PACKAGE_NOT_FOUND: 404,
  PACKAGE_INCOMPLETE: 400,
  DESTINATION_REQUIRED: 400,
  PAID_BOOKINGS_UNCONFIRMED: 409,
  PACKAGE_REJECTED: 409,
  PACKAGE_PENDING_REVIEW: 409,
  PACKAGE_NOT_REJECTED: 409,
  PACKAGE_NOT_REVIEWABLE: 409,
  // A save would remove or move what live bookings stand on, or cap seats below them.
  SOLD_NOT_REMOVABLE: 409,

  // Checkout.
  PACKAGE_UNAVAILABLE: 404,
  PACKAGE_NOT_BOOKABLE: 400,
  DATE_UNAVAILABLE: 400,
  INVALID_COUPON: 400,
  NOTHING_TO_PAY: 400,
  SEATS_UNAVAILABLE: 409,
  PRICE_CHANGED: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  DATE_CLOSED_FOR_SALE: 409,
  // A date of the package named by (date, departureId) that the package does not run.
  TOUR_DATE_NOT_FOUND: 404,

  // Bookings after checkout.
  BOOKING_NOT_FOUND: 404,
  // ADR 1302: a traveller's action on the booking without its manage key (or with a wrong one).
  MANAGE_KEY_REQUIRED: 403,
  // ADR 1310: "My trips" without a traveller's session (staff tokens do not count).
  TRAVELLER_SIGN_IN_REQUIRED: 401,
  BOOKING_STATE_CONFLICT: 409,
  BOOKING_NOT_PAID: 409,
  BOOKING_CANCELLED: 409,
  BOOKING_NOT_CANCELLABLE: 409,
  CANCELLATION_EXISTS: 409,
  BALANCE_IN_PROGRESS: 409,
  TRAVELLERS_LOCKED: 409,
  // ADR 1370: one traveller at a time (removal, a corrected name, a seat transferred).
  LAST_TRAVELLER: 409,
  TRAVELLER_CHANGE_NOT_ALLOWED: 409,
  TRAVELLER_ROOM_NOT_PRICED: 409,
  REFUND_NOT_FOUND: 404,
  REFUND_NOT_OFFLINE: 409,
  REFUND_NOT_PENDING: 409,
  REFUND_NOT_FAILED: 409,
  REFUND_ALREADY_RETRIED: 409,
  REFUND_NOT_GATEWAY: 409,
  RESEND_TOO_SOON: 429,
  // ADR 1361: an admin-made booking's payment link renewed while it is still live, or e-mailed expired.
  PAYMENT_LINK_LIVE: 409,
  PAYMENT_LINK_EXPIRED: 409,
  // GST paperwork: no tax invoice (no GSTIN, or nothing paid yet), no credit note.
  INVOICE_NOT_FOUND: 404,
  CREDIT_NOTE_NOT_FOUND: 404,

  // Coupons.
  COUPON_NOT_FOUND: 404,
  COUPON_CODE_TAKEN: 400,

  // Reviews.
  REVIEW_NOT_FOUND: 404,
  REVIEW_EXISTS: 409,
  REVIEW_BOOKING_CANCELLED: 400,
  REVIEW_TOO_EARLY: 400,
  REVIEW_FILTER_REQUIRED: 400,

  // Media.
  IMAGE_MISSING: 400,
  IMAGE_TYPE_UNSUPPORTED: 400,
  IMAGE_UNREADABLE: 400,
  IMAGE_TOO_MANY_PIXELS: 400,
  IMAGE_TOO_LARGE: 413,
  MALFORMED_UPLOAD: 400,

  // Earnings and payouts.
  PAYOUT_NOT_FOUND: 404,
  PAYOUT_HELD: 409,
  PAYOUT_NOT_PENDING: 409,
  NOTHING_PAYABLE: 409,

  // Leads and operations.
  LEAD_NOT_FOUND: 404,
  DATE_NOT_FOUND: 404,
  SEATS_AVAILABLE: 409,
  ALREADY_ON_WAITLIST: 409,

  // Operator cancellations and date changes.
  DATE_ALREADY_CANCELLED: 409,
  DATE_CHANGE_NOT_ALLOWED: 409,
  MOVE_OFFER_NOT_FOUND: 404,
  // Before-you-go details, the launch list of a "Coming soon" package.
  TRAVELLER_NOT_FOUND: 404,
  ALREADY_ON_LAUNCH_LIST: 409,
  PACKAGE_NOT_DRAFT: 409,
  // Running the departure: a date's supplier cost.
  SUPPLIER_COST_NOT_FOUND: 404,
  // Share links (an unknown code, or a link to a package nobody may share).
  SHARE_LINK_NOT_FOUND: 404,
} as const satisfies Record<string, number>;

export type AppErrorCode = keyof typeof appErrorStatus;

export const appErrorCodes = Object.keys(appErrorStatus) as [AppErrorCode, ...AppErrorCode[]];

/** True for a name in the list (a body from elsewhere, or an older server, may carry another). */
export const isAppErrorCode = (value: unknown): value is AppErrorCode =>
  typeof value === 'string' && Object.hasOwn(appErrorStatus, value);
