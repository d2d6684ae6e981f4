import { formatPaise } from '@wayfarer/shared/rules/money';
import {
  CHILD_AGE_LABEL,
  INVALID_COMBINATION,
  MAX_CUSTOM_QUANTITY,
  MAX_ROOM_ADULTS,
  MAX_ROOM_CHILDREN,
} from '@wayfarer/shared/rules/pricing';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';
import { Check, CircleAlert, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Stepper } from '@/components/ui/stepper';
import type { BookingSelection } from '../../hooks/use-booking-selection';

type BookingCalculatorProps = { pkg: PublicPackage; selection: BookingSelection };

/** spec 001 §5 "Calculator": departure, then rooms (Simple) or quantities (Custom), and the total. */
export function BookingCalculator({ pkg, selection }: BookingCalculatorProps) {
  const totalId = useId();
  return (
    <div className="grid gap-4">
      {pkg.TourPackageDeparture.length > 0 && (
        <FormField label="Departure">
          <NativeSelect
            value={selection.departureId}
            onChange={(e) => selection.chooseDeparture(e.target.value)}
          >
            {pkg.TourPackageDeparture.map((departure) => (
              <option key={departure.id} value={departure.id}>
                {departure.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <DepartureInclusions pkg={pkg} departureId={selection.departureId} />
      {pkg.pricingType === 'Simple' ? <Rooms selection={selection} /> : <Customs selection={selection} />}
      <div className="flex items-baseline justify-between border-t pt-3">
        <span id={totalId} className="text-sm font-medium">
          Total
        </span>
        <output aria-labelledby={totalId} className="text-xl font-bold tabular-nums">
          {formatPaise(selection.totalPaise)}
        </output>
      </div>
    </div>
  );
}

function Rooms({ selection }: { selection: BookingSelection }) {
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {selection.roomStates.map((room, index) => {
          const name = `Room ${index + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rooms have no identity beyond their place.
            <li key={index} className="grid gap-2 rounded-lg border p-3">
              <div className="flex items-center justify-between">
                <h3 className="text-sm font-semibold">{name}</h3>
                {selection.rooms.length > 1 && (
                  <button
                    type="button"
                    onClick={() => selection.removeRoom(index)}
                    aria-label={`Remove ${name.toLowerCase()}`}
                    className="flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-destructive focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                )}
              </div>
              <Stepper
                label="Adults"
                context={`in ${name.toLowerCase()}`}
                value={room.adult}
                min={1}
                max={MAX_ROOM_ADULTS}
                onChange={(adult) => selection.updateRoom(index, { adult, child: room.child })}
              />
              <Stepper
                label="Children"
                hint={CHILD_AGE_LABEL}
                context={`in ${name.toLowerCase()}`}
                value={room.child}
                min={0}
                max={MAX_ROOM_CHILDREN}
                onChange={(child) => selection.updateRoom(index, { adult: room.adult, child })}
              />
              {!room.isValid && (
                <p role="alert" className="flex items-center gap-1.5 text-sm font-medium text-destructive">
                  <CircleAlert aria-hidden="true" className="size-4" />
                  {INVALID_COMBINATION}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <Button variant="outline" onClick={selection.addRoom}>
        <Plus aria-hidden="true" className="size-4" />
        Add room
      </Button>
    </div>
  );
}

function Customs({ selection }: { selection: BookingSelection }) {
  const items = selection.departure?.customPricings ?? [];
  if (items.length === 0)
    return <p className="text-sm text-muted-foreground">No prices for this departure yet.</p>;
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item.id} className="grid gap-1 rounded-lg border p-3">
          <Stepper
            label={item.name ?? 'Quantity'}
            value={selection.customs.find((c) => c.id === item.id)?.value ?? 0}
            min={0}
            max={MAX_CUSTOM_QUANTITY}
            onChange={(value) => selection.setQuantity(item.id, value)}
          />
          <p className="text-sm text-muted-foreground">
            {formatPaise(item.pricePaise)}
            {item.totalPeople > 1 ? ` for ${item.totalPeople} people` : ' per person'}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** What the chosen departure includes (e.g. "Return train Mumbai–Madgaon"), under its picker. */
function DepartureInclusions({ pkg, departureId }: { pkg: PublicPackage; departureId: string }) {
  const chosen = pkg.TourPackageDeparture.find((d) => d.id === departureId);
  const items = chosen?.departureInclusions.map((item) => item.inclusion).filter(Boolean) ?? [];
  if (items.length === 0) return null;
  return (
    <div className="grid gap-1 rounded-lg bg-zinc-50 p-3 text-sm">
      <p className="font-medium">This departure includes</p>
      <ul className="grid gap-1">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-zinc-800 [overflow-wrap:anywhere]">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
