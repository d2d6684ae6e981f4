import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { useState } from 'react';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The admin's monthly GST summary: a month's invoices and credit notes as CSV. */
export function GstSummaryCard() {
  const [month, setMonth] = useState(() => todayInIndia().slice(0, 7));
  return (
    <section
      aria-labelledby="gst-summary-heading"
      className="grid max-w-xl gap-4 rounded-xl border bg-white p-6"
    >
      <div>
        <h2 id="gst-summary-heading" className="text-lg font-semibold">
          GST summary
        </h2>
        <p className="text-sm text-muted-foreground">
          A month’s tax invoices and credit notes with taxable value, CGST, SGST and IGST, for GSTR-1.
        </p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <FormField label="Month">
          <Input type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
        </FormField>
        <CsvDownloadButton
          url="admin/gst-summary.csv"
          params={{ month }}
          fileName={`gst-summary-${month}.csv`}
          label="Download CSV"
        />
      </div>
    </section>
  );
}
