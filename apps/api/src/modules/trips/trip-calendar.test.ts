import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../test/roles.ts';
import { asTraveller, book, bookingPayload, manageKeyOf, payPage } from '../../../test/support/bookings.ts';
import { TripsClient } from '../../../test/support/trips.ts';

// ADR 1311: GET /v1/bookings/{id}/calendar.ics and the calendar links.

let t: TestApp;
let callers: Callers;
let pkg: TestPackage;
let client: TripsClient;
const day = addDays(firstBookableDate(), 60);
const otherDay = addDays(firstBookableDate(), 61);

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000', PUBLIC_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  pkg = await createPublishedPackage(t.app, {
    creator: callers.creatorRecord,
    dates: [day, otherDay],
    title: 'Spiti; Valley, Winter \\ Edition — a long road above the clouds to Kaza and Langza',
  });
  client = new TripsClient(t);
});
afterAll(() => t.close());

async function paidBooking(email = 'calendar@example.com') {
  const res = await book(t.app, bookingPayload(pkg.id, pkg.departure.id, { travelDate: day, email }));
  expect(res.statusCode, res.body).toBe(201);
  await payPage(t.app, res.json().data.instrumentResponse.redirectInfo.url, 'success');
  return res.json().bookingId as string;
}

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const linesOf = (ics: string) => unfold(ics).split('\r\n');
const linksOf = async (id: string, headers: Record<string, string> = asTraveller(id)) => {
  const res = await t.app.inject({ url: `/v1/bookings/${id}/calendar`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { icsPath: string; googleUrl: string };
};
const ics = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('the calendar file', () => {
  it('is one all-day event from the travel date to the day after the return date', async () => {
    const id = await paidBooking();
    const { icsPath, googleUrl } = await linksOf(id);
    const { returnDate } = (
      await t.app.inject({ url: `/v1/bookings/${id}/before-you-go`, headers: asTraveller(id) })
    ).json();
    const { bookingNumber } = (await t.app.inject({ url: `/v1/bookings/booking/${id}` })).json();
    const res = await ics(icsPath);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="wayfarer-${bookingNumber}.ics"`);
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = linesOf(res.body);
    const end = addDays(returnDate, 1).replaceAll('-', '');
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:PUBLISH',
        `UID:${id}@wayfarer`,
        'SEQUENCE:0',
        `DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`,
        `DTEND;VALUE=DATE:${end}`,
        'SUMMARY:Spiti\\; Valley\\, Winter \\\\ Edition — a long road above the clouds to Kaza and Langza',
        `DESCRIPTION:Wayfarer booking ${bookingNumber}\\n${t.config.publicUrl}/booking/${id}`,
        `URL:${t.config.publicUrl}/booking/${id}`,
        'STATUS:CONFIRMED',
      ]),
    );
    expect(lines.some((l) => l.startsWith('DTSTAMP:'))).toBe(true);
    // The link back carries no key: the event may be shared.
    expect(res.body).not.toContain(manageKeyOf(id));
    expect(googleUrl).toContain(`&dates=${day.replaceAll('-', '')}/${end}&`);
    expect(new URL(googleUrl).searchParams.get('details')).toBe(
      `Wayfarer booking ${bookingNumber}\n${t.config.publicUrl}/booking/${id}`,
    );
  });

  it('opens with the calendar key, the manage key in the header or a traveller session — nothing else', async () => {
    const id = await paidBooking('calendar.access@example.com');
    const { icsPath } = await linksOf(id);
    const url = `/v1/bookings/${id}/calendar.ics`;
    const refused: [string, string, Record<string, string>][] = [
      ['no key', url, {}],
      ['a wrong key', `${url}?key=${'x'.repeat(43)}`, {}],
      // The manage key itself is not the calendar key: the query never carries a key that acts.
      ['the manage key in the query', `${url}?key=${manageKeyOf(id)}`, {}],
      ['the admin’s token', url, callers.admin],
      ['the creator’s token', url, callers.creator],
    ];
    for (const [who, path, headers] of refused) {
      const res = await ics(path, headers);
      expect(res.statusCode, who).toBe(403);
      expect(res.json(), who).toMatchObject({ error: 'MANAGE_KEY_REQUIRED' });
    }
    expect((await ics(icsPath)).statusCode).toBe(200);
    expect((await ics(url, asTraveller(id))).statusCode).toBe(200);
    const session = await client.signIn('Calendar.Access@example.com');
    expect((await ics(url, session)).statusCode).toBe(200);
    expect((await linksOf(id, session)).icsPath).toBe(icsPath);
    // The calendar key acts on nothing.
    const key = new URL(icsPath, 'http://x').searchParams.get('key')!;
    const act = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${id}/cancellation-request`,
      headers: { 'x-manage-key': key },
      payload: { reason: 'Calendar key' },
    });
    expect(act.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/v1/bookings/${crypto.randomUUID()}/calendar.ics` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ url: `/v1/bookings/${id}/calendar`, headers: callers.admin })).statusCode,
    ).toBe(403);
  });

  it('keeps its SEQUENCE while nothing changes, raises it on a date change, and cancels', async () => {
    const id = await paidBooking('calendar.changes@example.com');
    const { icsPath } = await linksOf(id);
    const sequence = async () => linesOf((await ics(icsPath)).body).find((l) => l.startsWith('SEQUENCE:'));
    expect(await sequence()).toBe('SEQUENCE:0');
    expect(await sequence()).toBe('SEQUENCE:0');
    const moved = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${id}/change-date`,
      headers: asTraveller(id),
      payload: { date: otherDay, departureId: pkg.departure.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = linesOf((await ics(icsPath)).body);
    expect(after).toContain('SEQUENCE:1');
    expect(after).toContain(`DTSTART;VALUE=DATE:${otherDay.replaceAll('-', '')}`);
    expect(await sequence()).toBe('SEQUENCE:1');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${id}/cancel`,
      headers: callers.admin,
      payload: { reason: 'Asked by phone' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = linesOf((await ics(icsPath)).body);
    expect(cancelled).toEqual(
      expect.arrayContaining([
        'METHOD:CANCEL',
        'STATUS:CANCELLED',
        'SEQUENCE:2',
        `UID:${id}@wayfarer`,
        'ATTENDEE;CN="Meera Nair":mailto:calendar.changes@example.com',
      ]),
    );
    expect(cancelled).not.toContain('METHOD:PUBLISH');
  });
});
