import { MapPin } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';

/** spec 001 §2 "Admin area": /admin/place. */
export function AdminPlaceRoute() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader title="Place" />
      <EmptyState icon={MapPin} title="Place management is not open yet" headingLevel="h2">
        Places and their hotels cannot be added or edited from the admin area yet.
      </EmptyState>
    </div>
  );
}
