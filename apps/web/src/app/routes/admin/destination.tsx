import { Mountain } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';

/** spec 001 §2 "Admin area": /admin/destination. */
export function AdminDestinationRoute() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader title="Destination" />
      <EmptyState icon={Mountain} title="Destination management is not open yet" headingLevel="h2">
        Destinations cannot be added or edited from the admin area yet. Those already published stay on the
        public site.
      </EmptyState>
    </div>
  );
}
