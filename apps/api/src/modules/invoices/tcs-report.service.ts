import { TCS_LABEL } from '@wayfarer/shared/rules/tcs';
import { indiaMidnight, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import type { Database } from '../../db/client.ts';
import { csvLine } from '../../lib/csv.ts';
import { listTcsCollected, listTcsRefunded } from './tcs-report.repository.ts';

// GET /v1/admin/tcs-report.csv?month=YYYY-MM (ADMIN; ADR 1377): what the TCS return (Form 27EQ,
// collection code for overseas tour packages) needs for a month, India time: each payment that
// carried TCS (the buyer's PAN and name, the booking, the amount received towards the package,
// the TCS, the date), each refund that gave TCS back as a negative row, then the month's net.

const HEADER = ['Date', 'Booking', 'Name', 'PAN', 'Entry', 'Amount (INR)', `${TCS_LABEL} (INR)`];

const rupees = (paise: number) => ({ raw: (paise / 100).toFixed(2) });

/** [from, to) of a YYYY-MM month in India time. */
function monthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from: indiaMidnight(`${month}-01`), to: indiaMidnight(next) };
}

/** The month's TCS report as CSV text. */
export async function tcsReportCsv(db: Database, month: string): Promise<string> {
  const { from, to } = monthRange(month);
  const [collected, refunded] = await Promise.all([
    listTcsCollected(db, from, to),
    listTcsRefunded(db, from, to),
  ]);
  const lines = [csvLine(HEADER)];
  let amountPaise = 0;
  let tcsPaise = 0;
  for (const row of collected) {
    const amount = row.amountPaise - row.tcsPaise;
    amountPaise += amount;
    tcsPaise += row.tcsPaise;
    lines.push(
      csvLine([
        { raw: todayInIndia(row.at) },
        row.bookingNumber,
        row.name,
        row.pan ?? '',
        'Collected',
        rupees(amount),
        rupees(row.tcsPaise),
      ]),
    );
  }
  for (const row of refunded) {
    const amount = row.amountPaise - row.tcsPaise;
    amountPaise -= amount;
    tcsPaise -= row.tcsPaise;
    lines.push(
      csvLine([
        { raw: todayInIndia(row.at) },
        row.bookingNumber,
        row.name,
        row.pan ?? '',
        'Refunded',
        rupees(-amount),
        rupees(-row.tcsPaise),
      ]),
    );
  }
  lines.push(csvLine(['Total', '', '', '', '', rupees(amountPaise), rupees(tcsPaise)]));
  return lines.join('');
}
