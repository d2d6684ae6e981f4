import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import {
  type OverviewBody,
  type OverviewInput,
  type OverviewResponse,
  overviewBody,
} from '@wayfarer/shared/schemas/tour-content';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ImageUploadField } from '@/components/image-upload-field';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { PageSpinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useGetOverviewQuery, useSaveOverviewMutation } from '../api/editor-api';
import { applyServerIssues } from '../utils/server-errors';
import { withToast } from '../utils/toast-call';
import type { EditorTabProps } from './editor-tab-props';
import { SaveBar } from './save-bar';
import { TextListField } from './text-list-field';
import { useSectionLoad } from './use-section-load';

const formOf = (data: OverviewResponse): OverviewBody => ({
  banner: data.banner,
  thumb: data.thumb,
  promoBanner: data.promoBanner,
  title: data.title,
  description: data.description,
  introVideo: data.introVideo,
  additionalNotes: data.additionalNotes,
  cancellationPolicy: data.cancellationPolicy,
  termsAndConditions: data.termsAndConditions,
  metaTitle: data.metaTitle,
  metaKeywords: data.metaKeywords,
  metaDescription: data.metaDescription,
  tourInclusions: data.tourInclusions.map(({ description }) => ({ description })),
  tourExclusions: data.tourExclusions.map(({ description }) => ({ description })),
  isInfluencerTravelling: data.isInfluencerTravelling,
  isInternational: data.isInternational,
  passportValidityMonths: String(data.passportValidityMonths),
  // spec 001 §9: the management type selector is hidden; keep what the server has.
  commissionType: data.commissionType || 'SalesOperations',
});

const richTextFields = [
  { name: 'additionalNotes', label: 'Additional notes' },
  { name: 'cancellationPolicy', label: 'Cancellation policy' },
  { name: 'termsAndConditions', label: 'Terms and conditions' },
] as const;

type FormProps = { id: string; data: OverviewResponse } & Pick<EditorTabProps, 'onSaved' | 'onDirtyChange'>;

function OverviewForm({ id, data, onSaved, onDirtyChange }: FormProps) {
  const [saveOverview] = useSaveOverviewMutation();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<OverviewBody, unknown, OverviewInput>({
    resolver: zodResolver(overviewBody),
    defaultValues: formOf(data),
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async () => {
    const saved = await withToast(
      'Saving...',
      messages.saved,
      () => saveOverview({ id, body: getValues() }),
      (error) => applyServerIssues(error, setError),
    );
    if (saved) onSaved();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-8">
      <section className="grid gap-5" aria-labelledby="overview-images">
        <h3 id="overview-images" className="text-lg font-semibold">
          Images
        </h3>
        <Controller
          control={control}
          name="banner"
          render={({ field, fieldState }) => (
            <ImageUploadField
              label="Upload banner image"
              value={field.value ?? ''}
              onChange={field.onChange}
              aspect={16 / 9}
              preview="banner"
              previewAlt="Banner"
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="thumb"
            render={({ field, fieldState }) => (
              <ImageUploadField
                label="Upload thumbnail"
                value={field.value ?? ''}
                onChange={field.onChange}
                aspect={4 / 3}
                previewAlt="Thumbnail"
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="promoBanner"
            render={({ field, fieldState }) => (
              <ImageUploadField
                label="Upload promotional banner (optional)"
                value={field.value ?? ''}
                onChange={field.onChange}
                aspect={16 / 9}
                previewAlt="Promotional banner"
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
      </section>

      <section className="grid gap-5" aria-labelledby="overview-details">
        <h3 id="overview-details" className="text-lg font-semibold">
          Details
        </h3>
        <FormField label="Title" error={errors.title?.message}>
          <Input autoComplete="off" {...register('title')} />
        </FormField>
        <FormField label="Description" error={errors.description?.message}>
          <Textarea className="min-h-32" {...register('description')} />
        </FormField>
        <FormField label="Video link" error={errors.introVideo?.message}>
          <Input type="url" placeholder="https://" autoComplete="off" {...register('introVideo')} />
        </FormField>
        {richTextFields.map(({ name, label }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <RichTextEditor
                label={label}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
        <div className="flex items-center gap-2">
          <Checkbox id="overview-fans" {...register('isInfluencerTravelling')} />
          <label htmlFor="overview-fans" className="text-sm">
            Will you be travelling with fans in this tour?
          </label>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox id="overview-international" {...register('isInternational')} />
          <label htmlFor="overview-international" className="text-sm">
            International trip (travellers give passport details before they go; the lead traveller’s PAN is
            asked at checkout and TCS collected)
          </label>
        </div>
        {/* The passport rule the traveller-details form enforces. */}
        <FormField
          label="Passport valid for (months after return)"
          hint="0 to 24; a passport expiring sooner is refused, naming the date needed"
          error={errors.passportValidityMonths?.message}
          className="max-w-xs"
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={24}
            step={1}
            {...register('passportValidityMonths')}
          />
        </FormField>
      </section>

      <div className="grid gap-8 md:grid-cols-2">
        <TextListField
          name="tourInclusions"
          title="Inclusions"
          itemLabel="Inclusion"
          control={control}
          register={register}
          errors={errors.tourInclusions}
        />
        <TextListField
          name="tourExclusions"
          title="Exclusions"
          itemLabel="Exclusion"
          control={control}
          register={register}
          errors={errors.tourExclusions}
        />
      </div>

      <section className="grid gap-5" aria-labelledby="overview-seo">
        <h3 id="overview-seo" className="text-lg font-semibold">
          Search engines
        </h3>
        <FormField label="Meta title" error={errors.metaTitle?.message}>
          <Input autoComplete="off" {...register('metaTitle')} />
        </FormField>
        <FormField
          label="Meta keywords"
          hint="Comma separated, e.g. beach, bali, honeymoon"
          error={errors.metaKeywords?.message}
        >
          <Input autoComplete="off" {...register('metaKeywords')} />
        </FormField>
        <FormField label="Meta description" error={errors.metaDescription?.message}>
          <Textarea {...register('metaDescription')} />
        </FormField>
      </section>

      <SaveBar isSaving={isSubmitting} />
    </form>
  );
}

/** spec 001 §2 "Overview" (GET/POST /v1/tours/{id}/overview). */
export function OverviewTab({ id, area, onSaved, onDirtyChange }: EditorTabProps) {
  const result = useGetOverviewQuery(id, { refetchOnMountOrArgChange: true });
  useSectionLoad(result, area);
  if (!result.currentData || result.isFetching) return <PageSpinner />;
  return <OverviewForm id={id} data={result.currentData} onSaved={onSaved} onDirtyChange={onDirtyChange} />;
}
