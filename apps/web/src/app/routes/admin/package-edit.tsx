import { PackageEditor } from '@/features/packages/components/package-editor';

/** spec 001 §2 "Admin area": /admin/packages/edit/{id} — the package editor. */
export function AdminPackageEditRoute() {
  return <PackageEditor area="admin" />;
}
