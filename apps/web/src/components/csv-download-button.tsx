import { messages } from '@wayfarer/shared/messages';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api-error';
import { type CsvRequest, saveCsvFile, useDownloadCsvMutation } from '@/lib/csv-download-api';

type CsvDownloadButtonProps = CsvRequest & { fileName: string; label?: string; size?: 'sm' | 'default' };

/** "Export CSV": fetches the export through the signed-in session and saves it as a file. */
export function CsvDownloadButton({
  url,
  params,
  fileName,
  label = 'Export CSV',
  size = 'default',
}: CsvDownloadButtonProps) {
  const [download, { isLoading }] = useDownloadCsvMutation();
  const [error, setError] = useState<string>();

  const onClick = async () => {
    setError(undefined);
    const result = await download({ url, params });
    if ('error' in result) {
      const { message, fieldErrors } = parseApiError(result.error);
      setError(message ?? fieldErrors[0]?.message ?? messages.somethingWrong);
      return;
    }
    saveCsvFile(result.data, fileName);
  };

  return (
    <div className="grid justify-items-end gap-1">
      <Button type="button" variant="outline" size={size} isLoading={isLoading} onClick={onClick}>
        <Download aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
