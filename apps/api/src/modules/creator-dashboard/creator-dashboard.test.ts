import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCreator, type TestCreator } from '../../../test/factories.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../../test/helpers.ts';
import { leads } from '../../db/schema.ts';

let t: TestApp;
let creator: TestCreator;
let rival: TestCreator;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  creator = await registerCreator(t.app);
  rival = await registerCreator(t.app);
});
afterAll(() => t.close());

const enquiry = { name: 'Ravi', email: 'ravi@example.com', phone: '9123456789', message: 'Bali in May?' };
const sendEnquiry = (extra: object = {}) =>
  t.app.inject({ method: 'POST', url: '/v1/query', payload: { ...enquiry, ...extra } });
const dashboard = (token?: string) =>
  t.app.inject({ method: 'POST', url: '/v1/creators/dashboard', ...(token && { headers: bearer(token) }) });

describe('enquiries addressed to a creator', () => {
  it('keeps a creatorId that names a creator, in any case of the UUID', async () => {
    const res = await sendEnquiry({ creatorId: creator.creator.id.toUpperCase(), packageId: randomUUID() });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, res.json().id));
    // The UUID column stores its canonical (lower-case) form; an unknown package id is dropped.
    expect(row).toMatchObject({ creatorId: creator.creator.id, packageId: null });
    expect(res.json().creatorId).toBe(creator.creator.id);
  });
});

describe('POST /v1/creators/dashboard', () => {
  it('answers 401 anonymous and 403 without a creator', async () => {
    expect((await dashboard()).statusCode).toBe(401);
    const user = await registerUser(t.app);
    const res = await dashboard(user.tokens.access.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Complete your creator profile first');
  });

  it('counts the leads addressed to this creator only', async () => {
    const before = (await dashboard(creator.token)).json();
    await sendEnquiry({ creatorId: creator.creator.id });
    await sendEnquiry({ creatorId: creator.creator.id });
    await sendEnquiry({ creatorId: rival.creator.id });
    await sendEnquiry();
    await sendEnquiry({ creatorId: randomUUID() });
    const res = await dashboard(creator.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      atRiskDates: [],
      totalQueries: before.totalQueries + 2,
      // This creator has no packages and no bookings yet (tours-links and bookings tests count them).
      totalTourPackages: 0,
      pendingTourPackages: 0,
      publishedTourPackages: 0,
      totalBookings: 0,
      totalRevenue: 0,
      recentSales: [],
      monthlyRevenue: expect.any(Array),
      grossBooked: 0,
      collected: 0,
      outstanding: 0,
      unpaidAfterTravel: 0,
      refunds: 0,
      // The two enquiries addressed to it; none became a paid booking of its packages.
      leadConversion: { leads: before.totalQueries + 2, converted: 0, percent: 0 },
      packagesByStatus: { draft: 0, pendingReview: 0, published: 0, rejected: 0 },
    });
    expect((await dashboard(rival.token)).json().totalQueries).toBe(1);
  });
});
