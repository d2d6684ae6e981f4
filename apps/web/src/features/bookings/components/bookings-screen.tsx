import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * spec 001 §2 "Bookings page", shared by /admin/bookings and /creator/dashboard/bookings. How
 * bookings load into it is not shown; they arrive with checkout, so the list is empty until then.
 */
export function BookingsScreen({ description }: { description: string }) {
  const [search, setSearch] = useState('');
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader title="Bookings" description={description} />
      <SearchBox
        label="Search bookings"
        placeholder="Search by traveller or package"
        value={search}
        onChange={setSearch}
        className="sm:max-w-md"
      />
      <EmptyState icon={CalendarCheck} title="No bookings yet" headingLevel="h2">
        Each booking appears here with the traveller, the travel date and the amount paid.
      </EmptyState>
    </div>
  );
}
