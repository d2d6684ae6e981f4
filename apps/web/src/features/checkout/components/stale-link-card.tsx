import { CalendarX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

type StaleLinkCardProps = { reason: string; slug?: string };

/** A checkout link that can no longer be booked says why and leads back to choose again. */
export function StaleLinkCard({ reason, slug }: StaleLinkCardProps) {
  return (
    <div className="mx-auto grid max-w-lg justify-items-center gap-3 rounded-xl border bg-white px-6 py-10 text-center shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <CalendarX aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-xl font-semibold">This booking link has expired</h1>
      <p className="text-sm text-muted-foreground">{reason} Please choose your trip again.</p>
      <Link to={slug ? `/package/${slug}` : '/packages'} className={buttonVariants({ variant: 'brand' })}>
        {slug ? 'Back to the package' : 'Browse packages'}
      </Link>
    </div>
  );
}
