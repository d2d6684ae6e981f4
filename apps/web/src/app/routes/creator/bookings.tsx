import { CalendarCheck } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/** spec 001 §2: /creator/dashboard/bookings — bookings of the creator's packages. */
export function CreatorBookingsRoute() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Bookings</h1>
        <p className="text-sm text-muted-foreground">Trips travellers have booked through you.</p>
      </div>
      <EmptyState icon={CalendarCheck} title="No bookings yet" headingLevel="h2">
        Each booking of your packages appears here with the traveller, the travel date and the amount paid.
      </EmptyState>
    </div>
  );
}
