import { type PackageStatus, packageStatusLabels } from '@wayfarer/shared/enums';

// Tailwind's 100 and 800 shades, inline so the lazy screens add nothing to the first stylesheet.
const colours: Record<PackageStatus, { backgroundColor: string; color: string }> = {
  Draft: { backgroundColor: '#f4f4f5', color: '#27272a' },
  PendingReview: { backgroundColor: '#fef3c7', color: '#92400e' },
  Published: { backgroundColor: '#dcfce7', color: '#166534' },
  Rejected: { backgroundColor: '#fee2e2', color: '#991b1b' },
  ComingSoon: { backgroundColor: '#e0e7ff', color: '#3730a3' },
};

export function PackageStatusBadge({ status }: { status: PackageStatus }) {
  return (
    <span className="inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold" style={colours[status]}>
      {packageStatusLabels[status]}
    </span>
  );
}
