import { PackageEditor } from '@/features/packages/components/package-editor';

/** spec 001 §2: /creator/dashboard/packages/edit/{id} — the package editor. */
export function CreatorPackageEditRoute() {
  return <PackageEditor area="creator" />;
}
