import { addDays, firstBookableDate, formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { createPublishedPackage, type TestPackage } from '../package-factory.ts';
import { type Callers, signInCallers } from '../roles.ts';
import { emailJobs, tourDates } from '../../src/db/schema.ts';
import { book, bookingPayload, payPage, urlOf } from './bookings.ts';

// The group-trip tests' package (four dates of 20 seats, a second creator's package beside it)
// and the reads they check it by. One instance per test file: the files share a worker.

/** Decision day (30 days before) well ahead: filling. */
export const FAR = addDays(firstBookableDate(), 60);
/** Decision day already past: at risk. */
export const SOON = addDays(firstBookableDate(), 10);
export const LATER = addDays(firstBookableDate(), 90);
/** Two payments land together on it. */
export const RACE = addDays(firstBookableDate(), 75);

type DateRead = { id: string; date: string; tourPackageDepartureId: string; seats: number };

export class GroupTripSuite {
  t!: TestApp;
  callers!: Callers;
  pkg!: TestPackage;
  /** Another creator's package. */
  other!: TestPackage;
  private travellers = 0;

  async start(): Promise<void> {
    this.t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    this.callers = await signInCallers(this.t.app);
    this.pkg = await createPublishedPackage(this.t.app, {
      creator: this.callers.creatorRecord,
      dates: [FAR, SOON, LATER, RACE].map((date) => ({ date, seats: 20 })),
    });
    this.other = await createPublishedPackage(this.t.app, { dates: [{ date: FAR, seats: 10 }] });
  }

  close(): Promise<void> {
    return this.t.close();
  }

  availability(id = this.pkg.id, headers = this.callers.creator) {
    return this.t.app.inject({ method: 'GET', url: `/v1/tours/${id}/availability`, headers });
  }

  /** Saves the availability tab as read, with these minimums per date (the others none). */
  async setMinimums(minimums: Record<string, unknown>, decisionDaysBefore?: number | string) {
    const read = (await this.availability()).json();
    return this.t.app.inject({
      method: 'POST',
      url: `/v1/tours/${this.pkg.id}/availability`,
      headers: this.callers.creator,
      payload: {
        tourType: read.tourType,
        tourDates: read.TourDate.map((d: DateRead) => ({
          id: d.id,
          date: d.date,
          tourPackageDepartureId: d.tourPackageDepartureId,
          seats: d.seats,
          minTravellers: minimums[d.date] ?? null,
        })),
        ...(decisionDaysBefore !== undefined && { decisionDaysBefore }),
      },
    });
  }

  /** A booking of `adults` on the date, paid in full on the sandbox unless `pay` is false. */
  async paidBooking(date: string, adults = 1, pay = true): Promise<string> {
    this.travellers += 1;
    const created = await book(
      this.t.app,
      bookingPayload(this.pkg.id, this.pkg.departure.id, {
        adults: [adults],
        child: [0],
        travelDate: date,
        paymentType: 'full',
        email: `traveller${this.travellers}@example.com`,
      }),
    );
    expect(created.statusCode).toBe(201);
    if (pay) expect((await payPage(this.t.app, urlOf(created), 'success')).statusCode).toBeLessThan(400);
    return created.json().bookingId as string;
  }

  async bookingRead(id: string) {
    return (await this.t.app.inject({ method: 'GET', url: `/v1/bookings/booking/${id}` })).json();
  }

  async publicDate(date: string) {
    const res = await this.t.app.inject({ method: 'GET', url: `/v1/tours/public/id/${this.pkg.id}` });
    expect(res.statusCode).toBe(200);
    return res.json().TourDate.find((d: { date: string }) => d.date === date);
  }

  async boardRow(date: string) {
    const res = await this.t.app.inject({
      method: 'GET',
      url: `/v1/tours/${this.pkg.id}/departures-board`,
      headers: this.callers.admin,
    });
    expect(res.statusCode).toBe(200);
    return res.json().dates.find((d: { date: string }) => d.date === date);
  }

  confirmedMails(date: string) {
    return this.t.db
      .select()
      .from(emailJobs)
      .where(like(emailJobs.subject, `Your trip on ${formatTravelDate(date)} is confirmed%`));
  }

  atRiskMails(day: string) {
    return this.t.db
      .select()
      .from(emailJobs)
      .where(like(emailJobs.dedupeKey, `trip-at-risk:%:${day}:%`));
  }

  async dateRow(date: string) {
    const rows = await this.t.db
      .select()
      .from(tourDates)
      .where(and(eq(tourDates.packageId, this.pkg.id), eq(tourDates.date, date)));
    return rows[0]!;
  }

  /** The traveller's booking confirmation, queued with the payment. */
  async bookingMail(bookingId: string) {
    const rows = await this.t.db
      .select()
      .from(emailJobs)
      .where(eq(emailJobs.dedupeKey, `confirmation:${bookingId}`));
    return rows[0]!;
  }
}

/** Noon in India on the date: the decision job's clock. */
export const noon = (date: string) => new Date(`${date}T06:30:00Z`);
