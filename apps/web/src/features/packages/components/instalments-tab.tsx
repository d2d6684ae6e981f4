import { MAX_INSTALMENTS, planProblem } from '@wayfarer/shared/rules/instalments';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  useGetInstalmentPlanQuery,
  useRemoveInstalmentPlanMutation,
  useSaveInstalmentPlanMutation,
} from '../api/instalments-api';
import { withToast } from '../utils/toast-call';
import type { EditorTabProps } from './editor-tab-props';

// ADR 1365: the package's optional instalment plan — whole percentages summing to 100, the first
// paid at booking, the others a number of days before travel. Checked here as the server checks it
// (rules planProblem); the server's answer is the word.

type Row = { percent: string; days: string };

const EXAMPLE: Row[] = [
  { percent: '15', days: '' },
  { percent: '50', days: '60' },
  { percent: '35', days: '30' },
];

const toPlan = (rows: Row[]) =>
  rows.map((r, i) => ({
    percent: Number(r.percent.trim() === '' ? Number.NaN : r.percent),
    daysBeforeTravel: i === 0 ? null : r.days.trim() === '' ? null : Number(r.days),
  }));

export function InstalmentsTab({ id, onDirtyChange }: EditorTabProps) {
  const { data, isLoading } = useGetInstalmentPlanQuery(id);
  const [save, saving] = useSaveInstalmentPlanMutation();
  const [remove, removing] = useRemoveInstalmentPlanMutation();
  const [rows, setRows] = useState<Row[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!data) return;
    setRows(
      data.instalments.map((s) => ({
        percent: String(s.percent),
        days: s.daysBeforeTravel === null ? '' : String(s.daysBeforeTravel),
      })),
    );
    onDirtyChange(false);
  }, [data, onDirtyChange]);

  const change = (next: Row[]) => {
    setRows(next);
    setError(null);
    onDirtyChange(true);
  };
  const setCell = (i: number, key: keyof Row, value: string) =>
    change(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const plan = toPlan(rows);
    const problem = planProblem(plan);
    if (problem) {
      setError(problem.message);
      return;
    }
    const saved = await withToast('Saving...', 'Instalment plan saved', () =>
      save({ id, body: { instalments: plan } }),
    );
    if (saved) onDirtyChange(false);
  };

  const onRemove = async () => {
    const removed = await withToast('Removing...', 'Instalment plan removed', () => remove(id));
    if (removed) onDirtyChange(false);
  };

  if (isLoading) return <p className="text-sm text-muted-foreground">Loading…</p>;
  const total = rows.reduce((sum, r) => sum + (Number(r.percent) || 0), 0);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-1">
        <h3 className="text-lg font-semibold">Instalments</h3>
        <p className="text-sm text-muted-foreground">
          Let travellers pay in parts: the first at booking, the others a number of days before travel. Token
          and balance stay the default; the traveller chooses the plan at checkout. Up to {MAX_INSTALMENTS}{' '}
          instalments.
        </p>
      </div>
      {rows.length === 0 ? (
        <div className="grid justify-items-start gap-2 rounded-lg border border-dashed p-4">
          <p className="text-sm">This package has no instalment plan.</p>
          <Button type="button" variant="outline" onClick={() => change(EXAMPLE)}>
            Start from 15 / 50 / 35
          </Button>
        </div>
      ) : (
        <ol className="grid gap-3">
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place.
            <li key={i} className="grid grid-cols-[1fr_1fr_auto] items-end gap-3 rounded-lg border p-3">
              <FormField label={<>Instalment {i + 1}: percent</>}>
                <Input
                  inputMode="numeric"
                  value={row.percent}
                  onChange={(e) => setCell(i, 'percent', e.target.value)}
                />
              </FormField>
              {i === 0 ? (
                <div className="grid gap-1.5">
                  <span className="text-sm font-medium">Due</span>
                  <span className="flex h-9 items-center text-sm text-muted-foreground">At booking</span>
                </div>
              ) : (
                <FormField label={<>Instalment {i + 1}: days before travel</>}>
                  <Input
                    inputMode="numeric"
                    value={row.days}
                    onChange={(e) => setCell(i, 'days', e.target.value)}
                  />
                </FormField>
              )}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove instalment ${i + 1}`}
                disabled={i === 0}
                onClick={() => change(rows.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      {rows.length > 0 && (
        <p className="text-sm" aria-live="polite">
          Total:{' '}
          <span className={total === 100 ? 'font-medium' : 'font-medium text-destructive'}>{total}%</span>
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2 border-t pt-4">
        {rows.length > 0 && rows.length < MAX_INSTALMENTS && (
          <Button
            type="button"
            variant="outline"
            onClick={() => change([...rows, { percent: '', days: '' }])}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add instalment
          </Button>
        )}
        {rows.length > 0 && (
          <Button type="submit" variant="brand" isLoading={saving.isLoading}>
            Save plan
          </Button>
        )}
        {(data?.instalments.length ?? 0) > 0 && (
          <Button type="button" variant="outline" isLoading={removing.isLoading} onClick={onRemove}>
            Remove plan
          </Button>
        )}
      </div>
    </form>
  );
}
