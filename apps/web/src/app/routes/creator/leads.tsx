import { LeadsScreen } from '@/features/leads/components/leads-screen';

/** spec 001 §2: /creator/dashboard/queries ("Leads") — the creator's own enquiries. */
export function CreatorLeadsRoute() {
  return <LeadsScreen showCreator={false} />;
}
