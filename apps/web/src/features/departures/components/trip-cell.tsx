import { messages } from '@wayfarer/shared/messages';
import {
  AT_RISK_TEXT,
  belowMinimumWarning,
  CONFIRMED_DEPARTURE_TEXT,
  RUN_ANYWAY_TEXT,
  travellersNeededText,
} from '@wayfarer/shared/rules/trip-status';
import type { BoardDate } from '@wayfarer/shared/schemas/operations';
import { useState } from 'react';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { serverMessageOf } from '@/lib/api-error';
import { formatTourDate } from '@/utils/format';
import { useConfirmDateMutation } from '../api/departures-api';

/**
 * A board row's minimum group size — "At risk" (from the decision day), how many more it
 * needs, "Confirmed departure" (with a warning once cancellations leave it below the minimum) —
 * and "Run anyway" for a date still below it.
 */
export function TripCell({ id, date, onChanged }: { id: string; date: BoardDate; onChanged: () => void }) {
  if (date.minTravellers === null) return <span className="text-muted-foreground">No minimum</span>;
  const below = date.tripStatus === 'filling' || date.tripStatus === 'at_risk';
  return (
    <div className="grid justify-items-start gap-1">
      <span>Min. {date.minTravellers}</span>
      {date.tripStatus === 'at_risk' && (
        <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">
          {AT_RISK_TEXT}
        </span>
      )}
      {date.tripStatus === 'confirmed' && (
        <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
          {CONFIRMED_DEPARTURE_TEXT}
        </span>
      )}
      {below && date.travellersNeeded !== null && (
        <span className="text-xs text-muted-foreground">{travellersNeededText(date.travellersNeeded)}</span>
      )}
      {below && date.decisionDate && (
        <span className="text-xs text-muted-foreground">
          Decision day {formatTourDate(date.decisionDate)}
        </span>
      )}
      {date.belowMinimum && (
        <span role="note" className="text-xs font-medium text-amber-800">
          {belowMinimumWarning(date.confirmed, date.minTravellers)}
        </span>
      )}
      {below && <RunAnywayButton id={id} date={date} onChanged={onChanged} />}
    </div>
  );
}

function RunAnywayButton({ id, date, onChanged }: { id: string; date: BoardDate; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const [confirmDate, { isLoading }] = useConfirmDateMutation();
  const day = formatTourDate(date.date);
  const run = async () => {
    const result = await confirmDate({ id, body: { date: date.date, departureId: date.departureId } });
    if ('error' in result && result.error !== undefined) {
      adminToast.error(serverMessageOf(result.error) ?? messages.somethingWrong);
      return;
    }
    adminToast.success(`${day} is a confirmed departure`);
    setOpen(false);
    onChanged();
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`${RUN_ANYWAY_TEXT}: ${day}, ${date.departureName}`}
      >
        {RUN_ANYWAY_TEXT}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Run {day} anyway?</DialogTitle>
            <DialogDescription>
              {date.departureName}: {date.confirmed} of the minimum {date.minTravellers} travellers have paid.
              Everyone booked on it is e-mailed that the trip is confirmed; a confirmed date stays confirmed.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="ghost">Keep waiting</Button>
            </DialogClose>
            <Button variant="brand" disabled={isLoading} onClick={run}>
              {RUN_ANYWAY_TEXT}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
