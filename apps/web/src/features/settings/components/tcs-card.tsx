import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import { TCS_LABEL } from '@wayfarer/shared/rules/tcs';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { type TcsSettingsBody, type TcsSettingsView, tcsSettings } from '@wayfarer/shared/schemas/paperwork';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverMessageOf } from '@/lib/api-error';
import { useGetTcsSettingsQuery, useUpdateTcsSettingsMutation } from '../api/tcs-settings';

// ADR 1377: TCS on overseas packages — the rates and threshold of the Finance Act in force, and
// the month's TCS report (PAN, name, booking, amount, TCS, date) as CSV for the TCS return.

function TcsRatesForm({ current }: { current: TcsSettingsView }) {
  const [update] = useUpdateTcsSettingsMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TcsSettingsBody, unknown, TcsSettingsView>({
    resolver: zodResolver(tcsSettings),
    defaultValues: current,
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await update(values);
    if (result.error) {
      adminToast.error(serverMessageOf(result.error) ?? messages.somethingWrong);
      return;
    }
    adminToast.success(messages.saved);
    reset(result.data);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="TCS rates">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Rate (%)" error={errors.ratePercent?.message}>
          <Input inputMode="decimal" {...register('ratePercent')} />
        </FormField>
        <FormField label="Threshold (₹)" error={errors.thresholdRupees?.message}>
          <Input inputMode="decimal" {...register('thresholdRupees')} />
        </FormField>
        <FormField label="Above the threshold (%)" error={errors.highRatePercent?.message}>
          <Input inputMode="decimal" {...register('highRatePercent')} />
        </FormField>
      </div>
      <div>
        <Button type="submit" variant="brand" isLoading={isSubmitting}>
          Save rates
        </Button>
      </div>
    </form>
  );
}

/** The admin's TCS card on /admin/settings. */
export function TcsCard() {
  const { data: current } = useGetTcsSettingsQuery();
  const [month, setMonth] = useState(() => todayInIndia().slice(0, 7));
  return (
    <section aria-labelledby="tcs-heading" className="grid max-w-xl gap-5 rounded-xl border bg-white p-6">
      <div>
        <h2 id="tcs-heading" className="text-lg font-semibold">
          TCS on overseas packages
        </h2>
        <p className="text-sm text-muted-foreground">
          {TCS_LABEL} is charged with the first payment of a package marked international, against the lead
          traveller’s PAN. Set the rates of the Finance Act in force (from 1 April 2026: 2 % with no
          threshold; set the same rate on both sides).
        </p>
      </div>
      {current && <TcsRatesForm current={current} />}
      <div className="flex flex-wrap items-end justify-between gap-4 border-t pt-4">
        <FormField label="Month of the TCS report">
          <Input type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
        </FormField>
        <CsvDownloadButton
          url="admin/tcs-report.csv"
          params={{ month }}
          fileName={`tcs-report-${month}.csv`}
          label="Download TCS CSV"
        />
      </div>
    </section>
  );
}
