import { Suspense } from 'react';
import { WhenVisible } from '@/components/when-visible';
import { Spinner } from '@/components/ui/spinner';
import { lazyWithStore } from '@/lib/store-on-demand';

// The form sends through the store, which loads with it (docs/decisions/990).
const NotifyMeForm = lazyWithStore(async () => (await import('./notify-me-form')).NotifyMeForm);

/** A "Coming soon" package's page asks for a name and e-mail (and a budget) instead of a booking. */
export function NotifyMePanel({ tourId, headingId }: { tourId: string; headingId: string }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <span className="inline-flex w-fit rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-900">
          Coming soon
        </span>
        <h2 id={headingId} className="text-xl font-bold">
          Notify me
        </h2>
        <p className="text-sm text-muted-foreground">
          Dates are not open yet. Leave your e-mail and we will write once when you can book.
        </p>
      </div>
      <WhenVisible fallback={<Spinner label="Loading the form" />}>
        <Suspense fallback={<Spinner label="Loading the form" />}>
          <NotifyMeForm tourId={tourId} />
        </Suspense>
      </WhenVisible>
    </div>
  );
}
