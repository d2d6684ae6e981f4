import type { BoardDate } from '@wayfarer/shared/schemas/operations';
import { BedDouble, ClipboardList, Printer, Rocket, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { bodyCell, headCell } from '@/components/admin-list';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { ErrorScreen } from '@/components/error-screen';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { formatRupees, formatTourDate } from '@/utils/format';
import { useGetDeparturesBoardQuery, useGetWaitlistQuery } from '../api/departures-api';
import { costsPath, type DeparturesArea, launchPath, manifestPath, packagesPath, roomingPath } from './area';
import { DateMessagesButton } from './date-messages-dialog';
import { CancelDateDialog, MoveGroupDialog } from './date-operator-dialogs';
import { TripCell } from './trip-cell';

type DateAction = { kind: 'cancel' | 'move'; date: BoardDate } | null;

const expiryTime = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "4 (2 until 14:05, 2 until 14:12)": who holds seats and until when (India time). */
function HeldCell({ date }: { date: BoardDate }) {
  if (date.held === 0) return <>0</>;
  return (
    <>
      {date.held}
      <span className="block text-xs text-muted-foreground">
        {date.holds.map((h) => `${h.people} until ${expiryTime.format(new Date(h.expiresAt))}`).join(', ')}
      </span>
    </>
  );
}

type DateActionsProps = {
  area: DeparturesArea;
  id: string;
  date: BoardDate;
  onAction: (action: DateAction) => void;
};

function DateActions({ area, id, date, onAction }: DateActionsProps) {
  const label = `${formatTourDate(date.date)}, ${date.departureName}`;
  return (
    <div className="flex flex-wrap gap-2">
      {/* The operator's decisions on a date (admin only; the server checks again). */}
      {area === 'admin' && !date.cancelledByOperator && (
        <>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Cancel date ${label}`}
            onClick={() => onAction({ kind: 'cancel', date })}
          >
            Cancel date
          </Button>
          {date.bookings > 0 && (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Move group on ${label}`}
              onClick={() => onAction({ kind: 'move', date })}
            >
              Move group
            </Button>
          )}
        </>
      )}
      <CsvDownloadButton
        url={`tours/${encodeURIComponent(id)}/manifest.csv`}
        params={{ date: date.date, departureId: date.departureId }}
        fileName={`manifest-${date.date}.csv`}
        label="Manifest CSV"
        size="sm"
      />
      <Link
        to={manifestPath(area, id, date.date, date.departureId)}
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        aria-label={`Printable manifest of ${formatTourDate(date.date)}, ${date.departureName}`}
      >
        <Printer aria-hidden="true" className="size-4" />
        Print
      </Link>
      <DateMessagesButton id={id} date={date} />
      {/* Who shares with whom (its page has the trip leader's sheet) and the admin's costs. */}
      <Link
        to={roomingPath(area, id, date.date, date.departureId)}
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        aria-label={`Rooming list and trip sheet of ${label}`}
      >
        <BedDouble aria-hidden="true" className="size-4" />
        Rooming
      </Link>
      {/* How the date's launch went: seats sold per minute in its first hour (ADR 1352). */}
      <Link
        to={launchPath(area, id, date.date, date.departureId)}
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        aria-label={`Launch of ${label}`}
      >
        <Rocket aria-hidden="true" className="size-4" />
        Launch
      </Link>
      {area === 'admin' && (
        <Link
          to={costsPath(area, id, date.date, date.departureId)}
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          aria-label={`Costs and margin of ${label}`}
        >
          <Wallet aria-hidden="true" className="size-4" />
          Costs
        </Link>
      )}
    </div>
  );
}

/** Admin only: the date's margin, with what it is made of under it. */
function MarginCell({ date }: { date: BoardDate }) {
  if (!date.money) return null;
  const m = date.money;
  return (
    <>
      <span
        className={
          m.margin < 0
            ? 'font-semibold whitespace-nowrap text-destructive'
            : 'font-semibold whitespace-nowrap'
        }
      >
        {formatRupees(m.margin)}
      </span>
      <span className="block text-xs text-muted-foreground">Kept {formatRupees(m.revenueKept)}</span>
      <span className="block text-xs text-muted-foreground">Costs {formatRupees(m.supplierCosts)}</span>
      <span className="block text-xs text-muted-foreground">Share {formatRupees(m.creatorShare)}</span>
    </>
  );
}

/** "Cancelled by the operator" or "Closed for sale" under the date. */
function DateFlag({ date }: { date: BoardDate }) {
  if (date.cancelledByOperator)
    return <span className="block text-xs font-semibold text-red-700">Cancelled by the operator</span>;
  if (date.closedForSale)
    return <span className="block text-xs font-semibold text-amber-800">Closed for sale</span>;
  return null;
}

const numbers = (d: BoardDate) =>
  [
    ['Seats', d.seats ?? 'No limit'],
    ['Confirmed', d.confirmed],
    ['Left', d.left ?? '—'],
    ['Waitlist', d.waitlisted],
    ['Bookings', d.bookings],
  ] as const;

/**
 * /admin/packages/{id}/departures and /creator/dashboard/packages/{id}/departures —
 * every upcoming date with its seats, holds (and when each expires), confirmed people, seats
 * left, waitlist, bookings; each date's manifest as CSV or a printable page; the waitlist.
 */
export function DeparturesScreen({ area }: { area: DeparturesArea }) {
  const { id = '' } = useParams();
  const board = useGetDeparturesBoardQuery(id, { refetchOnMountOrArgChange: true });
  const waitlist = useGetWaitlistQuery(id, { refetchOnMountOrArgChange: true });
  const [action, setAction] = useState<DateAction>(null);

  if (board.isLoading) return <PageSpinner />;
  if (!board.data) return <ErrorScreen />;
  const { dates } = board.data;
  const entries = waitlist.data?.entries ?? [];

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader title="Departures" description={board.data.package.title}>
        <div className="flex flex-wrap gap-2">
          <Link to={packagesPath(area)} className={buttonVariants({ variant: 'outline' })}>
            Back to packages
          </Link>
          {area === 'admin' && (
            <CsvDownloadButton
              url={`tours/${encodeURIComponent(id)}/margins.csv`}
              fileName="margins.csv"
              label="Margins CSV"
            />
          )}
        </div>
      </PageHeader>

      {dates.length === 0 ? (
        <EmptyState icon={ClipboardList} title="No upcoming dates" headingLevel="h2">
          Dated departures from today on appear here with their seats and bookings.
        </EmptyState>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border bg-white md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">Upcoming dates</caption>
              <thead className="border-b bg-zinc-50">
                <tr>
                  {[
                    'Date',
                    'Seats',
                    'Held',
                    'Confirmed',
                    'Left',
                    'Waitlist',
                    'Bookings',
                    'Minimum',
                    ...(area === 'admin' ? ['Margin'] : []),
                    'Paperwork',
                  ].map((label) => (
                    <th key={label} scope="col" className={headCell}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y">
                {dates.map((d) => (
                  <tr key={`${d.departureId}-${d.date}`}>
                    <th scope="row" className={`${bodyCell} text-left font-medium`}>
                      {formatTourDate(d.date)}
                      <span className="block text-xs font-normal text-muted-foreground">
                        {d.departureName}
                      </span>
                      <DateFlag date={d} />
                    </th>
                    <td className={bodyCell}>{d.seats ?? 'No limit'}</td>
                    <td className={bodyCell}>
                      <HeldCell date={d} />
                    </td>
                    <td className={bodyCell}>{d.confirmed}</td>
                    <td className={bodyCell}>{d.left ?? '—'}</td>
                    <td className={bodyCell}>{d.waitlisted}</td>
                    <td className={bodyCell}>{d.bookings}</td>
                    <td className={bodyCell}>
                      <TripCell id={id} date={d} onChanged={board.refetch} />
                    </td>
                    {area === 'admin' && (
                      <td className={bodyCell}>
                        <MarginCell date={d} />
                      </td>
                    )}
                    <td className={bodyCell}>
                      <DateActions area={area} id={id} date={d} onAction={setAction} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-3 md:hidden">
            {dates.map((d) => (
              <li
                key={`${d.departureId}-${d.date}`}
                className="grid gap-3 rounded-xl border bg-white p-4 text-sm"
              >
                <h2 className="font-semibold">
                  {formatTourDate(d.date)}
                  <span className="block text-xs font-normal text-muted-foreground">{d.departureName}</span>
                  <DateFlag date={d} />
                </h2>
                <dl className="grid grid-cols-3 gap-2">
                  {numbers(d).map(([label, value]) => (
                    <div key={label}>
                      <dt className="text-xs text-muted-foreground">{label}</dt>
                      <dd className="font-medium">{value}</dd>
                    </div>
                  ))}
                  <div>
                    <dt className="text-xs text-muted-foreground">Held</dt>
                    <dd className="font-medium">
                      <HeldCell date={d} />
                    </dd>
                  </div>
                  {d.money && (
                    <div className="col-span-2">
                      <dt className="text-xs text-muted-foreground">Margin</dt>
                      <dd className="font-medium">
                        <MarginCell date={d} />
                      </dd>
                    </div>
                  )}
                </dl>
                <TripCell id={id} date={d} onChanged={board.refetch} />
                <DateActions area={area} id={id} date={d} onAction={setAction} />
              </li>
            ))}
          </ul>
        </>
      )}

      {area === 'admin' && (
        <>
          <CancelDateDialog
            packageId={id}
            date={action?.kind === 'cancel' ? action.date : null}
            onClose={() => setAction(null)}
            onDone={() => {
              board.refetch();
              waitlist.refetch();
            }}
          />
          <MoveGroupDialog
            packageId={id}
            date={action?.kind === 'move' ? action.date : null}
            dates={dates}
            onClose={() => setAction(null)}
            onDone={() => board.refetch()}
          />
        </>
      )}

      <section aria-labelledby="waitlist-heading" className="space-y-3">
        <h2 id="waitlist-heading" className="text-lg font-semibold">
          Waitlist
        </h2>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody is waiting for a sold-out date.</p>
        ) : (
          <ol className="grid gap-2">
            {entries.map((e) => (
              <li key={e.id} className="rounded-lg border bg-white p-3 text-sm [overflow-wrap:anywhere]">
                <span className="font-medium">{e.name}</span> · {e.people}{' '}
                {e.people === 1 ? 'person' : 'people'} · {formatTourDate(e.date)} ({e.departureName})
                <span className="block text-muted-foreground">
                  {e.email} · {e.phone} · {e.notifiedAt ? 'Told seats are free' : 'Waiting'}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
