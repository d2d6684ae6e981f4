import { Link } from 'react-router';
import { formatRupees } from '@/utils/format';
import { useGetMyEarningsQuery } from '../api/earnings-api';

/**
 * The creator dashboard's Total Revenue card: "Your earnings", the creator's whole share so far
 * (accrued + payable + in payout + paid, net of refunds), linking to the Earnings page.
 */
export function YourEarnings() {
  const { data } = useGetMyEarningsQuery({ page: 1, status: '' }, { refetchOnMountOrArgChange: true });
  if (!data) return null;
  const { accrued, payable, inPayout, paid } = data.summary;
  const total = Math.round((accrued + payable + inPayout + paid) * 100) / 100;
  return (
    <p className="mt-2 border-t pt-2 text-sm">
      <Link
        to="/creator/dashboard/earnings"
        className="font-medium text-brand-800 underline-offset-4 hover:underline"
      >
        Your earnings: <span className="tabular-nums">{formatRupees(total)}</span>
      </Link>
    </p>
  );
}
