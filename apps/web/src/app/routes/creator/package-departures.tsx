import { DeparturesScreen } from '@/features/departures/components/departures-screen';

/** The package's departure board (creator area). */
export function CreatorPackageDeparturesRoute() {
  return <DeparturesScreen area="creator" />;
}
