// "My trips"' cookies' names (ADR 1310, 1393), for the API that sets them and the route manifest
// (page-routes.ts) that names the mark: a module of their own, so the web app's entry, which
// imports the manifest, carries these two names and not My trips' words.

/** The traveller's session cookie: httpOnly, SameSite=Strict, sent to /v1 only. */
export const TRAVELLER_SESSION_COOKIE = 'wayfarer_traveller';
/**
 * Set beside the session cookie and cleared with it, on every path: it holds no secret (the value
 * is "1"), only tells the page server that this browser was signed in to My trips, so `/trips` is
 * then rendered in the browser (the visitor's own bookings) and otherwise on the server, signed
 * out (ADR 1393).
 */
export const TRIPS_SIGNED_IN_COOKIE = 'wayfarer_trips_signed_in';
