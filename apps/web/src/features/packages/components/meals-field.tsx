import { mealTypes } from '@wayfarer/shared/enums';
import { tourDefaults } from '@wayfarer/shared/schemas/tour';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { ItineraryForm } from './editor-forms';

type MealsFieldProps = {
  entryIndex: number;
  control: Control<ItineraryForm>;
  register: UseFormRegister<ItineraryForm>;
  errors: FieldErrors<ItineraryForm>;
};

/** An itinerary entry's meals: name and type (food or snack; spec 001 §9: a new meal is food). */
export function MealsField({ entryIndex, control, register, errors }: MealsFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: `tourItineraries.${entryIndex}.meals` });
  const mealErrors = errors.tourItineraries?.[entryIndex]?.meals;
  const n = entryIndex + 1;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-semibold">Meals</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[minmax(0,1fr)_6.5rem_auto] items-start gap-2">
          <FormField label={`Meal ${index + 1}`} error={mealErrors?.[index]?.name?.message}>
            <Input autoComplete="off" {...register(`tourItineraries.${entryIndex}.meals.${index}.name`)} />
          </FormField>
          <FormField label="Type" error={mealErrors?.[index]?.type?.message}>
            <NativeSelect
              className="capitalize"
              {...register(`tourItineraries.${entryIndex}.meals.${index}.type`)}
            >
              {mealTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Button
            variant="ghost"
            size="icon"
            className="mt-6"
            aria-label={`Remove meal ${index + 1} of itinerary ${n}`}
            onClick={() => remove(index)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => append({ name: '', type: tourDefaults.mealType })}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add Meal
        <span className="sr-only"> to itinerary {n}</span>
      </Button>
    </fieldset>
  );
}
