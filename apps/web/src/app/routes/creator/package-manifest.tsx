import { ManifestPage } from '@/features/departures/components/manifest-page';

/** A date's printable traveller manifest (creator area). */
export function CreatorPackageManifestRoute() {
  return <ManifestPage area="creator" />;
}
