import { PackagesScreen } from '@/features/packages/components/packages-screen';

/** spec 001 §2 "Admin area": /admin/packages — every creator's packages, with moderation. */
export function AdminPackagesRoute() {
  return <PackagesScreen area="admin" />;
}
