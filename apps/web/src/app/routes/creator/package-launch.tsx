import { LaunchPage } from '@/features/departures/components/launch-page';

/** How a date's launch went (creator area). */
export function CreatorPackageLaunchRoute() {
  return <LaunchPage area="creator" />;
}
