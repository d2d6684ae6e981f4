import { UserRoundSearch } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

type CreatorNotFoundProps = { username: string; reason?: 'missing' | 'failed' };

/** A friendly page for an unknown (or unreachable) creator profile, pointing to /creators. */
export function CreatorNotFound({ username, reason = 'missing' }: CreatorNotFoundProps) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <title>Creator not found — Wayfarer</title>
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <UserRoundSearch aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">
        {reason === 'missing' ? 'Creator not found' : 'This profile could not be loaded'}
      </h1>
      <p className="text-muted-foreground">
        {reason === 'missing'
          ? `There is no creator called @${username}. The name may be misspelt, or the profile may have moved.`
          : 'Please try again in a moment.'}
      </p>
      <Link to="/creators" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
        Browse all creators
      </Link>
    </div>
  );
}
