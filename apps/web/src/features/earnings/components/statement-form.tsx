import { messages } from '@wayfarer/shared/messages';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { parseApiError } from '@/lib/api-error';
import { useDownloadStatementMutation } from '../api/earnings-api';
import { statementDatesError, statementFileName } from '../utils/earnings-format';
import { saveFile } from '../utils/save-file';

/**
 * The statement: the ledger rows created from one day to another (India dates, either may be
 * empty), as CSV from GET /v1/earnings/me/statement.csv.
 */
export function StatementForm() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string>();
  const [download, { isLoading }] = useDownloadStatementMutation();
  const today = todayInIndia();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = statementDatesError(from, to);
    setError(invalid);
    if (invalid) return;
    const result = await download({ from, to });
    if ('error' in result) {
      const { message, fieldErrors } = parseApiError(result.error);
      setError(message ?? fieldErrors[0]?.message ?? messages.somethingWrong);
      return;
    }
    saveFile(new Blob([result.data], { type: 'text/csv;charset=utf-8' }), statementFileName(from, to));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3"
      aria-describedby={error ? 'statement-error' : undefined}
    >
      <div className="grid gap-3 sm:grid-cols-[12rem_12rem_auto] sm:items-end">
        <FormField label="From">
          <Input type="date" value={from} max={today} onChange={(event) => setFrom(event.target.value)} />
        </FormField>
        <FormField label="To">
          <Input type="date" value={to} max={today} onChange={(event) => setTo(event.target.value)} />
        </FormField>
        <Button type="submit" variant="outline" isLoading={isLoading} className="sm:w-fit">
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Leave a date empty to start at your first row or end today.
      </p>
      {error && (
        <p id="statement-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
