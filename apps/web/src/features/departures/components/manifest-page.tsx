import type { ManifestLine } from '@wayfarer/shared/schemas/operations';
import { formatPaise } from '@wayfarer/shared/rules/money';
import { Printer } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';
import { Button, buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { formatTourDate } from '@/utils/format';
import { useGetManifestQuery } from '../api/departures-api';
import { type DeparturesArea, departuresPath } from './area';

// Long names and e-mails wrap anywhere rather than push later columns off the printed page;
// amounts never wrap.
const cell = 'border border-zinc-300 px-2 py-1 text-left align-top [overflow-wrap:anywhere] print:px-1';
const amount = `${cell} whitespace-nowrap`;

/**
 * A date's traveller manifest as a printable page (…/departures/manifest?date&departureId):
 * the CSV's columns; printing hides the site's header and navigation (index.css).
 */
export function ManifestPage({ area }: { area: DeparturesArea }) {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const date = params.get('date') ?? '';
  const departureId = params.get('departureId') ?? undefined;
  const { data, isLoading } = useGetManifestQuery(
    { id, date, departureId },
    { refetchOnMountOrArgChange: true },
  );

  if (isLoading) return <PageSpinner />;
  if (!data) return <ErrorScreen />;
  const people = data.lines.length;

  return (
    <div
      data-print-page
      className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:px-6 sm:py-8 print:max-w-none print:p-0"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Manifest: {formatTourDate(data.date)}</h1>
          <p className="text-sm text-muted-foreground">
            {data.package.title} · {people} {people === 1 ? 'row' : 'rows'}
          </p>
        </div>
        <div className="flex gap-2 print:hidden">
          <Link to={departuresPath(area, id)} className={buttonVariants({ variant: 'outline' })}>
            Back to departures
          </Link>
          <Button type="button" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        </div>
      </div>
      {people === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody has a paid booking on this date yet.</p>
      ) : (
        // A scroll box a keyboard can reach (axe: scrollable-region-focusable) on a narrow screen.
        <div
          className="overflow-x-auto print:overflow-visible"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keys.
          tabIndex={0}
          role="region"
          aria-label={`Travellers on ${formatTourDate(data.date)}`}
        >
          <table className="w-full min-w-[56rem] border-collapse bg-white text-sm print:min-w-0 print:text-[9pt]">
            <caption className="sr-only">Travellers on {formatTourDate(data.date)}</caption>
            <thead>
              <tr>
                {[
                  'Booking',
                  'Lead traveller',
                  'Phone',
                  'E-mail',
                  'Traveller',
                  'Age',
                  'Gender',
                  'Room',
                  'Paid',
                  'Pending',
                ].map((label) => (
                  <th
                    key={label}
                    scope="col"
                    className={`${cell} whitespace-nowrap bg-zinc-100 font-semibold [overflow-wrap:normal]`}
                  >
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.lines.map((l) => (
                <tr key={`${l.bookingNumber}-${l.position ?? 'lead'}`}>
                  <td className={`${cell} whitespace-nowrap`}>{l.bookingNumber}</td>
                  <td className={cell}>{l.leadName}</td>
                  <td className={`${cell} whitespace-nowrap`}>{l.phone}</td>
                  <td className={`${cell} min-w-48 print:min-w-0`}>{l.email}</td>
                  <td className={cell}>
                    {l.travellerName}
                    <BeforeYouGoLine line={l} />
                  </td>
                  <td className={cell}>{l.age ?? ''}</td>
                  <td className={cell}>{l.gender ?? ''}</td>
                  <td className={cell}>{l.room}</td>
                  <td className={amount}>{l.paidPaise === null ? '' : formatPaise(l.paidPaise)}</td>
                  <td className={amount}>{l.pendingPaise === null ? '' : formatPaise(l.pendingPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/**
 * The traveller's "Before you go" details under the name (the CSV has them as columns);
 * medical notes and passport number come only to the admin and the package's creator.
 */
function BeforeYouGoLine({ line }: { line: ManifestLine }) {
  const passport = [
    line.passportNumber && `Passport ${line.passportNumber}`,
    line.nationality,
    line.passportExpiry && `exp. ${line.passportExpiry}`,
  ]
    .filter(Boolean)
    .join(', ');
  const parts = [
    line.emergencyContact && `Emergency: ${line.emergencyContact}`,
    line.dietaryNeeds && `Diet: ${line.dietaryNeeds}`,
    line.medicalNotes && `Medical: ${line.medicalNotes}`,
    passport,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">{parts.join(' · ')}</span>
  );
}
