import { zodResolver } from '@hookform/resolvers/zod';
import { pricingTypes } from '@wayfarer/shared/enums';
import { messages } from '@wayfarer/shared/messages';
import { type PricingResponse, pricingBody } from '@wayfarer/shared/schemas/tour-pricing';
import type { z } from '@wayfarer/shared/zod';
import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useGetPricingQuery, useSavePricingMutation } from '../api/editor-api';
import { applyServerIssues } from '../utils/server-errors';
import { withToast } from '../utils/toast-call';
import { DepartureFields } from './departure-fields';
import type { EditorTabProps } from './editor-tab-props';
import type { PricingForm } from './editor-forms';
import { SaveBar } from './save-bar';
import { useSectionLoad } from './use-section-load';

const formOf = (data: PricingResponse): PricingForm => ({
  pricingType: data.pricingType,
  tourPackageDepartures: data.tourPackageDepartures.map((departure) => ({
    id: departure.id,
    name: departure.name,
    departureInclusions: departure.departureInclusions.map(({ inclusion }) => ({ inclusion })),
    simplePricings: departure.simplePricings.map(({ adult, child, price }) => ({ adult, child, price })),
    customPricings: departure.customPricings.map(({ id, name, price, totalPeople }) => ({
      id,
      name,
      price,
      totalPeople,
    })),
  })),
});

/** Only the chosen type's prices count: the other list is neither checked nor sent. */
const forType = (values: PricingForm): PricingForm => ({
  ...values,
  tourPackageDepartures: values.tourPackageDepartures.map((departure) => ({
    ...departure,
    simplePricings: values.pricingType === 'Simple' ? departure.simplePricings : [],
    customPricings: values.pricingType === 'Custom' ? departure.customPricings : [],
  })),
});

const schemaResolver = zodResolver(pricingBody);
const resolver: Resolver<PricingForm, unknown, z.output<typeof pricingBody>> = (values, context, options) =>
  schemaResolver(forType(values), context, options);

type FieldsProps = { id: string; data: PricingResponse } & Pick<EditorTabProps, 'onSaved' | 'onDirtyChange'>;

function PricingFields({ id, data, onSaved, onDirtyChange }: FieldsProps) {
  const [savePricing] = useSavePricingMutation();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PricingForm, unknown, z.output<typeof pricingBody>>({
    resolver,
    defaultValues: formOf(data),
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const departures = useFieldArray({ control, name: 'tourPackageDepartures', keyName: 'key' });
  const pricingType = useWatch({ control, name: 'pricingType' });

  const onSubmit = handleSubmit(async () => {
    // Raw values: prices go as rupees (the schema's output would be paise).
    const saved = await withToast(
      'Saving...',
      messages.saved,
      () => savePricing({ id, body: forType(getValues()) }),
      (error) => applyServerIssues(error, setError),
    );
    if (saved) onSaved();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-lg font-semibold">Pricing type</legend>
        <div className="flex flex-wrap gap-6">
          {pricingTypes.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={type}
                className="size-4 accent-brand-700"
                {...register('pricingType')}
              />
              {type}
            </label>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">
          Simple: a price per room by its adults and children. Custom: named price items, each for a number of
          people.
        </p>
      </fieldset>

      {departures.fields.map((field, index) => (
        <DepartureFields
          key={field.key}
          index={index}
          pricingType={pricingType}
          control={control}
          register={register}
          errors={errors}
          onRemove={() => departures.remove(index)}
        />
      ))}
      <Button
        variant="outline"
        className="w-fit"
        onClick={() =>
          departures.append({
            name: '',
            departureInclusions: [],
            simplePricings: [{ adult: 2, child: 0, price: 0 }],
            customPricings: [{ name: '', price: 0, totalPeople: 1 }],
          })
        }
      >
        <Plus aria-hidden="true" className="size-4" />
        Add departure
      </Button>
      <SaveBar isSaving={isSubmitting} />
    </form>
  );
}

/** spec 001 §2 "Pricing": departures with simple or custom prices and their own inclusions. */
export function PricingTab({ id, area, onSaved, onDirtyChange }: EditorTabProps) {
  const result = useGetPricingQuery(id, { refetchOnMountOrArgChange: true });
  useSectionLoad(result, area);
  if (!result.currentData || result.isFetching) return <PageSpinner />;
  return <PricingFields id={id} data={result.currentData} onSaved={onSaved} onDirtyChange={onDirtyChange} />;
}
