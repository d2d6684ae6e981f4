import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCreator, type TestCreator } from '../../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { type Callers, signInCallers } from '../../../test/roles.ts';
import { call, createCompleteTour, createTour } from '../../../test/tour-factory.ts';
import { leads } from '../../db/schema.ts';

// What other modules read from packages: dashboard counts, leads about a package, admin stats,
// and deletes of places and hotels a package uses.

let t: TestApp;
let callers: Callers;
let rival: TestCreator;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  rival = await registerCreator(t.app);
});
afterAll(() => t.close());

const sendEnquiry = (extra: object) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/query',
    payload: { name: 'Ravi', email: 'ravi@example.com', phone: '9123456789', message: 'May?', ...extra },
  });

describe('packages seen from other modules', () => {
  it('counts a creator’s packages (pending = waiting for review) and the admin’s per status', async () => {
    const published = await createCompleteTour(t.app, t.database.db, callers.creator);
    await call(t.app, callers.creator, 'POST', `/v1/tours/${published.id}/publish`, { publish: true });
    await createTour(t.app, callers.creator);
    const rejected = await createTour(t.app, callers.creator);
    await call(t.app, callers.admin, 'POST', `/v1/tours/${rejected.id}/reject`, { reason: 'No' });
    await createTour(t.app, bearer(rival.token));

    const dashboard = await call(t.app, callers.creator, 'POST', '/v1/creators/dashboard');
    expect(dashboard.json()).toMatchObject({
      totalTourPackages: 3,
      pendingTourPackages: 0,
      publishedTourPackages: 1,
    });
    const stats = await call(t.app, callers.admin, 'GET', '/v1/admin/stats');
    expect(stats.json().packages).toEqual({ draft: 2, pendingReview: 0, published: 1, rejected: 1 });
  });

  it('links a lead to an existing package, addresses it to the package’s creator, and lists it with the package', async () => {
    const tour = await createTour(t.app, bearer(rival.token), { title: 'Lead Magnet' });
    const res = await sendEnquiry({ packageId: tour.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ packageId: tour.id, creatorId: rival.creator.id });
    const stale = await sendEnquiry({ packageId: randomUUID(), creatorId: callers.creatorRecord.creator.id });
    expect(stale.json()).toMatchObject({ packageId: null, creatorId: callers.creatorRecord.creator.id });

    // A lead about the package but addressed to nobody is still the package creator's.
    const [orphan] = await t.database.db
      .insert(leads)
      .values({ name: 'Anu', email: 'anu@example.com', phone: '9123456780', message: '', packageId: tour.id })
      .returning();
    const inbox = await call(t.app, bearer(rival.token), 'GET', '/v1/query/me');
    const rows = inbox.json().enquiries as { enquiryId: string; package: unknown }[];
    expect(rows.map((r) => r.enquiryId)).toEqual(expect.arrayContaining([res.json().id, orphan!.id]));
    expect(rows.find((r) => r.enquiryId === orphan!.id)!.package).toEqual({
      id: tour.id,
      title: 'Lead Magnet',
      slug: tour.slug,
    });
    const dashboard = await call(t.app, bearer(rival.token), 'POST', '/v1/creators/dashboard');
    expect(dashboard.json().totalQueries).toBe(2);
    const others = await call(t.app, callers.creator, 'GET', '/v1/query/me');
    expect(others.json().enquiries.map((r: { enquiryId: string }) => r.enquiryId)).not.toContain(orphan!.id);
    const changed = await call(t.app, bearer(rival.token), 'PATCH', `/v1/query/${orphan!.id}`, {
      status: 'followed',
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.database.db.select().from(leads).where(eq(leads.id, orphan!.id)))[0]!.status).toBe(
      'followed',
    );
  });

  it('refuses (409) deleting a place or hotel a package uses', async () => {
    const tour = await createCompleteTour(t.app, t.database.db, callers.creator);
    const [withHotel, packageOnly] = tour.places.placeIds;
    const place = await call(t.app, callers.admin, 'DELETE', `/v1/destinations/${packageOnly}`);
    expect(place.statusCode).toBe(409);
    expect(place.json()).toEqual({ code: 409, error: 'IN_USE', message: 'This place is used by 1 package' });
    const other = await call(t.app, callers.admin, 'DELETE', `/v1/destinations/${withHotel}`);
    expect(other.json().message).toBe('This place is used by 1 hotel and 1 package');
    const hotel = await call(t.app, callers.admin, 'DELETE', `/v1/hotels/${tour.places.hotelIds[0]}`);
    expect(hotel.statusCode).toBe(409);
    expect(hotel.json()).toEqual({ code: 409, error: 'IN_USE', message: 'This hotel is used by 1 package' });
  });
});
