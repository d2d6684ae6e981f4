import { FolderTree } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';

/** spec 001 §2 "Admin area": /admin/category. */
export function AdminCategoryRoute() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader title="Category" />
      <EmptyState icon={FolderTree} title="Category management is not open yet" headingLevel="h2">
        Categories cannot be added from the admin area yet. Existing categories stay available to creators.
      </EmptyState>
    </div>
  );
}
