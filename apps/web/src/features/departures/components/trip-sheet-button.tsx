import { messages } from '@wayfarer/shared/messages';
import { FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api-error';
import { formatTourDate } from '@/utils/format';
import { useDownloadTripSheetMutation } from '../api/departure-ops-api';

type Props = {
  id: string;
  date: string;
  departureId: string;
  departureName: string;
  size?: 'sm' | 'default';
};

/** Hands an object URL (made from the PDF's bytes) to the browser as a download, then lets it go. */
function saveObjectUrl(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The date's trip-leader sheet (PDF: every traveller's phone, emergency contact, diet,
 * medical notes, passport and room), to keep on a phone for a route with no signal.
 */
export function TripSheetButton({ id, date, departureId, departureName, size = 'sm' }: Props) {
  const [download, { isLoading }] = useDownloadTripSheetMutation();
  const [error, setError] = useState<string>();
  const errorId = useId();

  const onClick = async () => {
    setError(undefined);
    const result = await download({ id, date, departureId });
    if ('error' in result) {
      setError(parseApiError(result.error).message ?? messages.somethingWrong);
      return;
    }
    saveObjectUrl(result.data, `trip-sheet-${date}.pdf`);
  };

  return (
    <div className="grid justify-items-start gap-1">
      <Button
        type="button"
        variant="outline"
        size={size}
        isLoading={isLoading}
        onClick={onClick}
        aria-describedby={error ? errorId : undefined}
      >
        <FileDown aria-hidden="true" className="size-4" />
        Trip sheet
        <span className="sr-only">
          {' '}
          (PDF) of {formatTourDate(date)}, {departureName}
        </span>
      </Button>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
