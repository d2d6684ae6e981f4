import { formatPaise } from '@wayfarer/shared/rules/money';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { roomRow, type Selection } from '../utils/admin-booking-estimate';

type SelectionFieldsProps = {
  pkg: PublicPackage;
  selection: Selection;
  setSelection: (selection: Selection) => void;
  /** The error under the rooms or items (none chosen). */
  error: string | undefined;
};

/** The new booking's rooms (a package priced by room) or items (priced by item), on its departure. */
export function SelectionFields({ pkg, selection, setSelection, error }: SelectionFieldsProps) {
  const roomPricings = pkg.TourSimplePricing.filter(
    (p) => p.tourPackageDepartureId === selection.departureId,
  );
  const items = pkg.TourCustomPricing.filter((p) => p.tourPackageDepartureId === selection.departureId);
  if (pkg.pricingType === 'Simple') {
    return (
      <fieldset className="grid gap-3 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium">Rooms</legend>
        {selection.rooms.map((room, index) => (
          <div key={room.key} className="flex items-end gap-2">
            <FormField label={`Room ${index + 1}`} className="flex-1">
              <NativeSelect
                value={room.pricingId}
                onChange={(event) => {
                  const pricingId = event.target.value;
                  const rooms = selection.rooms.map((r) => (r.key === room.key ? { ...r, pricingId } : r));
                  setSelection({ ...selection, rooms });
                }}
              >
                {roomPricings.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.adult} adult{p.adult === 1 ? '' : 's'}
                    {p.child ? `, ${p.child} child${p.child === 1 ? '' : 'ren'}` : ''} ·{' '}
                    {formatPaise(Math.round(p.price * 100))}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {selection.rooms.length > 1 && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove room ${index + 1}`}
                onClick={() =>
                  setSelection({
                    ...selection,
                    rooms: selection.rooms.filter((r) => r.key !== room.key),
                  })
                }
              >
                <X aria-hidden />
              </Button>
            )}
          </div>
        ))}
        {roomPricings[0] && (
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                setSelection({
                  ...selection,
                  rooms: [...selection.rooms, roomRow(roomPricings[0]!.id)],
                })
              }
            >
              <Plus aria-hidden />
              Add room
            </Button>
          </div>
        )}
        {error && <p className="text-sm font-medium text-destructive">{error}</p>}
      </fieldset>
    );
  }
  return (
    <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium">Items</legend>
      {items.map((item) => (
        <FormField key={item.id} label={`${item.name} (${formatPaise(Math.round(item.price * 100))})`}>
          <Input
            type="number"
            min={0}
            max={20}
            value={selection.quantities[item.id] ?? 0}
            onChange={(event) =>
              setSelection({
                ...selection,
                quantities: {
                  ...selection.quantities,
                  [item.id]: Number(event.target.value) || 0,
                },
              })
            }
          />
        </FormField>
      ))}
      {error && <p className="text-sm font-medium text-destructive">{error}</p>}
    </fieldset>
  );
}
