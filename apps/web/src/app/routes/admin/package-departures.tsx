import { DeparturesScreen } from '@/features/departures/components/departures-screen';

/** Issue #13: the package's departure board (admin area). */
export function AdminPackageDeparturesRoute() {
  return <DeparturesScreen area="admin" />;
}
