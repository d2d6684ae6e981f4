import type { PricingType } from '@wayfarer/shared/enums';
import { tourDefaults } from '@wayfarer/shared/schemas/tour';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { PricingForm } from './editor-forms';

type DepartureFieldsProps = {
  index: number;
  pricingType: PricingType;
  control: Control<PricingForm>;
  register: UseFormRegister<PricingForm>;
  errors: FieldErrors<PricingForm>;
  onRemove: () => void;
};

const RemoveButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Button variant="ghost" size="icon" className="mt-6" aria-label={label} onClick={onClick}>
    <Trash2 aria-hidden="true" className="size-4" />
  </Button>
);

/** One departure: its name, its simple or custom prices and its own inclusions. */
export function DepartureFields({
  index,
  pricingType,
  control,
  register,
  errors,
  onRemove,
}: DepartureFieldsProps) {
  const base = `tourPackageDepartures.${index}` as const;
  const n = index + 1;
  const simple = useFieldArray({ control, name: `${base}.simplePricings` });
  // keyName: the custom pricings carry their own `id`, which must reach the server untouched.
  const custom = useFieldArray({ control, name: `${base}.customPricings`, keyName: 'key' });
  const inclusions = useFieldArray({ control, name: `${base}.departureInclusions` });
  const err = errors.tourPackageDepartures?.[index];

  return (
    <section
      aria-labelledby={`departure-${index}`}
      className="grid gap-5 rounded-xl border bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`departure-${index}`} className="text-lg font-semibold">
          Departure {n}
        </h3>
        <Button variant="outline" size="sm" onClick={onRemove}>
          Remove departure<span className="sr-only"> {n}</span>
        </Button>
      </div>
      <FormField label="Departure name" hint="e.g. From Mumbai" error={err?.name?.message}>
        <Input autoComplete="off" {...register(`${base}.name`)} />
      </FormField>

      {pricingType === 'Simple' ? (
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-semibold">Room prices</legend>
          {simple.fields.map((field, i) => (
            <div
              key={field.id}
              className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)_auto] items-start gap-2"
            >
              <FormField label="Adults" error={err?.simplePricings?.[i]?.adult?.message}>
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  {...register(`${base}.simplePricings.${i}.adult`)}
                />
              </FormField>
              <FormField label="Children" error={err?.simplePricings?.[i]?.child?.message}>
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  {...register(`${base}.simplePricings.${i}.child`)}
                />
              </FormField>
              <FormField label="Price (₹)" error={err?.simplePricings?.[i]?.price?.message}>
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  {...register(`${base}.simplePricings.${i}.price`)}
                />
              </FormField>
              <RemoveButton
                label={`Remove room price ${i + 1} of departure ${n}`}
                onClick={() => simple.remove(i)}
              />
              {/* A refused save's message about the whole row (e.g. a combination priced twice). */}
              {err?.simplePricings?.[i]?.message && (
                <p role="alert" className="col-span-full text-sm font-medium text-destructive">
                  {err.simplePricings[i].message}
                </p>
              )}
            </div>
          ))}
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => simple.append({ ...tourDefaults.simplePricing })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add room price<span className="sr-only"> to departure {n}</span>
          </Button>
        </fieldset>
      ) : (
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-semibold">Custom prices</legend>
          {custom.fields.map((field, i) => (
            <div
              key={field.key}
              className="grid grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2"
            >
              <FormField label="Name" error={err?.customPricings?.[i]?.name?.message}>
                <Input autoComplete="off" {...register(`${base}.customPricings.${i}.name`)} />
              </FormField>
              <FormField label="Price (₹)" error={err?.customPricings?.[i]?.price?.message}>
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  {...register(`${base}.customPricings.${i}.price`)}
                />
              </FormField>
              <FormField label="People" error={err?.customPricings?.[i]?.totalPeople?.message}>
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  {...register(`${base}.customPricings.${i}.totalPeople`)}
                />
              </FormField>
              <RemoveButton
                label={`Remove custom price ${i + 1} of departure ${n}`}
                onClick={() => custom.remove(i)}
              />
            </div>
          ))}
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => custom.append({ name: '', ...tourDefaults.customPricing })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add custom price<span className="sr-only"> to departure {n}</span>
          </Button>
        </fieldset>
      )}

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Departure inclusions</legend>
        {inclusions.fields.map((field, i) => (
          <div key={field.id} className="flex items-start gap-2">
            <FormField
              label={`Inclusion ${i + 1}`}
              error={err?.departureInclusions?.[i]?.inclusion?.message}
              className="flex-1"
            >
              <Input autoComplete="off" {...register(`${base}.departureInclusions.${i}.inclusion`)} />
            </FormField>
            <RemoveButton
              label={`Remove inclusion ${i + 1} of departure ${n}`}
              onClick={() => inclusions.remove(i)}
            />
          </div>
        ))}
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => inclusions.append({ inclusion: '' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add inclusion<span className="sr-only"> to departure {n}</span>
        </Button>
      </fieldset>
    </section>
  );
}
