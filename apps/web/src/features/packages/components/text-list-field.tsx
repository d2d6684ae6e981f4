import type { OverviewBody } from '@wayfarer/shared/schemas/tour-content';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type TextListFieldProps = {
  name: 'tourInclusions' | 'tourExclusions';
  /** Singular, e.g. "Inclusion". */
  itemLabel: string;
  title: string;
  control: Control<OverviewBody>;
  register: UseFormRegister<OverviewBody>;
  errors?: FieldErrors<OverviewBody>['tourInclusions'];
};

/** Overview's inclusions and exclusions: rows of text, added and removed in place. */
export function TextListField({ name, itemLabel, title, control, register, errors }: TextListFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-base font-semibold">{title}</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <FormField
            label={`${itemLabel} ${index + 1}`}
            error={errors?.[index]?.description?.message}
            className="flex-1"
          >
            <Input autoComplete="off" {...register(`${name}.${index}.description`)} />
          </FormField>
          <Button
            variant="ghost"
            size="icon"
            className="mt-6"
            aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
            onClick={() => remove(index)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" className="w-fit" onClick={() => append({ description: '' })}>
        <Plus aria-hidden="true" className="size-4" />
        Add {itemLabel.toLowerCase()}
      </Button>
    </fieldset>
  );
}
