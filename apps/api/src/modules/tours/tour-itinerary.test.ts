import {
  daysPastEndLabel,
  STRAY_ITINERARY_MESSAGE,
  strayItineraryLabel,
} from '@wayfarer/shared/rules/package';
import { tourMessages } from '@wayfarer/shared/schemas/tour';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage } from '../../../test/package-factory.ts';
import { call } from '../../../test/tour-factory.ts';

// Issue: itinerary days can name places the package no longer visits. Removing a place on the
// Destination tab keeps those days (flagged in the editor), the public page stops naming the place,
// publishing is refused with a clear label, and saving the stale place says what is wrong.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

type Entry = { destinationId: string; day: number; title: string };

describe('itinerary days at places the package left', () => {
  it('are kept and flagged, not named publicly, block publishing and are refused clearly on save', async () => {
    // Cove on days 1-2, Ridge on days 3-4.
    const pkg = await createPublishedPackage(t.app);
    const headers = { authorization: `Bearer ${pkg.creator.token}` };
    const [cove, ridge] = [pkg.places[0]!, pkg.places[1]!];

    // The creator drops Ridge and gives Cove all four days.
    const destination = await call(t.app, headers, 'POST', `/v1/tours/${pkg.id}/destination`, {
      tourPackageDestinations: [{ destinationId: cove.id, days: 4 }],
      tourHotels: [{ hotelId: pkg.hotel.id, nights: 3 }],
    });
    expect(destination.statusCode).toBe(200);

    // The editor still reads the days at Ridge (so they can be flagged), offering Cove only.
    const itinerary = (await call(t.app, headers, 'GET', `/v1/tours/${pkg.id}/itinerary`)).json();
    expect(itinerary.destinations).toEqual([{ id: cove.id, name: cove.name }]);
    const entries: Entry[] = itinerary.tourItineraries;
    expect(entries.filter((e) => e.destinationId === ridge.id).map((e) => e.day)).toEqual([3, 4]);

    // The live page keeps the days but no longer names Ridge.
    const live = await t.app.inject({ method: 'GET', url: `/v1/tours/public/slug/${pkg.slug}` });
    expect(live.statusCode).toBe(200);
    const days: { day: number; destination: { name: string } }[] = live.json().TourItinerary;
    expect(days.map((d) => [d.day, d.destination.name])).toEqual([
      [1, cove.name],
      [2, cove.name],
      [3, ''],
      [4, ''],
    ]);
    expect(live.body).not.toContain(ridge.name);

    // Publishing (again) is refused with the days named.
    const publish = await call(t.app, headers, 'POST', `/v1/tours/${pkg.id}/publish`, { publish: true });
    expect(publish.statusCode).toBe(400);
    expect(publish.json().errors).toContainEqual({ path: 'itinerary', message: strayItineraryLabel([3, 4]) });
    expect(strayItineraryLabel([3, 4])).toContain('no longer visits');
    expect(STRAY_ITINERARY_MESSAGE).toContain('no longer visits');

    // Saving the days as they are says which place is wrong, in words, at the entry.
    const body = (list: Entry[]) => ({
      tourItineraries: list.map(({ destinationId, day, title }) => ({
        destinationId,
        day,
        title,
        description: `Day ${day}.`,
      })),
    });
    const stale = await call(t.app, headers, 'POST', `/v1/tours/${pkg.id}/itinerary`, body(entries));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors).toEqual([
      { path: 'tourItineraries.2.destinationId', message: tourMessages.placeNotInPackage },
      { path: 'tourItineraries.3.destinationId', message: tourMessages.placeNotInPackage },
    ]);
    // Nothing half-written: the days are as they were.
    const after = (await call(t.app, headers, 'GET', `/v1/tours/${pkg.id}/itinerary`)).json();
    expect(after.tourItineraries.map((e: Entry) => e.destinationId)).toEqual(
      entries.map((e) => e.destinationId),
    );

    // Moving the days to Cove clears the flag: it publishes again.
    const fixed = entries.map((e) => ({ ...e, destinationId: cove.id }));
    expect(
      (await call(t.app, headers, 'POST', `/v1/tours/${pkg.id}/itinerary`, body(fixed))).statusCode,
    ).toBe(200);
    const again = await call(t.app, headers, 'POST', `/v1/tours/${pkg.id}/publish`, { publish: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'Published' });
  });

  it('days after the last day (fewer days on the Destination tab) block publishing until moved', async () => {
    const pkg = await createPublishedPackage(t.app);
    const headers = { authorization: `Bearer ${pkg.creator.token}` };
    const [cove, ridge] = [pkg.places[0]!, pkg.places[1]!];
    // Four days become two: the entries of days 3 and 4 stay, past the end.
    expect(
      (
        await call(t.app, headers, 'POST', `/v1/tours/${pkg.id}/destination`, {
          tourPackageDestinations: [
            { destinationId: cove.id, days: 1 },
            { destinationId: ridge.id, days: 1 },
          ],
          tourHotels: [],
        })
      ).statusCode,
    ).toBe(200);
    const itinerary = (await call(t.app, headers, 'GET', `/v1/tours/${pkg.id}/itinerary`)).json();
    expect(itinerary.totalDays).toBe(2);
    expect(itinerary.tourItineraries.map((e: Entry) => e.day)).toEqual([1, 2, 3, 4]);

    const publish = await call(t.app, headers, 'POST', `/v1/tours/${pkg.id}/publish`, { publish: true });
    expect(publish.statusCode).toBe(400);
    expect(publish.json().errors).toContainEqual({ path: 'itinerary', message: daysPastEndLabel([3, 4], 2) });

    const entries: Entry[] = itinerary.tourItineraries;
    const body = (list: Entry[]) => ({
      tourItineraries: list.map(({ destinationId, day, title }) => ({
        destinationId,
        day,
        title,
        description: `Day ${day}.`,
      })),
    });
    const stale = await call(t.app, headers, 'POST', `/v1/tours/${pkg.id}/itinerary`, body(entries));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors).toEqual([
      { path: 'tourItineraries.2.day', message: tourMessages.dayOutOfRange },
      { path: 'tourItineraries.3.day', message: tourMessages.dayOutOfRange },
    ]);
    const fixed = entries.map((e) => ({ ...e, day: Math.min(e.day, 2) }));
    expect(
      (await call(t.app, headers, 'POST', `/v1/tours/${pkg.id}/itinerary`, body(fixed))).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, headers, 'POST', `/v1/tours/${pkg.id}/publish`, { publish: true })).statusCode,
    ).toBe(200);
  });
});
