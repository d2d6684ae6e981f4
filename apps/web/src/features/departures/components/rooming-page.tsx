import { type RoomType, roomTypeLabels, roomTypes } from '@wayfarer/shared/enums';
import { messages } from '@wayfarer/shared/messages';
import { ROOM_CAPACITY, roomTypeFor } from '@wayfarer/shared/rules/rooming';
import type { RoomingResponse } from '@wayfarer/shared/schemas/departure-ops';
import { BedDouble, Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { ErrorScreen } from '@/components/error-screen';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { PageSpinner } from '@/components/ui/spinner';
import { parseApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { formatDateTime, formatRupees, formatTourDate } from '@/utils/format';
import { useGetRoomingQuery, useSaveRoomingMutation } from '../api/departure-ops-api';
import { type DeparturesArea, departuresPath } from './area';
import { TripSheetButton } from './trip-sheet-button';

type Traveller = RoomingResponse['travellers'][number];
/** A room being edited: its type and its travellers' keys (`bookingId:position`). */
type DraftRoom = { type: RoomType; keys: string[]; proposed: boolean; supplement: number | null };

const keyOf = (t: { bookingId: string; position: number }) => `${t.bookingId}:${t.position}`;
const draftOf = (data: RoomingResponse): DraftRoom[] =>
  data.rooms.map((room) => ({
    type: room.type,
    keys: room.travellers.map(keyOf),
    proposed: room.proposed,
    supplement: room.supplement,
  }));

/** Moves a traveller to room `to` (an index, or 'new'); an emptied room goes; a room over its beds grows a size. */
function move(rooms: DraftRoom[], key: string, to: number | 'new'): DraftRoom[] {
  const next = rooms.map((room) => ({ ...room, keys: room.keys.filter((k) => k !== key) }));
  if (to === 'new') next.push({ type: 'single', keys: [key], proposed: false, supplement: null });
  else {
    const room = next[to]!;
    room.keys = [...room.keys, key];
    if (room.keys.length > ROOM_CAPACITY[room.type]) room.type = roomTypeFor(room.keys.length);
  }
  return next.filter((room) => room.keys.length > 0).map((room) => ({ ...room, proposed: false }));
}

const who = (t: Traveller | undefined) =>
  t ? [t.name, t.age === null ? null : `${t.age} yrs`].filter(Boolean).join(', ') : '';

/**
 * …/departures/rooming?date&departureId — who shares with whom on a date. The list
 * opens on the saved rooms (or a proposal from the bookings' rooms), lets the admin or the
 * package's creator move travellers and change room types, and saves it whole; it prints as a
 * table (A4) and exports as CSV; the trip-leader sheet is one button away.
 */
export function RoomingPage({ area }: { area: DeparturesArea }) {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const date = params.get('date') ?? '';
  const departureId = params.get('departureId') ?? '';
  const query = useGetRoomingQuery({ id, date, departureId }, { refetchOnMountOrArgChange: true });
  const [save, { isLoading: isSaving }] = useSaveRoomingMutation();
  const [rooms, setRooms] = useState<DraftRoom[]>([]);
  // Edited since it was read or saved: the single supplements owed are worked out again on saving.
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string>();
  const data = query.data;

  useEffect(() => {
    if (data) {
      setRooms(draftOf(data));
      setDirty(false);
    }
  }, [data]);
  const edit = (change: (all: DraftRoom[]) => DraftRoom[]) => {
    setRooms(change);
    setDirty(true);
  };

  if (query.isLoading) return <PageSpinner />;
  if (!data) return <ErrorScreen />;
  const byKey = new Map(data.travellers.map((t) => [keyOf(t), t]));
  const overfull = rooms.findIndex((room) => room.keys.length > ROOM_CAPACITY[room.type]);
  const supplementsDue = dirty ? 0 : rooms.reduce((sum, room) => sum + (room.supplement ?? 0), 0);

  const onSave = async () => {
    setError(undefined);
    const body = {
      date,
      departureId,
      rooms: rooms.map((room) => ({
        type: room.type,
        travellers: room.keys.map((key) => {
          const t = byKey.get(key)!;
          return { bookingId: t.bookingId, position: t.position };
        }),
      })),
    };
    const result = await save({ id, ...body });
    if ('error' in result) {
      const parsed = parseApiError(result.error);
      setError(parsed.message ?? parsed.fieldErrors[0]?.message ?? messages.somethingWrong);
      return;
    }
    setRooms(draftOf(result.data));
    setDirty(false);
    toast.success('Rooming list saved');
  };

  const title = `Rooming list: ${formatTourDate(data.date)}`;
  return (
    <div
      data-print-page
      className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:px-6 sm:py-8 print:max-w-none print:space-y-2 print:p-0"
    >
      <PageHeader
        title={title}
        description={`${data.package.title} · ${data.departureName} · ${data.travellers.length} travellers in ${rooms.length} rooms`}
      >
        <div className="flex flex-wrap gap-2 print:hidden">
          <Link to={departuresPath(area, id)} className={buttonVariants({ variant: 'outline' })}>
            Back to departures
          </Link>
          <CsvDownloadButton
            url={`tours/${encodeURIComponent(id)}/rooming.csv`}
            params={{ date, departureId }}
            fileName={`rooming-${date}.csv`}
            label="Rooming CSV"
          />
          <TripSheetButton
            id={id}
            date={date}
            departureId={departureId}
            departureName={data.departureName}
            size="default"
          />
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        </div>
      </PageHeader>

      <div className="grid gap-1 text-sm print:hidden">
        <p>
          {data.singleSupplement === null
            ? 'The departure’s pricing has no single price, so no single supplement applies.'
            : `Single supplement: ${formatRupees(data.singleSupplement)} per person (a single room’s price less a share of a twin).`}
          {supplementsDue > 0 && ` Owed on this list: ${formatRupees(supplementsDue)}.`}
          {dirty && ' Save to work out the supplements owed on the new rooms.'}
        </p>
        <p className="text-muted-foreground">
          {data.saved && data.updatedAt
            ? `Saved ${formatDateTime(data.updatedAt)}.`
            : 'Not saved yet: these rooms are proposed from the rooms each booking paid for.'}{' '}
          {data.saved &&
            rooms.some((room) => room.proposed) &&
            'Rooms marked “Proposed” are for travellers booked since.'}
        </p>
      </div>

      {data.travellers.length === 0 ? (
        <EmptyState icon={BedDouble} title="Nobody to room yet" headingLevel="h2">
          Travellers of paid bookings on this date appear here, in the rooms they booked.
        </EmptyState>
      ) : (
        <>
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 print:hidden">
            {rooms.map((room, index) => (
              <RoomCard
                // biome-ignore lint/suspicious/noArrayIndexKey: a room has no id of its own; its number is its place.
                key={index}
                index={index}
                room={room}
                rooms={rooms}
                showSupplement={!dirty}
                byKey={byKey}
                onType={(type) =>
                  edit((all) => all.map((r, i) => (i === index ? { ...r, type, proposed: false } : r)))
                }
                onMove={(key, to) => edit((all) => move(all, key, to))}
              />
            ))}
          </ol>
          <RoomingTable rooms={rooms} byKey={byKey} title={title} showSupplement={!dirty} />
          <div className="flex flex-wrap items-center justify-end gap-3 print:hidden">
            {overfull >= 0 && (
              <p role="alert" className="text-sm font-medium text-destructive">
                Room {overfull + 1} has more travellers than beds.
              </p>
            )}
            {error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
            <Button variant="brand" isLoading={isSaving} disabled={overfull >= 0} onClick={onSave}>
              Save rooming list
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

type RoomCardProps = {
  index: number;
  room: DraftRoom;
  rooms: DraftRoom[];
  byKey: Map<string, Traveller>;
  showSupplement: boolean;
  onType: (type: RoomType) => void;
  onMove: (key: string, to: number | 'new') => void;
};

function RoomCard({ index, room, rooms, byKey, showSupplement, onType, onMove }: RoomCardProps) {
  const label = `Room ${index + 1}`;
  const over = room.keys.length > ROOM_CAPACITY[room.type];
  return (
    <li className="grid content-start gap-3 rounded-xl border bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">
          {label}
          {room.proposed && (
            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
              Proposed
            </span>
          )}
        </h2>
        <NativeSelect
          aria-label={`Type of ${label}`}
          className="h-8 w-28 py-1 text-sm"
          value={room.type}
          onChange={(event) => onType(event.target.value as RoomType)}
        >
          {roomTypes.map((type) => (
            <option key={type} value={type}>
              {roomTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ul className="grid gap-2">
        {room.keys.map((key) => {
          const t = byKey.get(key);
          return (
            <li key={key} className="grid gap-1">
              <span className="font-medium [overflow-wrap:anywhere]">{who(t)}</span>
              <span className="text-xs text-muted-foreground">
                {t?.bookingNumber} · {t?.phone}
              </span>
              <NativeSelect
                aria-label={`Move ${t?.name ?? 'traveller'} to`}
                className="h-8 py-1 text-xs"
                value={String(index)}
                onChange={(event) =>
                  onMove(key, event.target.value === 'new' ? 'new' : Number(event.target.value))
                }
              >
                {rooms.map((r, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rooms are known by their number.
                  <option key={i} value={String(i)}>
                    {i === index
                      ? `In room ${i + 1}`
                      : `Move to room ${i + 1} (${roomTypeLabels[r.type]}, ${r.keys.length})`}
                  </option>
                ))}
                <option value="new">Move to a new room</option>
              </NativeSelect>
            </li>
          );
        })}
      </ul>
      {over && (
        <p className="text-xs font-medium text-destructive">
          A {roomTypeLabels[room.type].toLowerCase()} room sleeps {ROOM_CAPACITY[room.type]}.
        </p>
      )}
      {showSupplement && room.supplement !== null && room.supplement > 0 && (
        <p className="text-xs text-amber-900">Single supplement owed: {formatRupees(room.supplement)}</p>
      )}
    </li>
  );
}

/** The list as it prints (and reads on screen for a check): a row per room. */
type RoomingTableProps = {
  rooms: DraftRoom[];
  byKey: Map<string, Traveller>;
  title: string;
  showSupplement: boolean;
};

function RoomingTable({ rooms, byKey, title, showSupplement }: RoomingTableProps) {
  const cell = 'border border-zinc-300 px-2 py-1 text-left align-top [overflow-wrap:anywhere] print:px-1';
  return (
    <table className="hidden w-full border-collapse bg-white text-sm print:table print:text-[9pt]">
      <caption className="sr-only">{title}</caption>
      <thead>
        <tr>
          {['Room', 'Type', 'Travellers', 'Booking', 'Single supplement'].map((label) => (
            <th key={label} scope="col" className={`${cell} whitespace-nowrap bg-zinc-100 font-semibold`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rooms.map((room, index) => {
          const people = room.keys.map((key) => byKey.get(key));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rooms are known by their number.
            <tr key={index}>
              <td className={`${cell} whitespace-nowrap`}>Room {index + 1}</td>
              <td className={cell}>{roomTypeLabels[room.type]}</td>
              <td className={cell}>{people.map(who).join('; ')}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {[...new Set(people.map((t) => t?.bookingNumber))].join(', ')}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {showSupplement && room.supplement ? formatRupees(room.supplement) : ''}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
