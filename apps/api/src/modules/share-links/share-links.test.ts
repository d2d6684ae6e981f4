import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCreator, type TestCreator } from '../../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../test/roles.ts';
import { book, bookingPayload } from '../../../test/support/bookings.ts';
import { shareLinkFor } from '../../../test/support/share-links.ts';

// Share links (POST /v1/share-links, /go/{code}) and the attribution a booking and a
// lead get from the code they carry — the creator and channel are the link's, never the client's.

const PUBLIC_URL = 'https://wayfarer.example';
let t: TestApp;
let callers: Callers;
let other: TestCreator;
let own: TestPackage;
let others: TestPackage;
let draft: TestPackage;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL, AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  other = await registerCreator(t.app);
  own = await createPublishedPackage(t.app, { creator: callers.creatorRecord });
  others = await createPublishedPackage(t.app, { creator: other });
  draft = await createPublishedPackage(t.app, { creator: other, status: 'Draft' });
});
afterAll(() => t.close());

const post = (payload: object, headers = callers.creator) =>
  t.app.inject({ method: 'POST', url: '/v1/share-links', headers, payload });

describe('POST /v1/share-links', () => {
  it('answers 201 with the code, the absolute short link, the channel and the package', async () => {
    const res = await post({ packageId: own.id, channel: 'instagram' });
    expect(res.statusCode).toBe(201);
    const link = res.json();
    expect(link).toEqual({
      code: expect.stringMatching(/^[A-Za-z0-9]{8}$/),
      url: `${PUBLIC_URL}/go/${link.code}`,
      channel: 'instagram',
      packageId: own.id,
    });
  });

  it('answers the same code for the same package and channel, another for another channel', async () => {
    const first = await shareLinkFor(t.app, callers.creator, own.id, 'youtube');
    const again = await shareLinkFor(t.app, callers.creator, own.id, 'youtube');
    const whatsapp = await shareLinkFor(t.app, callers.creator, own.id, 'whatsapp');
    expect(again.code).toBe(first.code);
    expect(whatsapp.code).not.toBe(first.code);
    // Two at once still make one link.
    const [a, b] = await Promise.all([
      post({ packageId: own.id, channel: 'facebook' }),
      post({ packageId: own.id, channel: 'facebook' }),
    ]);
    expect(a.json().code).toBe(b.json().code);
    const listed = await t.app.inject({
      url: `/v1/share-links?packageId=${own.id}`,
      headers: callers.creator,
    });
    expect(
      listed
        .json()
        .results.map((l: { channel: string }) => l.channel)
        .sort(),
    ).toEqual(['facebook', 'instagram', 'whatsapp', 'youtube'].sort());
  });

  it("serves another creator's published package (a recommendation), not its drafts", async () => {
    expect((await post({ packageId: others.id, channel: 'whatsapp' })).statusCode).toBe(201);
    const refused = await post({ packageId: draft.id, channel: 'whatsapp' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('PACKAGE_NOT_FOUND');
    expect((await post({ packageId: '00000000-0000-4000-8000-000000000000', channel: 'x' })).statusCode).toBe(
      404,
    );
    expect((await post({ packageId: 'not-a-uuid', channel: 'x' })).statusCode).toBe(404);
  });

  it('refuses an unknown channel (400) and anyone but a creator (401, 403)', async () => {
    const bad = await post({ packageId: own.id, channel: 'tiktok' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('channel');
    expect((await post({ packageId: own.id, channel: 'x' }, {})).statusCode).toBe(401);
    expect((await post({ packageId: own.id, channel: 'x' }, callers.user)).statusCode).toBe(403);
    expect((await post({ packageId: own.id, channel: 'x' }, callers.admin)).statusCode).toBe(403);
  });

  it("makes a profile link that leads to the creator's page", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/share-links/profile',
      headers: callers.creator,
      payload: { channel: 'instagram' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().packageId).toBeNull();
    const go = await t.app.inject({ url: `/go/${res.json().code}` });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe(
      `/@${callers.creatorRecord.creator.username}?via=instagram&ref=${res.json().code}`,
    );
  });
});

describe('GET /go/{code}', () => {
  it('redirects (302) to the package page with the channel and the code noted', async () => {
    const link = await shareLinkFor(t.app, callers.creator, own.id, 'instagram');
    const res = await t.app.inject({ url: new URL(link.url).pathname });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/package/${own.slug}?via=instagram&ref=${link.code}`);
    expect(new URL(res.headers.location as string, PUBLIC_URL).pathname).toBe(`/package/${own.slug}`);
  });

  it('answers 404 for an unknown or malformed code', async () => {
    expect((await t.app.inject({ url: '/go/ZZZZZZZZ' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/go/bad' })).statusCode).toBe(404);
  });
});

describe('attribution', () => {
  const detail = async (bookingId: string) => {
    const res = await t.app.inject({ url: `/v1/bookings/${bookingId}`, headers: callers.admin });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('a booking made with a code carries its creator and channel in the admin read', async () => {
    const link = await shareLinkFor(t.app, callers.creator, own.id, 'instagram');
    const created = await book(t.app, bookingPayload(own.id, own.departure.id, { shareCode: link.code }));
    expect(created.statusCode).toBe(201);
    const booking = await detail(created.json().bookingId);
    expect(booking.attribution).toEqual({
      creatorId: callers.creatorRecord.creator.id,
      creatorName: callers.creatorRecord.creator.fullName,
      channel: 'instagram',
    });
    // The package's creator reads it too.
    const asCreator = await t.app.inject({
      url: `/v1/bookings/${created.json().bookingId}`,
      headers: callers.creator,
    });
    expect(asCreator.json().attribution.channel).toBe('instagram');
  });

  it('a recommendation names the recommending creator', async () => {
    const link = await shareLinkFor(t.app, callers.creator, others.id, 'whatsapp');
    const created = await book(
      t.app,
      bookingPayload(others.id, others.departure.id, { shareCode: link.code }),
    );
    const booking = await detail(created.json().bookingId);
    expect(booking.attribution).toMatchObject({
      creatorId: callers.creatorRecord.creator.id,
      channel: 'whatsapp',
    });
    expect(booking.packageCreatorId).toBe(other.creator.id);
  });

  it('none without a code, and an unknown code is ignored (the booking still goes through)', async () => {
    const plain = await book(t.app, bookingPayload(own.id, own.departure.id));
    expect((await detail(plain.json().bookingId)).attribution).toBeNull();
    for (const shareCode of ['ZZZZZZZZ', 'not a code', '']) {
      const res = await book(t.app, bookingPayload(own.id, own.departure.id, { shareCode }));
      expect(res.statusCode, shareCode).toBe(201);
      expect((await detail(res.json().bookingId)).attribution).toBeNull();
    }
  });

  it('never takes a creator or channel from the client', async () => {
    const link = await shareLinkFor(t.app, callers.creator, own.id, 'youtube');
    const forged = await book(
      t.app,
      bookingPayload(own.id, own.departure.id, {
        shareCode: link.code,
        creatorId: other.creator.id,
        channel: 'instagram',
        attribution: { creatorId: other.creator.id, channel: 'instagram' },
        shareLinkId: '00000000-0000-4000-8000-000000000000',
      }),
    );
    expect(forged.statusCode).toBe(201);
    expect((await detail(forged.json().bookingId)).attribution).toMatchObject({
      creatorId: callers.creatorRecord.creator.id,
      channel: 'youtube',
    });
    const withoutCode = await book(
      t.app,
      bookingPayload(own.id, own.departure.id, { creatorId: other.creator.id, channel: 'instagram' }),
    );
    expect((await detail(withoutCode.json().bookingId)).attribution).toBeNull();
  });

  it('an enquiry made with a code shows where it came from on the leads screen', async () => {
    const link = await shareLinkFor(t.app, callers.creator, others.id, 'email');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v1/query',
      payload: { name: 'Asha Rao', phone: '9876543210', packageId: others.id, shareCode: link.code },
    });
    expect(sent.statusCode).toBe(201);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/query',
      payload: { name: 'Ravi Rao', phone: '9876543211', packageId: others.id, shareCode: 'ZZZZZZZZ' },
    });
    expect(unknown.statusCode).toBe(201);
    // The package's creator sees "recommended by" the link's creator, by e-mail.
    const leads = await t.app.inject({ url: '/v1/query/me?search=Rao', headers: bearer(other.token) });
    expect(leads.statusCode).toBe(200);
    const byName = Object.fromEntries(
      leads.json().enquiries.map((l: { name: string; attribution: unknown }) => [l.name, l]),
    );
    expect(byName['Asha Rao'].attribution).toEqual({
      creatorId: callers.creatorRecord.creator.id,
      creatorName: callers.creatorRecord.creator.fullName,
      channel: 'email',
    });
    expect(byName['Asha Rao'].packageCreatorId).toBe(other.creator.id);
    expect(byName['Ravi Rao'].attribution).toBeNull();
  });
});
