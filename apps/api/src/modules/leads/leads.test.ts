import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead, registerCreator, type TestCreator } from '../../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { type Callers, signInCallers } from '../../../test/roles.ts';
import { leads } from '../../db/schema.ts';

let t: TestApp;
let callers: Callers;
let other: TestCreator;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  callers = await signInCallers(t.app);
  other = await registerCreator(t.app, { fullName: 'Other Creator' });
  const mine = callers.creatorRecord.creator.id;
  const db = t.database.db;
  // 12 leads for "mine" (two pages), 2 for the other creator, 1 addressed to nobody.
  for (let i = 0; i < 12; i++) {
    await createLead(db, {
      name: `Guest ${i}`,
      email: `guest${i}@example.com`,
      phone: `91000000${String(i).padStart(2, '0')}`,
      creatorId: mine,
      status: i % 3 === 0 ? 'followed' : 'new',
      createdAt: minutesAgo(100 - i),
    });
  }
  await createLead(db, {
    name: 'Priya Nair',
    email: 'priya@mail.example',
    creatorId: other.creator.id,
    createdAt: minutesAgo(5),
  });
  await createLead(db, {
    name: 'Arjun Rao',
    phone: '9988776655',
    creatorId: other.creator.id,
    status: 'confirmed',
  });
  await createLead(db, { name: 'Walk In', creatorId: null, createdAt: minutesAgo(200) });
});
afterAll(() => t.close());

const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ url: `/v1/query/me${query}`, headers });
const patch = (id: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/v1/query/${id}`, headers, payload });
const statusOf = async (id: string) =>
  (await t.database.db.select().from(leads).where(eq(leads.id, id)))[0]!.status;

describe('GET /v1/query/me', () => {
  it('refuses anonymous (401) and a signed-in user without a creator record (403)', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await list(callers.user)).statusCode).toBe(403);
  });

  it('shows an admin every lead, newest first, 10 a page, with its creator', async () => {
    const res = await list(callers.admin, '?page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, limit: 10, totalResults: 15, totalPages: 2 });
    expect(body.enquiries).toHaveLength(10);
    expect(body.enquiries[0]).toEqual({
      enquiryId: expect.any(String),
      name: 'Arjun Rao',
      email: 'ravi@example.com',
      phone: '9988776655',
      message: 'Hello',
      createdAt: expect.any(String),
      status: 'confirmed',
      package: null,
      creator: { id: other.creator.id, fullName: 'Other Creator', username: other.creator.username },
      // Sent with no creator link behind it.
      attribution: null,
      packageCreatorId: null,
      // Not made into a booking by an admin (ADR 1360).
      booking: null,
    });
    const times = body.enquiries.map((l: { createdAt: string }) => Date.parse(l.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const last = (await list(callers.admin, '?page=2')).json().enquiries;
    expect(last.at(-1)).toMatchObject({ name: 'Walk In', creator: null });
  });

  it('shows a creator only its own leads', async () => {
    const body = (await list(callers.creator, '?page=1&search=&status=')).json();
    expect(body.totalResults).toBe(12);
    const page2 = (await list(callers.creator, '?page=2')).json();
    const all = [...body.enquiries, ...page2.enquiries];
    expect(all).toHaveLength(12);
    expect(
      all.every((l: { creator: { id: string } }) => l.creator.id === callers.creatorRecord.creator.id),
    ).toBe(true);
    expect((await list(bearer(other.token))).json().totalResults).toBe(2);
  });

  it('filters by status and searches name, e-mail and phone in any case', async () => {
    expect((await list(callers.creator, '?status=followed')).json().totalResults).toBe(4);
    expect(
      (await list(callers.admin, '?status=confirmed')).json().enquiries.map((l: { name: string }) => l.name),
    ).toEqual(['Arjun Rao']);
    expect((await list(callers.admin, '?search=PRIYA')).json().totalResults).toBe(1);
    expect((await list(callers.admin, '?search=mail.example')).json().totalResults).toBe(1);
    expect((await list(callers.admin, '?search=99887')).json().totalResults).toBe(1);
    expect((await list(callers.creator, '?search=guest1')).json().totalResults).toBe(3);
    expect((await list(callers.creator, '?search=priya')).json().totalResults).toBe(0);
    expect((await list(callers.creator, '?search=guest1&status=followed')).json().totalResults).toBe(0);
    expect((await list(callers.admin, '?status=lost')).statusCode).toBe(400);
  });
});

describe('PATCH /v1/query/{id}', () => {
  it('lets a creator move its own lead through the statuses', async () => {
    const lead = (await list(callers.creator)).json().enquiries[0];
    for (const status of ['followed', 'cancelled', 'confirmed', 'new']) {
      const res = await patch(lead.enquiryId, callers.creator, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ enquiryId: lead.enquiryId, status });
      expect(await statusOf(lead.enquiryId)).toBe(status);
    }
  });

  it('lets an admin change any lead', async () => {
    const lead = (await list(bearer(other.token))).json().enquiries[0];
    expect((await patch(lead.enquiryId, callers.admin, { status: 'followed' })).statusCode).toBe(200);
    expect(await statusOf(lead.enquiryId)).toBe('followed');
  });

  it('answers another creator 404 and changes nothing; refuses anonymous, users and bad statuses', async () => {
    const lead = (await list(bearer(other.token))).json().enquiries[0];
    const before = await statusOf(lead.enquiryId);
    const res = await patch(lead.enquiryId, callers.creator, { status: 'cancelled' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, error: 'LEAD_NOT_FOUND', message: 'Lead not found' });
    expect((await patch(lead.enquiryId, {}, { status: 'cancelled' })).statusCode).toBe(401);
    expect((await patch(lead.enquiryId, callers.user, { status: 'cancelled' })).statusCode).toBe(403);
    const bad = await patch(lead.enquiryId, callers.admin, { status: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be one of new, followed, cancelled, confirmed');
    expect(await statusOf(lead.enquiryId)).toBe(before);
    expect((await patch(randomUUID(), callers.admin, { status: 'new' })).statusCode).toBe(404);
  });
});
