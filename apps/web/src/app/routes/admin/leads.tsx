import { LeadsScreen } from '@/features/leads/components/leads-screen';

/** spec 001 §2 "Admin area": /admin/queries ("Leads") — every lead, with its creator (spec 001 §6). */
export function AdminLeadsRoute() {
  return <LeadsScreen showCreator />;
}
