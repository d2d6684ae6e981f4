import {
  type SupplierCostCategory,
  type SupplierCostStatus,
  supplierCostCategories,
  supplierCostCategoryLabels,
} from '@wayfarer/shared/enums';
import { messages } from '@wayfarer/shared/messages';
import type { DepartureMoney, SupplierCost } from '@wayfarer/shared/schemas/departure-ops';
import { supplierCostBody } from '@wayfarer/shared/schemas/departure-ops';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { ErrorScreen } from '@/components/error-screen';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PageSpinner } from '@/components/ui/spinner';
import { parseApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { formatRupees, formatTourDate } from '@/utils/format';
import {
  useAddDepartureCostMutation,
  useChangeDepartureCostMutation,
  useGetDepartureCostsQuery,
  useRemoveDepartureCostMutation,
} from '../api/departure-ops-api';
import { departuresPath } from './area';

/** The date's money as the board and the export give it: margin = kept − costs − creator share. */
export function MoneySummary({ money }: { money: DepartureMoney }) {
  const items: [string, string, string?][] = [
    ['Paid', formatRupees(money.paid)],
    ['Refunded', formatRupees(money.refunded)],
    ['Revenue kept', formatRupees(money.revenueKept)],
    ['Supplier costs', formatRupees(money.supplierCosts), `${formatRupees(money.supplierCostsDue)} due`],
    ['Creator share', formatRupees(money.creatorShare)],
    ['Margin', formatRupees(money.margin)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {items.map(([label, value, note]) => (
        <div key={label} className="rounded-xl border bg-white p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd
            className={cn(
              'text-lg font-semibold [overflow-wrap:anywhere]',
              label === 'Margin' && money.margin < 0 && 'text-destructive',
            )}
          >
            {value}
          </dd>
          {note && <dd className="text-xs text-muted-foreground">{note}</dd>}
        </div>
      ))}
    </dl>
  );
}

type Draft = {
  category: SupplierCostCategory;
  description: string;
  amount: string;
  status: SupplierCostStatus;
};
const EMPTY: Draft = { category: 'hotel', description: '', amount: '', status: 'due' };

/**
 * Admin only: …/departures/costs?date&departureId — a date's supplier costs (hotel,
 * vehicle, guide, other; paid or due), added, marked paid or removed, and the date's margin.
 */
export function CostsPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const date = params.get('date') ?? '';
  const departureId = params.get('departureId') ?? '';
  const query = useGetDepartureCostsQuery({ id, date, departureId }, { refetchOnMountOrArgChange: true });
  const [add, { isLoading: isAdding }] = useAddDepartureCostMutation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const data = query.data;

  if (query.isLoading) return <PageSpinner />;
  if (!data) return <ErrorScreen />;

  const set = (field: keyof Draft) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));

  const onAdd = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { date, departureId, ...draft };
    const checked = supplierCostBody.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    const result = await add({ id, ...body });
    if ('error' in result) {
      const parsed = parseApiError(result.error);
      const fields = Object.fromEntries(parsed.fieldErrors.map((e) => [e.path, e.message]));
      setErrors(
        Object.keys(fields).length > 0 ? fields : { form: parsed.message ?? messages.somethingWrong },
      );
      return;
    }
    setDraft(EMPTY);
    toast.success('Cost added');
    query.refetch();
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader
        title={`Costs and margin: ${formatTourDate(data.date)}`}
        description={`${data.package.title} · ${data.departureName}`}
      >
        <div className="flex flex-wrap gap-2">
          <Link to={departuresPath('admin', id)} className={buttonVariants({ variant: 'outline' })}>
            Back to departures
          </Link>
          <CsvDownloadButton
            url={`tours/${encodeURIComponent(id)}/departure-costs.csv`}
            params={{ date, departureId }}
            fileName={`costs-${date}.csv`}
            label="Costs CSV"
          />
        </div>
      </PageHeader>

      <section aria-labelledby="money-heading" className="space-y-2">
        <h2 id="money-heading" className="text-lg font-semibold">
          Margin
        </h2>
        <MoneySummary money={data.money} />
        <p className="text-sm text-muted-foreground">
          Margin = revenue kept (paid less refunds) − supplier costs − the creator’s share, as the ledger has
          it.
        </p>
      </section>

      <section aria-labelledby="costs-heading" className="space-y-3">
        <h2 id="costs-heading" className="text-lg font-semibold">
          Supplier costs
        </h2>
        {data.costs.length === 0 ? (
          <p className="text-sm text-muted-foreground">No costs for this date yet.</p>
        ) : (
          <ul className="grid gap-2">
            {data.costs.map((cost) => (
              <CostRow key={cost.id} id={id} cost={cost} onChanged={query.refetch} />
            ))}
          </ul>
        )}
        <form
          onSubmit={onAdd}
          noValidate
          aria-labelledby="add-cost-heading"
          className="grid gap-3 rounded-xl border bg-white p-4 sm:grid-cols-[10rem_1fr_10rem_8rem_auto] sm:items-end"
        >
          <h3 id="add-cost-heading" className="font-semibold sm:col-span-5">
            Add a cost
          </h3>
          <FormField label="Category" error={errors.category}>
            <NativeSelect value={draft.category} onChange={set('category')}>
              {supplierCostCategories.map((category) => (
                <option key={category} value={category}>
                  {supplierCostCategoryLabels[category]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Description" error={errors.description}>
            <Input value={draft.description} maxLength={200} onChange={set('description')} />
          </FormField>
          <FormField label="Amount (₹)" error={errors.amount}>
            <Input value={draft.amount} inputMode="decimal" onChange={set('amount')} />
          </FormField>
          <FormField label="Status" error={errors.status}>
            <NativeSelect value={draft.status} onChange={set('status')}>
              <option value="due">Due</option>
              <option value="paid">Paid</option>
            </NativeSelect>
          </FormField>
          <Button type="submit" variant="brand" isLoading={isAdding}>
            Add cost
          </Button>
          {errors.form && (
            <p role="alert" className="text-sm font-medium text-destructive sm:col-span-5">
              {errors.form}
            </p>
          )}
        </form>
      </section>
    </div>
  );
}

function CostRow({ id, cost, onChanged }: { id: string; cost: SupplierCost; onChanged: () => void }) {
  const [change, { isLoading: isChanging }] = useChangeDepartureCostMutation();
  const [remove, { isLoading: isRemoving }] = useRemoveDepartureCostMutation();
  const label = `${supplierCostCategoryLabels[cost.category]}: ${cost.description}`;
  const after = (result: { error?: unknown }, done: string) => {
    if (result.error) toast.error(parseApiError(result.error).message ?? messages.somethingWrong);
    else {
      toast.success(done);
      onChanged();
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border bg-white p-3 text-sm">
      <span className="rounded bg-zinc-100 px-2 py-0.5 text-xs font-medium">
        {supplierCostCategoryLabels[cost.category]}
      </span>
      <span className="min-w-40 flex-1 [overflow-wrap:anywhere]">{cost.description}</span>
      <span className="font-semibold whitespace-nowrap">{formatRupees(cost.amount)}</span>
      <NativeSelect
        aria-label={`Status of ${label}`}
        className="h-8 w-24 py-1 text-sm"
        value={cost.status}
        disabled={isChanging}
        onChange={async (event) =>
          after(
            await change({
              id,
              costId: cost.id,
              patch: { status: event.target.value as SupplierCostStatus },
            }),
            'Cost updated',
          )
        }
      >
        <option value="due">Due</option>
        <option value="paid">Paid</option>
      </NativeSelect>
      <Button
        variant="ghost"
        size="sm"
        isLoading={isRemoving}
        aria-label={`Remove ${label}`}
        onClick={async () => after(await remove({ id, costId: cost.id }), 'Cost removed')}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Remove
      </Button>
    </li>
  );
}
