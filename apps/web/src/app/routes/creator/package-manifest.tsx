import { ManifestPage } from '@/features/departures/components/manifest-page';

/** Issue #13: a date's printable traveller manifest (creator area). */
export function CreatorPackageManifestRoute() {
  return <ManifestPage area="creator" />;
}
