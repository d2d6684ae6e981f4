// The schema, one file per domain under ./schema/ (imported in dependency order, none circular).
// This barrel is the one import for the app, the tests and drizzle.config.ts.
export * from './schema/account-tokens.ts';
export * from './schema/accounts.ts';
export * from './schema/share-links.ts';
export * from './schema/bookings.ts';
export * from './schema/catalogue.ts';
export * from './schema/checkout.ts';
export * from './schema/creators.ts';
export * from './schema/leads.ts';
export * from './schema/packages.ts';
export * from './schema/site.ts';
export * from './schema/earnings.ts';
export * from './schema/reviews.ts';
export * from './schema/waitlist.ts';
export * from './schema/phonepe-sandbox.ts';
export * from './schema/invoices.ts';
export * from './schema/date-changes.ts';
export * from './schema/group-extras.ts';
export * from './schema/figures.ts';
export * from './schema/package-reads.ts';
export * from './schema/board-counts.ts';
export * from './schema/trips.ts';
export * from './schema/shared-state.ts';
export * from './schema/departure-ops.ts';
