import { formatPaise } from '@wayfarer/shared/rules/money';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';

/** The figures the traveller saw, and the server's, when POST /v1/bookings answered 409. */
export type PriceChange = {
  before: { packagePaise: number; discountPaise: number; totalPaise: number };
  after: { packagePaise: number; discountPaise: number; totalPaise: number };
};

const rows = [
  { key: 'packagePaise', label: 'Package amount' },
  { key: 'discountPaise', label: 'Discount' },
  { key: 'totalPaise', label: 'Total' },
] as const;

/** Says which amounts changed (was, now), so the traveller knows what Pay now means. */
export function PriceChangeNotice({ change }: { change: PriceChange }) {
  const changed = rows.filter((row) => change.before[row.key] !== change.after[row.key]);
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="font-medium">{bookingMessages.priceChanged}</p>
      {changed.length > 0 && (
        <ul className="grid gap-1" aria-label="What changed">
          {changed.map((row) => (
            <li key={row.key}>
              {row.label}: was {formatPaise(change.before[row.key])}, now{' '}
              <strong>{formatPaise(change.after[row.key])}</strong>
            </li>
          ))}
        </ul>
      )}
      <p>The summary shows the current prices. Press Pay again to continue.</p>
    </div>
  );
}
