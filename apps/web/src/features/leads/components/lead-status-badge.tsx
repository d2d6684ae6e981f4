import type { LeadStatus } from '@wayfarer/shared/enums';

// spec 001 §4 "Leads": orange new, teal followed, red cancelled, green confirmed (Tailwind's 100
// and 800 shades, inline so these lazy screens add nothing to the first-load stylesheet).
export const leadStatusColours: Record<LeadStatus, { backgroundColor: string; color: string }> = {
  new: { backgroundColor: '#ffedd5', color: '#9a3412' },
  followed: { backgroundColor: '#ccfbf1', color: '#115e59' },
  cancelled: { backgroundColor: '#fee2e2', color: '#991b1b' },
  confirmed: { backgroundColor: '#dcfce7', color: '#166534' },
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className="inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize"
      style={leadStatusColours[status]}
    >
      {status}
    </span>
  );
}
