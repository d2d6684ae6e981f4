import { Controller, useFormContext } from 'react-hook-form';
import { ImageUploadField } from '@/components/image-upload-field';
import { FormField } from '@/components/ui/form-field';
import type { SelectOption } from '@/components/ui/multi-select';
import { CategorySelect } from './category-select';
import { DestinationSelect } from './destination-select';

type ProfileImageShape = { profileImage: string };
type CatalogueShape = { categoryId: SelectOption[]; destinations: SelectOption[] };

/** spec 000 §2: the creator's round profile image, read from the surrounding FormProvider. */
export function ProfileImageField() {
  const { control } = useFormContext<ProfileImageShape>();
  return (
    <Controller
      control={control}
      name="profileImage"
      render={({ field, fieldState }) => (
        <div className="grid gap-2">
          <span className="text-sm font-medium">Profile image</span>
          <ImageUploadField
            label="Upload profile image"
            value={field.value}
            onChange={field.onChange}
            aspect={1}
            preview="avatar"
            previewAlt="Your profile image"
            error={fieldState.error?.message}
            className="grid-cols-[auto_1fr] items-center gap-4"
          />
        </div>
      )}
    />
  );
}

/**
 * spec 000 §2: the category and destination multi-selects of a creator's profile, read from the
 * surrounding FormProvider. The category field's label differs between the forms.
 */
export function CategoryDestinationFields({ categoryLabel }: { categoryLabel: string }) {
  const { control } = useFormContext<CatalogueShape>();
  return (
    <>
      <Controller
        control={control}
        name="categoryId"
        render={({ field, fieldState }) => (
          <FormField label={categoryLabel} error={fieldState.error?.message}>
            <CategorySelect
              label={categoryLabel}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="destinations"
        render={({ field, fieldState }) => (
          <FormField label="Destinations" error={fieldState.error?.message}>
            <DestinationSelect
              label="Destinations"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </FormField>
        )}
      />
    </>
  );
}
