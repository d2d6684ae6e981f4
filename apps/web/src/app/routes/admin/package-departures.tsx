import { DeparturesScreen } from '@/features/departures/components/departures-screen';

/** The package's departure board (admin area). */
export function AdminPackageDeparturesRoute() {
  return <DeparturesScreen area="admin" />;
}
