import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { type Callers, signInCallers } from '../../../test/roles.ts';

let t: TestApp;
let callers: Callers;
beforeAll(async () => {
  t = await createTestApp();
  callers = await signInCallers(t.app);
  const creatorId = callers.creatorRecord.creator.id;
  for (const status of ['new', 'new', 'followed', 'confirmed'] as const) {
    await createLead(t.database.db, { status, creatorId });
  }
});
afterAll(() => t.close());

describe('GET /v1/admin/stats', () => {
  it('refuses anonymous (401), users and creators (403)', async () => {
    expect((await t.app.inject({ url: '/v1/admin/stats' })).statusCode).toBe(401);
    for (const headers of [callers.user, callers.creator]) {
      expect((await t.app.inject({ url: '/v1/admin/stats', headers })).statusCode).toBe(403);
    }
  });

  it('counts creators, packages by status, leads by status and bookings', async () => {
    const res = await t.app.inject({ url: '/v1/admin/stats', headers: callers.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      creators: 1,
      packages: { draft: 0, pendingReview: 0, published: 0, rejected: 0 },
      leads: { new: 2, followed: 1, cancelled: 0, confirmed: 1, total: 4 },
      bookings: 0,
      margin: { paid: 0, refunded: 0, creatorsShare: 0, platformMargin: 0 },
    });
  });
});
