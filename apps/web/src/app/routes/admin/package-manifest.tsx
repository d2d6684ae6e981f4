import { ManifestPage } from '@/features/departures/components/manifest-page';

/** A date's printable traveller manifest (admin area). */
export function AdminPackageManifestRoute() {
  return <ManifestPage area="admin" />;
}
