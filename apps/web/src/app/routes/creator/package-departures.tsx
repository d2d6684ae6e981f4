import { DeparturesScreen } from '@/features/departures/components/departures-screen';

/** Issue #13: the package's departure board (creator area). */
export function CreatorPackageDeparturesRoute() {
  return <DeparturesScreen area="creator" />;
}
