import type { PricingType } from '@wayfarer/shared/enums';
import type { BookingSelection, CustomSelectionItem, SimpleSelectionItem } from './bookings.repository.ts';

// A booking's rooms or items as a receipt or an e-mail lists them.

export type SelectionLine = { label: string; amountPaise: number };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Room 1: 2 adults, 1 child" at its price, or "Couple package × 2, 2 people each" at value × price. */
export function selectionLines(pricingType: PricingType, selection: BookingSelection): SelectionLine[] {
  if (pricingType === 'Simple') {
    return (selection as SimpleSelectionItem[]).map((room, i) => ({
      label: `Room ${i + 1}: ${plural(room.adult, 'adult', 'adults')}, ${plural(room.child, 'child', 'children')}`,
      amountPaise: room.pricePaise,
    }));
  }
  return (selection as CustomSelectionItem[]).map((item) => ({
    label: `${item.name} × ${item.value}, ${plural(item.totalPeople, 'person', 'people')} each`,
    amountPaise: item.pricePaise * item.value,
  }));
}
