import { CreatorsScreen } from '@/features/admin-creators/components/creators-screen';

/** spec 001 §2 "Admin area": /admin/creators. */
export function AdminCreatorsRoute() {
  return <CreatorsScreen />;
}
