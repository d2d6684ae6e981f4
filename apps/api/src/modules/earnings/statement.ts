import { earningStatusLabels } from '@wayfarer/shared/enums';
import { ratePercent } from '@wayfarer/shared/rules/commission';
import { addDays, indiaMidnight, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { csvField } from '../../lib/csv.ts';
import { listStatementBatch } from './earnings.repository.ts';
import type { EarningsDeps } from './earnings.service.ts';

// GET /v1/earnings/me/statement.csv: the creator's ledger rows created between two India dates,
// oldest first, streamed in batches (a statement of years of rows never sits in memory).

const BATCH = 500;
const HEADER = [
  'Date',
  'Booking',
  'Package',
  'Travel date',
  'Kind',
  'Base (INR)',
  'Rate (%)',
  'Amount (INR)',
  'Status',
  // 'creator' (the package's own creator) or 'referral' (a recommendation's share).
  'Share',
];

const rupees = (paise: number) => (paise / 100).toFixed(2);
/** India midnight starting `date`. */

export async function* statementCsv(
  deps: EarningsDeps,
  creatorId: string,
  range: { from?: string; to?: string },
): AsyncGenerator<string> {
  const filter = {
    creatorId,
    today: todayInIndia(deps.clock()),
    from: range.from ? indiaMidnight(range.from) : undefined,
    to: range.to ? indiaMidnight(addDays(range.to, 1)) : undefined,
  };
  yield `${HEADER.join(',')}\r\n`;
  let after: { cursor: string; id: string } | undefined;
  for (;;) {
    const rows = await listStatementBatch(deps.db, filter, after, BATCH);
    if (rows.length === 0) return;
    yield rows
      .map((r) =>
        [
          csvField(todayInIndia(r.createdAt), false),
          csvField(r.bookingNumber),
          csvField(r.packageTitle),
          csvField(r.travelDate, false),
          csvField(r.kind, false),
          csvField(rupees(r.basePaise), false),
          csvField(ratePercent(r.rateBp), false),
          csvField(rupees(r.amountPaise), false),
          csvField(earningStatusLabels[r.status], false),
          csvField(r.share, false),
        ].join(','),
      )
      .map((line) => `${line}\r\n`)
      .join('');
    const last = rows.at(-1)!;
    after = { cursor: last.cursor, id: last.id };
    if (rows.length < BATCH) return;
  }
}
