import { createHash } from 'node:crypto';
import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../test/roles.ts';
import { emailJobs, travellerSessions, travellerSignInLinks } from '../../db/schema.ts';
import { book, bookingPayload } from '../../../test/support/bookings.ts';
import { sessionCookie, signInMarkCookie } from '../traveller-sessions/index.ts';
import { signInWith, TripsClient } from '../../../test/support/trips.ts';

// ADR 1310: "My trips" sign-in by an e-mailed one-time link. The app's clock is the
// test's, so a link's 15 minutes and a session's 7 days pass without waiting.

let t: TestApp;
let callers: Callers;
let pkg: TestPackage;
let client: TripsClient;
let now = new Date();
const day = addDays(firstBookableDate(), 40);

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '6', PUBLIC_RATE_LIMIT: '1000' }, { clock: () => now });
  callers = await signInCallers(t.app);
  pkg = await createPublishedPackage(t.app, { creator: callers.creatorRecord, dates: [day] });
  client = new TripsClient(t);
});
afterAll(() => t.close());

async function bookWith(email: string) {
  const res = await book(t.app, bookingPayload(pkg.id, pkg.departure.id, { travelDate: day, email }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().bookingId as string;
}

const jobsTo = (email: string) => t.db.select().from(emailJobs).where(eq(emailJobs.to, email));

describe('asking for a link', () => {
  it('answers the same, before any work, whether or not the address has bookings', async () => {
    await bookWith('Same.Answer@Example.com');
    const held: (() => Promise<unknown>)[] = [];
    const run = vi.spyOn(t.app.background, 'run').mockImplementation((_name, task) => {
      held.push(task);
    });
    let known: Awaited<ReturnType<TripsClient['askLink']>>;
    let unknown: Awaited<ReturnType<TripsClient['askLink']>>;
    try {
      known = await client.askLink('same.answer@example.com');
      unknown = await client.askLink('nobody.here@example.com');
    } finally {
      run.mockRestore();
    }
    expect(held).toHaveLength(2);
    expect(await t.db.select().from(travellerSignInLinks)).toHaveLength(0);
    const sameParts = (res: typeof known) => {
      const {
        date: _date,
        'x-ratelimit-remaining': _remaining,
        'x-ratelimit-reset': _reset,
        ...headers
      } = res.headers;
      return { status: res.statusCode, headers, body: res.body };
    };
    expect(sameParts(known)).toEqual(sameParts(unknown));
    expect(known.statusCode).toBe(204);
    await Promise.all(held.map((task) => task()));
    // Only the address with bookings gets an e-mail (and a link).
    expect(await jobsTo('same.answer@example.com')).toHaveLength(1);
    expect(await jobsTo('nobody.here@example.com')).toHaveLength(0);
    expect(await t.db.select().from(travellerSignInLinks)).toHaveLength(1);
  });

  it('stores only the hash of the token, valid 15 minutes by the app’s clock', async () => {
    await bookWith('hash.only@example.com');
    const token = await client.linkTokenFor('Hash.Only@example.com');
    const rows = await t.db
      .select()
      .from(travellerSignInLinks)
      .where(eq(travellerSignInLinks.email, 'hash.only@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - now.getTime()).toBe(15 * 60_000);
    const [job] = await jobsTo('hash.only@example.com');
    expect(job!.subject).toBe('Your sign-in link for My trips on Wayfarer');
    expect(job!.text).toContain(`/trips/sign-in?token=${token}`);
  });

  it('refuses a malformed address with 400 and writes nothing', async () => {
    const res = await client.askLink('not-an-address');
    expect(res.statusCode).toBe(400);
    await t.app.background.idle();
    expect(await jobsTo('not-an-address')).toHaveLength(0);
  });

  it('limits links per address (5 an hour, any letter case, any IP) and per IP', async () => {
    await bookWith('limited@example.com');
    const spellings = ['limited@example.com', 'LIMITED@example.com', 'Limited@Example.com'];
    for (let i = 0; i < 5; i += 1) {
      const res = await client.askLink(spellings[i % 3]!, `10.9.0.${i + 1}`);
      expect(res.statusCode, `request ${i + 1}`).toBe(204);
    }
    const sixth = await client.askLink('limited@example.com', '10.9.0.99');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error: 'RATE_LIMITED' });
    await t.app.background.idle();
    expect(await jobsTo('limited@example.com')).toHaveLength(5);
    // Another address is not held back by it.
    expect((await client.askLink('other.address@example.com', '10.9.0.98')).statusCode).toBe(204);
    // Per IP (AUTH_RATE_LIMIT, 6 here): the seventh request from one address in a minute.
    const ip = '10.8.0.1';
    for (let i = 0; i < 6; i += 1) {
      expect((await client.askLink(`ip.limit.${i}@example.com`, ip)).statusCode).toBe(204);
    }
    expect((await client.askLink('ip.limit.last@example.com', ip)).statusCode).toBe(429);
  });
});

describe('opening the link', () => {
  it('signs in once: a second opening is refused, the first session stays', async () => {
    await bookWith('once@example.com');
    const token = await client.linkTokenFor('once@example.com');
    const first = await client.openLink(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ email: 'once@example.com' });
    const [cookie = '', mark] = first.headers['set-cookie'] as string[];
    expect(cookie).toMatch(/^wayfarer_traveller=[A-Za-z0-9_-]{43}; Max-Age=604800; /);
    // Beside it, the mark the page server reads (ADR 1393): no secret, every path, as long.
    expect(mark).toBe('wayfarer_trips_signed_in=1; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/v1');
    expect(cookie).not.toContain('Secure');
    const again = await client.openLink(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'INVALID_LINK' });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect((await client.trips(signInWith(first))).statusCode).toBe(200);
    // Stored hashed too.
    const token2 = cookie.split(';')[0]!.split('=')[1]!;
    const sessions = await t.db.select().from(travellerSessions);
    expect(sessions.map((s) => s.tokenHash)).toContain(createHash('sha256').update(token2).digest('hex'));
    expect(JSON.stringify(sessions)).not.toContain(token2);
  });

  it('the cookie is Secure over HTTPS only: a forwarded protocol counts only through TRUST_PROXY', async () => {
    expect(sessionCookie('x'.repeat(43), 60, true)).toContain('; Secure');
    expect(sessionCookie('x'.repeat(43), 60, false)).not.toContain('Secure');
    await bookWith('secure@example.com');
    const token = await client.linkTokenFor('secure@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/trips/session',
      payload: { token },
      remoteAddress: '10.7.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    // No TRUST_PROXY here: the forwarded protocol does not count, the connection was plain.
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).not.toContain('Secure');
    expect(signInMarkCookie(60, true)).toContain('; Secure');
  });

  it('expires after 15 minutes (the app’s clock), unused', async () => {
    await bookWith('late@example.com');
    const token = await client.linkTokenFor('late@example.com');
    const start = now;
    try {
      now = new Date(start.getTime() + 15 * 60_000 + 1000);
      const res = await client.openLink(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'INVALID_LINK' });
      // A link opened within its 15 minutes works.
      now = start;
      const fresh = await client.linkTokenFor('late@example.com');
      now = new Date(start.getTime() + 14 * 60_000);
      expect((await client.openLink(fresh)).statusCode).toBe(200);
    } finally {
      now = start;
    }
  });

  it('refuses a made-up token', async () => {
    for (const token of ['x'.repeat(43), 'nope', ' ']) {
      const res = await client.openLink(token);
      expect(res.statusCode, token).toBe(400);
    }
  });
});

describe('the session', () => {
  it('lasts 7 days by the app’s clock, then "My trips" asks to sign in again', async () => {
    await bookWith('week@example.com');
    const session = signInWith(await client.openLink(await client.linkTokenFor('week@example.com')));
    const start = now;
    try {
      now = new Date(start.getTime() + 7 * 24 * 60 * 60_000 - 1000);
      const lastSecond = await client.trips(session);
      expect(lastSecond.statusCode).toBe(200);
      // A browser without the page server's mark gets it again, for the rest of the session (ADR 1393).
      expect(lastSecond.headers['set-cookie']).toBe(
        'wayfarer_trips_signed_in=1; Max-Age=1; Path=/; HttpOnly; SameSite=Lax',
      );
      const marked = { cookie: `${session.cookie}; wayfarer_trips_signed_in=1` };
      expect((await client.trips(marked)).headers['set-cookie']).toBeUndefined();
      now = new Date(start.getTime() + 7 * 24 * 60 * 60_000 + 1000);
      const late = await client.trips(session);
      expect(late.statusCode).toBe(401);
      expect(late.json()).toMatchObject({ error: 'TRAVELLER_SIGN_IN_REQUIRED' });
      // The page server forgets the session too: /trips is rendered signed out again (ADR 1393).
      expect(late.headers['set-cookie']).toBe(
        'wayfarer_trips_signed_in=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      );
    } finally {
      now = start;
    }
  });

  it('sign-out ends it for good: the cookie is cleared and the old one no longer works', async () => {
    await bookWith('leaving@example.com');
    const session = signInWith(await client.openLink(await client.linkTokenFor('leaving@example.com')));
    expect((await client.trips(session)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'DELETE', url: '/v1/trips/session', headers: session });
    expect(out.statusCode).toBe(204);
    const [cleared, clearedMark] = out.headers['set-cookie'] as string[];
    expect(cleared).toMatch(/^wayfarer_traveller=; Max-Age=0; Path=\/v1; HttpOnly/);
    expect(clearedMark).toBe('wayfarer_trips_signed_in=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect((await client.trips(session)).statusCode).toBe(401);
    // Signing out without a session is no error.
    expect((await t.app.inject({ method: 'DELETE', url: '/v1/trips/session' })).statusCode).toBe(204);
  });

  it('staff tokens open no traveller route; a traveller session opens no staff route', async () => {
    await bookWith('apart@example.com');
    const session = signInWith(await client.openLink(await client.linkTokenFor('apart@example.com')));
    for (const [who, headers] of [
      ['admin', callers.admin],
      ['creator', callers.creator],
      ['user', callers.user],
      ['nobody', {}],
    ] as const) {
      const res = await client.trips(headers);
      expect(res.statusCode, who).toBe(401);
      expect(res.json(), who).toMatchObject({ error: 'TRAVELLER_SIGN_IN_REQUIRED' });
      expect(res.body, who).not.toContain('apart@example.com');
    }
    for (const url of ['/v1/bookings', '/v1/user', '/v1/admin/stats', '/v1/bookings/export.csv']) {
      const res = await t.app.inject({ url, headers: session });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
