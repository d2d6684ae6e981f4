import { messages } from '@wayfarer/shared/messages';
import { launchListBody } from '@wayfarer/shared/schemas/launch-list';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { parseApiError } from '@/lib/api-error';
import { useJoinLaunchListMutation } from '../../api/launch-list-api';

type Errors = Partial<Record<'name' | 'email' | 'budget' | 'form', string>>;

/** The "Notify me" form (loaded with the store when it comes near the viewport, ADR 990). */
export function NotifyMeForm({ tourId }: { tourId: string }) {
  const [join, { isLoading }] = useJoinLaunchListMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [budget, setBudget] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { name, email, budget: budget.trim() === '' ? null : Number(budget) };
    const checked = launchListBody.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    const result = await join({ tourId, ...body });
    if ('error' in result) {
      const parsed = parseApiError(result.error);
      const fields = Object.fromEntries(parsed.fieldErrors.map((e) => [e.path, e.message]));
      setErrors(parsed.fieldErrors.length ? fields : { form: parsed.message ?? messages.somethingWrong });
      return;
    }
    setDone(result.data.message);
  };

  return (
    <>
      {done ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {done}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Notify me">
          <FormField label="Name" error={errors.name}>
            <Input
              autoComplete="name"
              value={name}
              maxLength={100}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          <FormField label="Email" error={errors.email}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <FormField label="Budget per person (₹, optional)" error={errors.budget}>
            <Input
              type="number"
              min={1}
              inputMode="decimal"
              value={budget}
              onChange={(e) => setBudget(e.target.value)}
            />
          </FormField>
          {errors.form && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.form}
            </p>
          )}
          <Button type="submit" variant="brand" size="lg" isLoading={isLoading}>
            Notify me
          </Button>
        </form>
      )}
    </>
  );
}
