import type { itineraryBody } from '@wayfarer/shared/schemas/tour-content';
import { availabilityBody, type pricingBody } from '@wayfarer/shared/schemas/tour-pricing';
import type { z } from '@wayfarer/shared/zod';

// What the editor tabs' inputs hold, in one place their field components import too (a tab and
// its fields never import each other both ways).

/** Itinerary: the API's body, as typed (the day may still be text). */
export type ItineraryForm = z.input<typeof itineraryBody>;

/** Pricing: the API's body as typed (prices may still be text, in rupees). */
export type PricingForm = z.input<typeof pricingBody>;

// Availability: the inputs always hold the list of rows (seats as text); the rows are checked by
// the API's rules.
export const availabilityForm = availabilityBody.extend({
  tourDates: availabilityBody.shape.tourDates.unwrap(),
});
export type AvailabilityForm = z.input<typeof availabilityForm>;
export type AvailabilityOutput = z.output<typeof availabilityForm>;
