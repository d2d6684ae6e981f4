import { zodResolver } from '@hookform/resolvers/zod';
import { type Memory, memoriesBody } from '@wayfarer/shared/schemas/creator';
import { z } from '@wayfarer/shared/zod';
import { Camera, Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { ImageUploadField } from '@/components/image-upload-field';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSaveMemoriesMutation } from '../api/memories';
import { toastSaveResult } from '../utils/toast-save-result';
import { FormListError } from './form-list-error';

const memoriesFormSchema = z.object({ memories: memoriesBody });
type MemoriesFormInput = z.input<typeof memoriesFormSchema>;
type MemoriesFormOutput = z.output<typeof memoriesFormSchema>;

const valuesOf = (memories: readonly Memory[]): MemoriesFormInput => ({
  memories: [...memories]
    .sort((a, b) => a.order - b.order)
    .map((memory) => ({
      image: memory.image,
      order: memory.order,
      title: memory.title,
      description: memory.description ?? '',
      link: memory.link ?? '',
    })),
});

/** Visually hidden words that tell the repeated fields of each card apart. */
const ofMemory = (n: number) => <span className="sr-only"> of memory {n}</span>;

/** spec 000 §2 "Creator Settings", Memories tab. */
export function MemoriesSettingsForm({ memories }: { memories: readonly Memory[] }) {
  const [saveMemories] = useSaveMemoriesMutation();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<MemoriesFormInput, unknown, MemoriesFormOutput>({
    resolver: zodResolver(memoriesFormSchema),
    defaultValues: valuesOf(memories),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'memories' });

  const onSubmit = handleSubmit(async (values) => {
    // Orders follow the cards as they stand, so removals leave no gaps or repeats.
    const body = values.memories.map((memory, index) => ({ ...memory, order: index + 1 }));
    const result = await saveMemories(body);
    if (!toastSaveResult(result)) return;
    reset({ memories: body });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-labelledby="memories-heading">
      <div>
        <h2 id="memories-heading" className="text-xl font-semibold">
          Memories
        </h2>
        <p className="text-sm text-muted-foreground">Moments from your travels, shown on your profile.</p>
      </div>

      {fields.length === 0 && (
        <EmptyState icon={Camera} title="No memories yet">
          Add a photo and a title for a trip you loved, with a link to the post or video if you like.
        </EmptyState>
      )}

      <div className="grid gap-6 md:grid-cols-2">
        {fields.map((field, index) => {
          const n = index + 1;
          const fieldErrors = errors.memories?.[index];
          return (
            <fieldset key={field.id} className="grid content-start gap-4 rounded-xl border bg-white p-4">
              <legend className="px-1 text-sm font-semibold">Memory {n}</legend>
              <Controller
                control={control}
                name={`memories.${index}.image`}
                render={({ field: imageField, fieldState }) => (
                  <ImageUploadField
                    label={`Upload image for memory ${n}`}
                    buttonText="Upload image"
                    value={imageField.value}
                    onChange={imageField.onChange}
                    aspect={4 / 3}
                    preview="card"
                    previewAlt={`Memory ${n}`}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <FormField label={<>Title{ofMemory(n)}</>} error={fieldErrors?.title?.message}>
                <Input {...register(`memories.${index}.title`)} />
              </FormField>
              <FormField label={<>Link (Optional){ofMemory(n)}</>} error={fieldErrors?.link?.message}>
                <Input
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  {...register(`memories.${index}.link`)}
                />
              </FormField>
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove<span className="sr-only"> memory {n}</span>
                </Button>
              </div>
            </fieldset>
          );
        })}
      </div>

      <FormListError errors={errors.memories} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant="outline"
          onClick={() =>
            // spec 000 §2: a blank card whose order is the current count plus 1, description empty.
            append({ image: '', order: fields.length + 1, title: '', description: '', link: '' })
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          Add More
        </Button>
        <Button type="submit" variant="brand" className="sm:px-8" isLoading={isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
