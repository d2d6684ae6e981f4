import { PackagesScreen } from '@/features/packages/components/packages-screen';

/** spec 001 §2: /creator/dashboard/packages — the creator's tour packages. */
export function CreatorPackagesRoute() {
  return <PackagesScreen area="creator" />;
}
