import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  call,
  createCompleteTour,
  createTour,
  destinationBody,
  futureDate,
  itineraryBody,
  overviewBody,
  pricingBody,
} from '../../../test/tour-factory.ts';
import { toursTestContext } from '../../../test/support/tours.ts';

const { ctx, get, post, packageRow, issues } = toursTestContext();

describe('POST /v1/tours', () => {
  it('creates a Draft for the signed-in creator, ignoring a creatorId', async () => {
    const res = await post('/v1/tours', {
      title: 'Goa Getaway',
      description: 'Sun',
      creatorId: ctx.rival.creator.id,
      slug: 'x',
      status: 'Published',
    });
    expect(res.statusCode).toBe(201);
    const row = await packageRow(res.json().id);
    expect(row).toMatchObject({
      creatorId: ctx.callers.creatorRecord.creator.id,
      status: 'Draft',
      title: 'Goa Getaway',
    });
    expect(row.slug).toMatch(/^goa-getaway/);
  });

  it('answers the spec messages for a missing title or description', async () => {
    const res = await post('/v1/tours', { title: ' ', description: '' });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title is required' },
        { path: 'description', message: 'Description is required' },
      ]),
    );
  });

  it('requires an existing creatorId from an admin', async () => {
    const missing = await post('/v1/tours', { title: 'A', description: 'B' }, ctx.callers.admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Creator is required');
    const unknown = await post(
      '/v1/tours',
      { title: 'A', description: 'B', creatorId: randomUUID() },
      ctx.callers.admin,
    );
    expect(unknown.json()).toMatchObject({ code: 400, message: 'Creator not found' });
    const junk = await post(
      '/v1/tours',
      { title: 'A', description: 'B', creatorId: 'nope' },
      ctx.callers.admin,
    );
    expect(junk.json().message).toBe('Creator not found');
    const ok = await post(
      '/v1/tours',
      { title: 'A', description: 'B', creatorId: ctx.rival.creator.id },
      ctx.callers.admin,
    );
    expect(ok.statusCode).toBe(201);
    expect((await packageRow(ok.json().id)).creatorId).toBe(ctx.rival.creator.id);
  });

  it('refuses anonymous (401) and a user without a creator (403)', async () => {
    expect((await post('/v1/tours', { title: 'A', description: 'B' }, {})).statusCode).toBe(401);
    expect((await post('/v1/tours', { title: 'A', description: 'B' }, ctx.callers.user)).statusCode).toBe(
      403,
    );
  });

  it('makes slugs unique with -2, -3…', async () => {
    const a = await createTour(ctx.t.app, ctx.callers.creator, { title: 'Ladakh Ride' });
    const b = await createTour(ctx.t.app, ctx.callers.creator, { title: 'Ladakh Ride' });
    const c = await createTour(ctx.t.app, ctx.rivalHeaders, { title: 'Ladakh ride!' });
    expect([a.slug, b.slug, c.slug]).toEqual(['ladakh-ride', 'ladakh-ride-2', 'ladakh-ride-3']);
  });
});

describe('GET /v1/tours', () => {
  it('lists own packages for a creator, all for an admin, filtered by title and status', async () => {
    const mine = await createTour(ctx.t.app, ctx.callers.creator, { title: 'Zanskar Trek Unique' });
    await createTour(ctx.t.app, ctx.rivalHeaders, { title: 'Zanskar Trek Unique' });
    const own = await get('/v1/tours?title=zanskar%20TREK&pageSize=50');
    expect(own.statusCode).toBe(200);
    expect(own.json().tourPackages.map((p: { id: string }) => p.id)).toEqual([mine.id]);
    expect(own.json().tourPackages[0]).toMatchObject({
      status: 'Draft',
      startingPrice: null,
      featured: false,
      creator: { id: ctx.callers.creatorRecord.creator.id },
    });
    const all = await get('/v1/tours?title=zanskar&status=', ctx.callers.admin);
    expect(all.json()).toMatchObject({ totalResults: 2, totalPages: 1, page: 1 });
    const published = await get('/v1/tours?title=zanskar&status=Published', ctx.callers.admin);
    expect(published.json().totalResults).toBe(0);
  });

  it('pages newest first', async () => {
    const res = await get('/v1/tours?pageSize=1&page=2', ctx.callers.admin);
    expect(res.json().tourPackages).toHaveLength(1);
    expect(res.json().totalPages).toBe(res.json().totalResults);
  });

  it('refuses anonymous (401) and a plain user (403)', async () => {
    expect((await get('/v1/tours', {})).statusCode).toBe(401);
    expect((await get('/v1/tours', ctx.callers.user)).statusCode).toBe(403);
  });
});

describe('overview', () => {
  it('saves and answers the fresh state; rich text is sanitised', async () => {
    const { id } = await createTour(ctx.t.app, ctx.callers.creator, { title: 'Overview Tour' });
    const res = await post(
      `/v1/tours/${id}/overview`,
      overviewBody({
        title: 'Overview Tour',
        cancellationPolicy: '<p onclick="x()">Keep<script>alert(1)</script></p>',
        termsAndConditions: '<p>T</p><img src=x onerror=alert(1)>',
        additionalNotes: '<a href="javascript:alert(1)" onmouseover="x">link</a>',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'Draft',
      banner: '/media/2026/01/banner.jpg',
      cancellationPolicy: '<p>Keep</p>',
      termsAndConditions: '<p>T</p>',
      additionalNotes: '<a rel="noopener nofollow">link</a>',
      tourInclusions: [{ description: 'Breakfast' }],
      tourExclusions: [{ description: 'Flights' }],
      isInfluencerTravelling: true,
      commissionType: 'SalesOperations',
    });
    expect((await get(`/v1/tours/${id}/overview`)).json()).toEqual(res.json());
  });

  it('answers every §5 message and changes nothing', async () => {
    const { id } = await createTour(ctx.t.app, ctx.callers.creator, { title: 'Strict Tour' });
    await post(`/v1/tours/${id}/overview`, overviewBody({ title: 'Strict Tour' }));
    const before = (await get(`/v1/tours/${id}/overview`)).json();
    const res = await post(`/v1/tours/${id}/overview`, {
      ...overviewBody(),
      title: '',
      description: '',
      banner: '',
      thumb: 'not a url',
      commissionType: 'Other',
      tourInclusions: [{ description: '' }],
      tourExclusions: [{ description: ' ' }],
    });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title is required' },
        { path: 'description', message: 'Description is required' },
        { path: 'banner', message: 'Banner image is required' },
        { path: 'thumb', message: 'Thumbnail is required' },
        { path: 'commissionType', message: 'Package management type required' },
        { path: 'tourInclusions.0.description', message: 'Description is required' },
        { path: 'tourExclusions.0.description', message: 'Description is required' },
      ]),
    );
    expect((await get(`/v1/tours/${id}/overview`)).json()).toEqual(before);
  });

  it('refuses a cancellation text that contradicts the rule, naming the field and the sentence (ADR 1304)', async () => {
    const { id } = await createTour(ctx.t.app, ctx.callers.creator, { title: 'Promise Tour' });
    await post(`/v1/tours/${id}/overview`, overviewBody({ title: 'Promise Tour' }));
    const before = (await get(`/v1/tours/${id}/overview`)).json();
    const res = await post(
      `/v1/tours/${id}/overview`,
      overviewBody({
        title: 'Promise Tour',
        cancellationPolicy:
          '<p>Book with confidence.</p><p>Free cancellation up to 30 days before departure.</p>',
      }),
    );
    expect(res.statusCode).toBe(400);
    const message =
      '"Free cancellation up to 30 days before departure" contradicts the cancellation rule: 30 days before departure, 40 % is deducted.';
    expect(issues(res)).toEqual([{ path: 'cancellationPolicy', message }]);
    expect(res.json().message).toBe(message);
    expect((await get(`/v1/tours/${id}/overview`)).json()).toEqual(before);

    // Notes that add to the rule (or agree with it) are kept.
    const notes =
      '<p>Airline tickets are non-refundable once issued.</p><p>If the trip does not run, you get a full refund.</p>';
    const ok = await post(
      `/v1/tours/${id}/overview`,
      overviewBody({ title: 'Promise Tour', cancellationPolicy: notes }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().cancellationPolicy).toBe(notes);
  });

  it('recomputes the slug with the title until first published, then keeps it', async () => {
    const tour = await createCompleteTour(ctx.t.app, ctx.t.database.db, ctx.callers.creator, {
      title: 'Slug Tour',
    });
    expect(tour.slug).toBe('slug-tour');
    const renamed = await post(`/v1/tours/${tour.id}/overview`, overviewBody({ title: 'Slug Tour Renamed' }));
    expect(renamed.json().slug).toBe('slug-tour-renamed');
    expect((await post(`/v1/tours/${tour.id}/publish`, { publish: true })).statusCode).toBe(200);
    const after = await post(`/v1/tours/${tour.id}/overview`, overviewBody({ title: 'Another Title' }));
    expect(after.json()).toMatchObject({ slug: 'slug-tour-renamed', title: 'Another Title' });
    // The editor sends an empty JSON object.
    expect((await post(`/v1/tours/${tour.id}/unpublish`, {})).json().status).toBe('Draft');
    const again = await post(`/v1/tours/${tour.id}/overview`, overviewBody({ title: 'Third Title' }));
    expect(again.json().slug).toBe('slug-tour-renamed');
  });
});

describe('destination', () => {
  it('saves places with days and hotels with nights', async () => {
    const { id } = await createTour(ctx.t.app, ctx.callers.creator);
    const res = await post(`/v1/tours/${id}/destination`, {
      tourPackageDestinations: [{ destinationId: ctx.places.placeIds[0], days: '2' }],
      tourHotels: [{ hotelId: ctx.places.hotelIds[0], nights: 1 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tourPackageDestinations: [
        { destinationId: ctx.places.placeIds[0], days: 2, destination: { id: ctx.places.placeIds[0] } },
      ],
      tourHotels: [{ hotelId: ctx.places.hotelIds[0], nights: 1, hotel: { id: ctx.places.hotelIds[0] } }],
    });
    expect((await get(`/v1/tours/${id}/destination`)).json()).toEqual(res.json());
  });

  it('answers "Destination is required" / "Hotel is required" and refuses unknown ids, changing nothing', async () => {
    const { id } = await createTour(ctx.t.app, ctx.callers.creator);
    await post(`/v1/tours/${id}/destination`, destinationBody(ctx.places));
    const before = (await get(`/v1/tours/${id}/destination`)).json();
    const required = await post(`/v1/tours/${id}/destination`, {
      tourPackageDestinations: [{ destinationId: '', days: 1 }],
      tourHotels: [{ nights: 1 }],
    });
    expect(required.statusCode).toBe(400);
    expect(issues(required)).toEqual(
      expect.arrayContaining([
        { path: 'tourPackageDestinations.0.destinationId', message: 'Destination is required' },
        { path: 'tourHotels.0.hotelId', message: 'Hotel is required' },
      ]),
    );
    const unknown = await post(`/v1/tours/${id}/destination`, {
      tourPackageDestinations: [
        { destinationId: ctx.places.placeIds[0], days: 1 },
        { destinationId: randomUUID(), days: 1 },
      ],
      tourHotels: [{ hotelId: 'junk', nights: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(issues(unknown).map((i) => i.path)).toEqual([
      'tourPackageDestinations.1.destinationId',
      'tourHotels.0.hotelId',
    ]);
    expect((await get(`/v1/tours/${id}/destination`)).json()).toEqual(before);
  });
});

describe('ownership', () => {
  const tabs = ['overview', 'destination', 'itinerary', 'pricing', 'availability'] as const;

  it('another creator gets 404 on every endpoint and changes nothing; an admin can do all', async () => {
    const tour = await createCompleteTour(ctx.t.app, ctx.t.database.db, ctx.callers.creator, {
      title: 'Private Tour',
    });
    const snapshot = async () =>
      Promise.all(tabs.map(async (tab) => (await get(`/v1/tours/${tour.id}/${tab}`)).json()));
    const before = await snapshot();
    const rivalDeparture = (await createCompleteTour(ctx.t.app, ctx.t.database.db, ctx.rivalHeaders)).pricing
      .tourPackageDepartures[0]!;
    const bodies = {
      overview: overviewBody({ title: 'Hijacked' }),
      destination: destinationBody(ctx.places),
      itinerary: itineraryBody(ctx.places),
      pricing: pricingBody(),
      availability: {
        tourType: 'SpecificDays',
        tourDates: [{ date: futureDate(9), tourPackageDepartureId: rivalDeparture.id }],
      },
    };
    for (const tab of tabs) {
      const read = await get(`/v1/tours/${tour.id}/${tab}`, ctx.rivalHeaders);
      expect(read.statusCode, tab).toBe(404);
      expect(read.json().message).toBe('Package not found');
      expect((await post(`/v1/tours/${tour.id}/${tab}`, bodies[tab], ctx.rivalHeaders)).statusCode, tab).toBe(
        404,
      );
      expect((await get(`/v1/tours/${tour.id}/${tab}`, ctx.callers.user)).statusCode, tab).toBe(403);
      expect((await get(`/v1/tours/${tour.id}/${tab}`, {})).statusCode, tab).toBe(401);
    }
    expect((await post(`/v1/tours/${tour.id}/publish`, { publish: true }, ctx.rivalHeaders)).statusCode).toBe(
      404,
    );
    expect((await post(`/v1/tours/${tour.id}/unpublish`, undefined, ctx.rivalHeaders)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect((await packageRow(tour.id)).status).toBe('Draft');
    const listed = (await get('/v1/tours?title=private%20tour', ctx.rivalHeaders)).json();
    expect(listed.totalResults).toBe(0);

    for (const tab of tabs) {
      expect((await get(`/v1/tours/${tour.id}/${tab}`, ctx.callers.admin)).statusCode, tab).toBe(200);
    }
    const byAdmin = await post(
      `/v1/tours/${tour.id}/overview`,
      overviewBody({ title: 'Edited by admin' }),
      ctx.callers.admin,
    );
    expect(byAdmin.json()).toMatchObject({
      title: 'Edited by admin',
      creator: { id: ctx.callers.creatorRecord.creator.id },
    });
    expect(
      (await post(`/v1/tours/${tour.id}/publish`, { publish: true }, ctx.callers.admin)).statusCode,
    ).toBe(200);
  });

  it('an unknown or malformed id is 404', async () => {
    expect((await get(`/v1/tours/${randomUUID()}/overview`)).statusCode).toBe(404);
    expect((await get('/v1/tours/not-a-uuid/pricing', ctx.callers.admin)).statusCode).toBe(404);
    expect((await post('/v1/tours/123/publish', { publish: true }, ctx.callers.admin)).statusCode).toBe(404);
    expect(
      (await call(ctx.t.app, ctx.callers.admin, 'PATCH', '/v1/tours/xyz/feature', { featured: true }))
        .statusCode,
    ).toBe(404);
  });
});
