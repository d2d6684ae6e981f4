import { zodResolver } from '@hookform/resolvers/zod';
import { BANNER_SLOTS } from '@wayfarer/shared/rules/creator';
import { type BannerImage, bannerImagesBody } from '@wayfarer/shared/schemas/creator';
import { z } from '@wayfarer/shared/zod';
import { Controller, useForm } from 'react-hook-form';
import { ImageUploadField } from '@/components/image-upload-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useSaveBannerImagesMutation } from '../api/banner-images';
import { toastSaveResult } from '../utils/toast-save-result';
import { FormListError } from './form-list-error';

const galleryFormSchema = z.object({ banners: bannerImagesBody });
type GalleryFormInput = z.input<typeof galleryFormSchema>;
type GalleryFormOutput = z.output<typeof galleryFormSchema>;

const slotOrders = Array.from({ length: BANNER_SLOTS }, (_, i) => i + 1);

/** Five slots (spec 000 §9): the saved banners by order, then blank slots with the unused orders. */
export function bannerSlotsOf(saved: readonly BannerImage[]): GalleryFormInput['banners'] {
  const sorted = [...saved].sort((a, b) => a.order - b.order).slice(0, BANNER_SLOTS);
  const unused = slotOrders.filter((order) => !sorted.some((banner) => banner.order === order));
  return [
    ...sorted.map((banner) => ({ image: banner.image, order: banner.order })),
    ...unused.slice(0, BANNER_SLOTS - sorted.length).map((order) => ({ image: '', order })),
  ];
}

/** spec 000 §2 "Creator Settings", Gallery tab: five banner images, each with an order 1 to 5. */
export function GallerySettingsForm({ banners }: { banners: readonly BannerImage[] }) {
  const [saveBannerImages] = useSaveBannerImagesMutation();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<GalleryFormInput, unknown, GalleryFormOutput>({
    resolver: zodResolver(galleryFormSchema),
    defaultValues: { banners: bannerSlotsOf(banners) },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await saveBannerImages(values.banners);
    if (!toastSaveResult(result)) return;
    reset(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-labelledby="gallery-heading">
      <div>
        <h2 id="gallery-heading" className="text-xl font-semibold">
          Gallery
        </h2>
        <p className="text-sm text-muted-foreground">
          The five banner images at the top of your profile. Order 1 is the large one.
        </p>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        {slotOrders.map((n, index) => (
          <fieldset key={n} className="grid content-start gap-3 rounded-xl border bg-white p-4">
            <legend className="px-1 text-sm font-semibold">Banner {n}</legend>
            <Controller
              control={control}
              name={`banners.${index}.image`}
              render={({ field, fieldState }) => (
                <ImageUploadField
                  label={`Upload image for banner ${n}`}
                  buttonText="Upload image"
                  value={field.value}
                  onChange={field.onChange}
                  aspect={4 / 3}
                  preview="banner"
                  previewAlt={`Banner ${n}`}
                  error={fieldState.error?.message}
                />
              )}
            />
            <FormField
              label={
                <>
                  Order<span className="sr-only"> of banner {n}</span>
                </>
              }
              error={errors.banners?.[index]?.order?.message}
              className="max-w-40"
            >
              <NativeSelect {...register(`banners.${index}.order`)}>
                {slotOrders.map((order) => (
                  <option key={order} value={order}>
                    {order}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </fieldset>
        ))}
      </div>

      <FormListError errors={errors.banners} />
      <div>
        <Button type="submit" variant="brand" className="w-full sm:w-auto sm:px-8" isLoading={isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
