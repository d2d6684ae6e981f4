import { isBookableDate } from '@wayfarer/shared/rules/travel-date';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { departureDates } from '../utils/booking';

/** What a `?departure&date` link (the waitlist e-mail's) offered, once read. */
export type LinkedDate = { date: string; departureId: string; isOpen: boolean };

/**
 * Reads `/package/{slug}?departure&date` (packageDateHref) after hydration: the server renders
 * and caches the page by its path, so the choice is applied in an effect, never during the first
 * render. `isOpen` says whether the date can still be booked (it may have sold out again).
 */
export function useLinkedDate(pkg: PublicPackage, chooseDeparture: (id: string) => void): LinkedDate | null {
  const [params] = useSearchParams();
  const [linked, setLinked] = useState<LinkedDate | null>(null);
  const departureId = params.get('departure') ?? '';
  const date = params.get('date') ?? '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: applied once per linked choice; chooseDeparture is a new function each render.
  useEffect(() => {
    if (!departureId || !date || !pkg.TourPackageDeparture.some((d) => d.id === departureId)) {
      setLinked(null);
      return;
    }
    const isOpen =
      pkg.tourType === 'AnyDay' ? isBookableDate(date) : departureDates(pkg, departureId).includes(date);
    chooseDeparture(departureId);
    setLinked({ date, departureId, isOpen });
  }, [pkg, departureId, date]);

  return linked;
}
