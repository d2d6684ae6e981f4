import { Package } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';

/** spec 001 §2 "Admin area": /admin/packages. */
export function AdminPackagesRoute() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader title="Packages" />
      <EmptyState icon={Package} title="Package review is not open yet" headingLevel="h2">
        Packages of every creator will be listed here for review once the package editor is available.
      </EmptyState>
    </div>
  );
}
