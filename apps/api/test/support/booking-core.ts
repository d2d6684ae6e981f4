import type { BookingStatus } from '@wayfarer/shared/enums';
import { bookingInstalments } from '@wayfarer/shared/rules/instalments';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  bookings,
  bookingTravellerChanges as travellerChanges,
  paymentAttempts,
} from '../../src/db/schema.ts';

// The booking core's invariants (docs/BOOKING-CORE.md), read straight from the tables after every
// step of the model-based test (booking-core.model.test.ts): true after every transition, whatever
// ran before it or beside it. Not a test file itself.

type Row = Record<string, unknown>;
const rows = async (db: Database, query: ReturnType<typeof sql>): Promise<Row[]> => {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
};
const n = (v: unknown) => Number(v ?? 0);

export async function readStatuses(db: Database, ids: string[]): Promise<Map<string, BookingStatus>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(inArray(bookings.id, ids));
  return new Map(found.map((r) => [r.id, r.status]));
}

/** Every invariant of the core, for one package's bookings; `log` is the steps so far (the message). */
export async function checkInvariants(db: Database, packageId: string, log: string[]): Promise<void> {
  const why = (what: string, found: unknown) =>
    `${what}: ${JSON.stringify(found)}\nafter:\n${log.join('\n')}`;

  // 1. No booking is live on a date the operator cancelled.
  const liveOnCancelled = await rows(
    db,
    sql`select b.id, b.status from bookings b join tour_dates d on d.package_id = b.package_id
      and d.departure_id = b.departure_id and d.date = b.travel_date
      where b.package_id = ${packageId} and d.cancelled_at is not null
        and b.status in ('CONFIRMED', 'CANCELLATION_REQUESTED', 'COMPLETED')`,
  );
  expect(liveOnCancelled, why('live bookings on a cancelled date', liveOnCancelled)).toEqual([]);

  // 2. Seats held or sold never exceed the date's seats.
  const overSold = await rows(
    db,
    sql`select d.id, d.seats, coalesce(sum(h.people), 0)::int as taken from tour_dates d
      left join seat_holds h on h.tour_date_id = d.id and h.status in ('held', 'confirmed')
      where d.package_id = ${packageId} and d.seats is not null
      group by d.id, d.seats having coalesce(sum(h.people), 0) > d.seats`,
  );
  expect(overSold, why('dates sold beyond their seats', overSold)).toEqual([]);

  // 3. paid − refunded is the booking's net money: paid is what its captures took, refunded what its
  //    completed refunds gave back, never more than paid; and the creator's ledger nets to the same,
  //    and so does a recommending creator's referral share.
  const money = await rows(
    db,
    sql`select b.id, b.status, b.paid_paise, b.refunded_paise, b.cancelled_by_operator,
      (select coalesce(sum(a.amount_paise - a.tcs_paise), 0) from payment_attempts a
        where a.booking_id = b.id and a.status = 'PAYMENT_SUCCESS') as captured,
      (select coalesce(sum(r.amount_paise - r.tcs_paise), 0) from refunds r
        where r.booking_id = b.id and r.status = 'COMPLETED') as given,
      (select coalesce(sum(r.amount_paise - r.tcs_paise), 0) from refunds r
        where r.booking_id = b.id and r.status <> 'FAILED') as promised,
      (select coalesce(sum(case when e.kind = 'ACCRUED' then e.base_paise else -e.base_paise end), 0)
        from earnings e where e.booking_id = b.id and e.share = 'creator') as ledger,
      (select coalesce(sum(case when e.kind = 'ACCRUED' then e.base_paise else -e.base_paise end), 0)
        from earnings e where e.booking_id = b.id and e.share = 'referral') as referral_ledger,
      (select count(*) from earnings e where e.booking_id = b.id and e.share = 'referral'
        and (e.creator_id = b.creator_id or e.creator_id is distinct from l.creator_id)) as misdirected,
      (l.creator_id is not null and l.creator_id <> b.creator_id) as recommended
      from bookings b left join share_links l on l.id = b.share_link_id where b.package_id = ${packageId}`,
  );
  for (const b of money) {
    expect(n(b.paid_paise), why('paid is what the captures took', b)).toBe(n(b.captured));
    expect(n(b.refunded_paise), why('refunded is what completed refunds gave', b)).toBe(n(b.given));
    expect(n(b.refunded_paise) <= n(b.paid_paise), why('refunded beyond paid', b)).toBe(true);
    expect(n(b.promised) <= n(b.paid_paise), why('refunds asked beyond paid', b)).toBe(true);
    expect(n(b.ledger), why('the ledger nets to paid − refunded', b)).toBe(
      n(b.paid_paise) - n(b.refunded_paise),
    );
    // A recommendation's referral share follows the same money (accrued with each
    // payment, reversed with each refund), only ever for the link's creator; none otherwise.
    expect(n(b.referral_ledger), why('the referral ledger nets to paid − refunded', b)).toBe(
      b.recommended ? n(b.paid_paise) - n(b.refunded_paise) : 0,
    );
    expect(n(b.misdirected), why('referral rows of anyone but the recommending creator', b)).toBe(0);
    // A booking cancelled by the operator (or whose payment came too late) gives back everything.
    if (b.status === 'CANCELLED' && b.cancelled_by_operator) {
      expect(n(b.promised), why('an operator cancellation refunds everything paid', b)).toBe(n(b.paid_paise));
    }
  }

  // 3a. TCS (ADR 1377) is money held apart from paid: what the captures took beyond paid is the TCS
  //     collected (the booking's whole TCS once its first payment is in, none before), what
  //     completed refunds gave beyond refunded is the TCS refunded, never more than collected;
  //     refunds ask TCS back in proportion, so all of it once everything paid is asked back.
  const tcs = await rows(
    db,
    sql`select b.id, b.status, b.payment_status, b.paid_paise, b.tcs_paise, b.tcs_collected_paise,
      b.tcs_refunded_paise, b.cancelled_by_operator,
      (select coalesce(sum(a.tcs_paise), 0) from payment_attempts a
        where a.booking_id = b.id and a.status = 'PAYMENT_SUCCESS') as tcs_captured,
      (select coalesce(sum(r.tcs_paise), 0) from refunds r
        where r.booking_id = b.id and r.status = 'COMPLETED') as tcs_given,
      (select coalesce(sum(r.tcs_paise), 0) from refunds r
        where r.booking_id = b.id and r.status <> 'FAILED') as tcs_asked,
      (select coalesce(sum(r.amount_paise - r.tcs_paise), 0) from refunds r
        where r.booking_id = b.id and r.status <> 'FAILED') as asked
      from bookings b where b.package_id = ${packageId}`,
  );
  for (const b of tcs) {
    if (n(b.tcs_paise) > 0) tcsChecked += 1;
    expect(n(b.tcs_collected_paise), why('TCS collected is what the captures carried', b)).toBe(
      n(b.tcs_captured),
    );
    expect(n(b.tcs_collected_paise), why('TCS collected whole with the first payment', b)).toBe(
      b.payment_status === 'PAYMENT_SUCCESS' ? n(b.tcs_paise) : 0,
    );
    expect(n(b.tcs_refunded_paise), why('TCS refunded is what completed refunds gave', b)).toBe(
      n(b.tcs_given),
    );
    expect(n(b.tcs_asked) <= n(b.tcs_collected_paise), why('TCS asked back beyond collected', b)).toBe(true);
    if (n(b.paid_paise) > 0 && n(b.asked) === n(b.paid_paise)) {
      expect(n(b.tcs_asked), why('everything paid asked back, and not all its TCS', b)).toBe(
        n(b.tcs_collected_paise),
      );
    }
  }

  // 4. A refund never asks for more than is left of its capture.
  const overRefunded = await rows(
    db,
    sql`select a.id, a.amount_paise, coalesce(sum(r.amount_paise), 0)::int as asked from payment_attempts a
      join bookings b on b.id = a.booking_id
      join refunds r on r.payment_attempt_id = a.id and r.status <> 'FAILED'
      where b.package_id = ${packageId}
      group by a.id, a.amount_paise having coalesce(sum(r.amount_paise), 0) > a.amount_paise`,
  );
  expect(overRefunded, why('captures refunded beyond what they took', overRefunded)).toEqual([]);

  // 5. Money returned on arrival is never announced as a confirmed booking.
  const confirmedAndReturned = await rows(
    db,
    sql`select b.id from bookings b join payment_attempts a on a.booking_id = b.id
      join email_jobs r on r.dedupe_key = 'payment-returned:' || a.id::text
      join email_jobs c on c.dedupe_key = 'confirmation:' || b.id::text
      where b.package_id = ${packageId}`,
  );
  expect(confirmedAndReturned, why('returned payments e-mailed as confirmed', confirmedAndReturned)).toEqual(
    [],
  );

  // 6. What a booking owes is never negative: pending = total − (paid − refunded while live).
  const owed = await rows(
    db,
    sql`select b.id, b.package_amount_paise - b.discount_paise - (b.paid_paise - b.live_refunded_paise) as pending
      from bookings b where b.package_id = ${packageId} and b.status in ('CONFIRMED', 'COMPLETED')
        and b.package_amount_paise - b.discount_paise - (b.paid_paise - b.live_refunded_paise) < 0`,
  );
  expect(owed, why('live bookings holding more than their total', owed)).toEqual([]);

  // 7. Tax documents (with a GSTIN set): once a booking's refunds have settled, its invoices less its
  //    credit notes are the money kept when it ended cancelled, and its total while it is live.
  const docs = await rows(
    db,
    sql`select b.id, b.status, b.paid_paise, b.refunded_paise,
      b.package_amount_paise - b.discount_paise as total,
      (select coalesce(sum(i.total_paise), 0) from tax_invoices i where i.booking_id = b.id) as invoiced,
      (select coalesce(sum(c.amount_paise), 0) from credit_notes c where c.booking_id = b.id) as credited,
      (select count(*) from refunds r where r.booking_id = b.id and r.status = 'PENDING') as unsettled
      from bookings b where b.package_id = ${packageId}
        and exists (select 1 from tax_invoices i where i.booking_id = b.id)`,
  );
  documentsChecked += docs.length;
  for (const d of docs) {
    if (n(d.unsettled) > 0) continue;
    const net = n(d.invoiced) - n(d.credited);
    if (d.status === 'CANCELLED') {
      expect(net, why('a cancelled booking’s documents net to the money kept', d)).toBe(
        n(d.paid_paise) - n(d.refunded_paise),
      );
    } else {
      expect(net, why('a live booking’s documents net to its total', d)).toBe(n(d.total));
    }
  }

  // 8. Document numbers are gapless in each financial year (invoices with their supplementaries, and
  //    credit notes, each their own series).
  for (const table of ['tax_invoices', 'credit_notes'] as const) {
    const gaps = await rows(
      db,
      sql`select financial_year, count(*)::int as n, min(sequence) as lo, max(sequence) as hi
        from ${sql.raw(table)} group by financial_year
        having count(*) <> max(sequence) or min(sequence) <> 1`,
    );
    expect(gaps, why(`${table} numbers with a gap`, gaps)).toEqual([]);
  }

  // 9. An issued document never changes: what it prints is frozen in its snapshot at issue.
  for (const table of ['tax_invoices', 'credit_notes'] as const) {
    const found = await rows(db, sql`select id, snapshot::text as snapshot from ${sql.raw(table)}`);
    for (const doc of found) {
      const id = `${table}:${String(doc.id)}`;
      const seen = issuedSnapshots.get(id);
      if (seen === undefined) issuedSnapshots.set(id, String(doc.snapshot));
      else expect(String(doc.snapshot), why(`${id} changed after it was issued`, doc.id)).toBe(seen);
    }
  }

  // 10. ADR 1365: a booking on an instalment plan carries its plan (and no other booking one); its
  //     instalments sum to its total exactly; the money it holds covers them in order, never more
  //     than there is; and no later payment it opened asked for more than one instalment (of the
  //     plan at the largest total it had, before any traveller was removed).
  const onPlan = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.packageId, packageId),
        sql`(${bookings.paymentType} = 'instalments') <> (${bookings.instalmentPlan} is not null)`,
      ),
    );
  expect(
    onPlan,
    why(
      'a plan without instalments or instalments without a plan',
      onPlan.map((b) => b.id),
    ),
  ).toEqual([]);
  const planned = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.packageId, packageId), eq(bookings.paymentType, 'instalments')));
  for (const b of planned) {
    const states = bookingInstalments(b, new Date());
    const total = Math.max(0, b.packageAmountPaise - b.discountPaise);
    expect(
      states.reduce((sum, i) => sum + i.amountPaise, 0),
      why('instalments summing to the total', b.id),
    ).toBe(total);
    const covered = states.reduce((sum, i) => sum + i.amountPaise - i.owedPaise, 0);
    expect(covered, why('instalments covered by the money held', b.id)).toBe(
      Math.min(total, Math.max(0, b.paidPaise - b.liveRefundedPaise)),
    );
    // A payment is measured against the plan at the largest total the booking ever had: one
    // paid before a traveller was removed was one instalment of the larger total.
    const removals = await db
      .select({ detail: travellerChanges.detail })
      .from(travellerChanges)
      .where(and(eq(travellerChanges.bookingId, b.id), eq(travellerChanges.kind, 'removed')));
    const largestTotal = Math.max(
      total,
      ...removals.map((r) =>
        Number((r.detail as { previousTotalPaise?: number } | null)?.previousTotalPaise ?? 0),
      ),
    );
    const largest = Math.max(
      ...bookingInstalments({ ...b, packageAmountPaise: largestTotal + b.discountPaise }, new Date()).map(
        (i) => i.amountPaise,
      ),
    );
    const later = await db
      .select({ amountPaise: paymentAttempts.amountPaise })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.bookingId, b.id), eq(paymentAttempts.kind, 'balance')));
    for (const a of later)
      expect(a.amountPaise <= largest, why('an instalment payment beyond one instalment', b.id)).toBe(true);
  }
}

/** Each document's snapshot as first seen (the documents of one test file's app). */
const issuedSnapshots = new Map<string, string>();

/** How many booking documents the invariants have looked at (a run that issued none proves nothing). */
export let documentsChecked = 0;
/** How many looks at bookings that carry TCS (ADR 1377) the invariants took. */
export let tcsChecked = 0;
