import { LaunchPage } from '@/features/departures/components/launch-page';

/** How a date's launch went (admin area). */
export function AdminPackageLaunchRoute() {
  return <LaunchPage area="admin" />;
}
