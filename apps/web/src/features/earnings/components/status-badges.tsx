import { type EarningStatus, earningStatusLabels, type PayoutStatus } from '@wayfarer/shared/enums';
import { payoutStatusLabels } from '../utils/earnings-format';

// Tailwind's 100 and 800 shades, inline like the booking badges.
const grey = { backgroundColor: '#f4f4f5', color: '#27272a' };
const amber = { backgroundColor: '#ffedd5', color: '#9a3412' };
const blue = { backgroundColor: '#dbeafe', color: '#1e40af' };
const green = { backgroundColor: '#dcfce7', color: '#166534' };
const red = { backgroundColor: '#fee2e2', color: '#991b1b' };

const earningColours: Record<EarningStatus, typeof grey> = {
  accrued: grey,
  payable: amber,
  inPayout: blue,
  paid: green,
};
const payoutColours: Record<PayoutStatus, typeof grey> = { PENDING: amber, PAID: green, CANCELLED: red };

const badge = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function EarningStatusBadge({ status }: { status: EarningStatus }) {
  return (
    <span className={badge} style={earningColours[status]}>
      {earningStatusLabels[status]}
    </span>
  );
}

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return (
    <span className={badge} style={payoutColours[status]}>
      {payoutStatusLabels[status]}
    </span>
  );
}
