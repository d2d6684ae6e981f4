// Demo packages the journeys open by slug. They are the demo seed's (apps/api/src/seed/demo/
// demo-packages-data.ts), restated here because the journeys never import the apps' internals;
// if the seed renames one, the journeys that open it fail with a 404.

/** The only departure has exactly one future date. */
export const DEMO_ONE_DATE_SLUG = 'nusa-penida-island-hopper';
/** The only departure has 14 future dates. */
export const DEMO_MANY_DATES_SLUG = 'ladakh-highs-leh-nubra-and-pangong-by-road';
// The Bali package: many sections, used where a journey needs a rich page.
export const DEMO_BALI_SLUG = 'bali-bliss-6-days-of-temples-and-beaches';
