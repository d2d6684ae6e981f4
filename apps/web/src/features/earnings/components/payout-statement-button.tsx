import { messages } from '@wayfarer/shared/messages';
import type { Payout } from '@wayfarer/shared/schemas/earnings';
import { FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api-error';
import { formatRupees } from '@/utils/format';
import { useDownloadPayoutStatementMutation } from '../api/earnings-api';
import { indiaDay, payoutStatementFileName } from '../utils/earnings-format';
import { saveFile } from '../utils/save-file';

/** Downloads one payout's statement (PDF: its rows, total, status, reference and paid-on date). */
export function PayoutStatementButton({ payout }: { payout: Payout }) {
  const [download, { isLoading }] = useDownloadPayoutStatementMutation();
  const [error, setError] = useState<string>();
  const errorId = useId();

  const onClick = async () => {
    setError(undefined);
    const result = await download(payout.id);
    if ('error' in result) {
      setError(parseApiError(result.error).message ?? messages.somethingWrong);
      return;
    }
    saveFile(result.data, payoutStatementFileName(payout));
  };

  return (
    <div className="grid justify-items-start gap-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        isLoading={isLoading}
        onClick={onClick}
        aria-describedby={error ? errorId : undefined}
      >
        <FileDown aria-hidden="true" className="size-4" />
        Statement (PDF)
        <span className="sr-only">
          {' '}
          of the payout of {formatRupees(payout.amount)} created {indiaDay(payout.createdAt)}
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
