import { Users } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';

/** spec 001 §2 "Admin area": /admin/creators. */
export function AdminCreatorsRoute() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader title="Creators" />
      <EmptyState icon={Users} title="The creator list is not open yet" headingLevel="h2">
        Creators' details cannot be browsed from the admin area yet. Their public profiles stay reachable at
        /@username.
      </EmptyState>
    </div>
  );
}
