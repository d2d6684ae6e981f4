import type { LaunchResponse } from '@wayfarer/shared/schemas/operations';
import { Rocket } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { formatDateTime, formatTourDate } from '@/utils/format';
import { useGetLaunchBoardQuery } from '../api/departures-api';
import { type DeparturesArea, departuresPath } from './area';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The first hour, a bar a minute (the height: that minute's seats against the busiest minute). */
function MinuteBars({ perMinute }: { perMinute: number[] }) {
  const most = Math.max(1, ...perMinute);
  const selling = perMinute.filter((seats) => seats > 0).length;
  return (
    <figure className="space-y-2">
      <div
        role="img"
        aria-label={`Seats sold per minute in the first hour: ${selling} of 60 minutes sold seats, at most ${most} in one minute`}
        className="flex h-40 items-end gap-px rounded-xl border bg-white p-3"
      >
        {perMinute.map((seats, minute) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the minute is the bar's identity
            key={minute}
            title={`Minute ${minute + 1}: ${plural(seats, 'seat', 'seats')}`}
            className={seats > 0 ? 'flex-1 rounded-t-sm bg-emerald-600' : 'flex-1 bg-zinc-100'}
            style={{ height: seats > 0 ? `${Math.max(6, (seats / most) * 100)}%` : '2px' }}
          />
        ))}
      </div>
      <figcaption className="flex justify-between text-xs text-muted-foreground">
        <span>Minute 1</span>
        <span>Minute 60</span>
      </figcaption>
    </figure>
  );
}

function Summary({ data }: { data: LaunchResponse }) {
  const items: [string, string][] = [
    ['Seats', data.seats === null ? 'No limit' : String(data.seats)],
    ['Sold in the first hour', String(data.soldFirstHour)],
    ['Sold in all', String(data.soldTotal)],
    [
      'Sold out',
      data.soldOutMinute === null ? 'Not in the first hour' : `In minute ${data.soldOutMinute + 1}`,
    ],
    ['Waitlist', `${data.waitlist.waiting} waiting (${plural(data.waitlist.people, 'person', 'people')})`],
    ['Told seats came free', String(data.waitlist.told)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl border bg-white p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * …/departures/launch?date&departureId: how a date's launch went (ADR 1352) — bookings open at
 * the date's first checkout; the seats of paid bookings counted in the minute their checkout
 * started, for the first hour; the waitlist.
 */
export function LaunchPage({ area }: { area: DeparturesArea }) {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const date = params.get('date') ?? '';
  const departureId = params.get('departureId') ?? '';
  const { data, isLoading } = useGetLaunchBoardQuery(
    { id, date, departureId },
    { refetchOnMountOrArgChange: true },
  );

  if (isLoading) return <PageSpinner />;
  if (!data) return <ErrorScreen />;
  const minutes = data.perMinute.map((seats, minute) => ({ minute, seats })).filter((m) => m.seats > 0);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader
        title={`Launch: ${formatTourDate(data.date)}`}
        description={`${data.package.title} · ${data.departureName}`}
      >
        <Link to={departuresPath(area, id)} className={buttonVariants({ variant: 'outline' })}>
          Back to departures
        </Link>
      </PageHeader>

      {data.openedAt === null ? (
        <EmptyState icon={Rocket} title="Bookings have not opened yet" headingLevel="h2">
          The first checkout on this date opens its launch; its first hour then shows here minute by minute.
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Bookings opened {formatDateTime(data.openedAt)} (the first checkout). Seats count in the minute
            their checkout started, once paid.
          </p>
          <Summary data={data} />
          <section aria-labelledby="minutes-heading" className="space-y-3">
            <h2 id="minutes-heading" className="text-lg font-semibold">
              Seats sold per minute, first hour
            </h2>
            <MinuteBars perMinute={data.perMinute} />
            {minutes.length > 0 && (
              <details className="rounded-xl border bg-white p-3 text-sm">
                <summary className="cursor-pointer font-medium">Minute by minute</summary>
                <table className="mt-2 w-full max-w-sm text-left">
                  <caption className="sr-only">Seats sold in each minute that sold any</caption>
                  <thead>
                    <tr>
                      <th scope="col" className="py-1 font-medium">
                        Minute
                      </th>
                      <th scope="col" className="py-1 font-medium">
                        Seats
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {minutes.map((m) => (
                      <tr key={m.minute}>
                        <td className="py-1">{m.minute + 1}</td>
                        <td className="py-1">{m.seats}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            )}
          </section>
        </>
      )}
    </div>
  );
}
