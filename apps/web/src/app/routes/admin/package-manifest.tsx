import { ManifestPage } from '@/features/departures/components/manifest-page';

/** Issue #13: a date's printable traveller manifest (admin area). */
export function AdminPackageManifestRoute() {
  return <ManifestPage area="admin" />;
}
