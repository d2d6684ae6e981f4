import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { leads } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = { name: 'Ravi', email: 'ravi@example.com', phone: '9123456789', message: 'Bali in May?' };
const send = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/query', payload });

describe('POST /v1/query', () => {
  it('stores the enquiry as a lead with status "new" (anyone, no token)', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ ...valid, status: 'new', creatorId: null, packageId: null });
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, body.id));
    expect(row).toMatchObject({ ...valid, status: 'new' });
  });

  it('accepts the phone as a number and any e-mail text (spec 000 §5: no format check)', async () => {
    const res = await send({ ...valid, phone: 5123456789, email: 'not really an e-mail' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ phone: '5123456789', email: 'not really an e-mail' });
  });

  it('answers "Name is required"', async () => {
    const res = await send({ ...valid, name: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      error: 'VALIDATION_FAILED',
      message: 'Name is required',
      errors: [{ path: 'name', message: 'Name is required' }],
    });
  });

  it.each(['4123456789', '912345678', '91234567890', '9123-45678', 4123456789])(
    'answers "Invalid phone number" for %j',
    async (phone) => {
      const res = await send({ ...valid, phone });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: 'Invalid phone number' });
    },
  );

  it('drops a creatorId or packageId that matches nothing, and still stores the lead', async () => {
    for (const ids of [
      { creatorId: randomUUID(), packageId: randomUUID() },
      { creatorId: 'stale-id-from-local-storage', packageId: 42 },
    ]) {
      const res = await send({ ...valid, ...ids });
      expect(res.statusCode).toBe(201);
      const [row] = await t.database.db.select().from(leads).where(eq(leads.id, res.json().id));
      expect(row).toMatchObject({ creatorId: null, packageId: null });
    }
  });
});
