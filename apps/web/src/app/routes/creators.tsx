import { useSearchParams } from 'react-router';
import { CreatorsDirectory } from '@/features/creators/components/creators-directory';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** spec 001 §2: /creators — "Our Travel Trendsetters", paged with ?page=. */
export function CreatorsRoute() {
  const [searchParams] = useSearchParams();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <title>Our Travel Trendsetters — Wayfarer</title>
      <header className="mb-8 max-w-2xl space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Our Travel Trendsetters</h1>
        <p className="text-lg text-zinc-700">
          Meet the travel creators behind our trips. Open a profile to see where they travel and the journeys
          they lead.
        </p>
      </header>
      <CreatorsDirectory page={pageOf(searchParams.get('page'))} />
    </div>
  );
}
