import { zodResolver } from '@hookform/resolvers/zod';
import type { CreatorMe } from '@wayfarer/shared/schemas/creator';
import { useId } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { CreatorCard } from '@/components/creator-card';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUpdateMyCreatorMutation } from '../api/update-my-creator';
import {
  optionsOf,
  type ProfileSettingsFormInput,
  type ProfileSettingsFormOutput,
  profileSettingsFormSchema,
  withPickedIds,
} from '../utils/creator-form-schemas';
import { CategoryDestinationFields, ProfileImageField } from './profile-fields';
import { SocialLinksField } from './social-links-field';
import { toastSaveResult } from '../utils/toast-save-result';

const valuesOf = (creator: CreatorMe): ProfileSettingsFormInput => ({
  profileImage: creator.profileImage ?? '',
  fullName: creator.fullName,
  title: creator.title ?? '',
  subtitle: creator.subtitle ?? '',
  showUsername: creator.showUsername,
  // Responses carry { type, url }, requests { type, link } (spec 000 §3).
  socialMediaLinks: creator.socialMediaLinks.map((link) => ({ type: link.type, link: link.url })),
  categoryId: optionsOf(creator.CreatorCategory.map((entry) => entry.tourCategory)),
  destinations: optionsOf(creator.CreatorDestination.map((entry) => entry.destination)),
});

/** The live "Preview" of the public creator card, fed by the form as the creator types. */
function ProfilePreview({ username }: { username: string }) {
  const [profileImage, fullName, title, subtitle, showUsername, links] = useWatch<
    ProfileSettingsFormInput,
    ['profileImage', 'fullName', 'title', 'subtitle', 'showUsername', 'socialMediaLinks']
  >({ name: ['profileImage', 'fullName', 'title', 'subtitle', 'showUsername', 'socialMediaLinks'] });
  return (
    <section
      aria-labelledby="profile-preview-heading"
      className="grid min-w-0 grid-cols-1 content-start gap-3"
    >
      <h3
        id="profile-preview-heading"
        className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Preview
      </h3>
      <CreatorCard
        creator={{
          username,
          fullName: fullName ?? '',
          title: title ?? '',
          subtitle: subtitle ?? '',
          showUsername: Boolean(showUsername),
          profileImage: profileImage || null,
          socialMediaLinks: (links ?? []).map((link) => ({ type: link.type, url: link.link })),
        }}
      />
    </section>
  );
}

/** spec 000 §2 "Creator Settings", Profile tab. */
export function ProfileSettingsForm({ creator }: { creator: CreatorMe }) {
  const showUsernameHintId = useId();
  const [updateMyCreator] = useUpdateMyCreatorMutation();
  const form = useForm<ProfileSettingsFormInput, unknown, ProfileSettingsFormOutput>({
    resolver: zodResolver(profileSettingsFormSchema),
    defaultValues: valuesOf(creator),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    const result = await updateMyCreator(withPickedIds(values));
    if (!toastSaveResult(result)) return;
    reset(valuesOf(result.data));
  });

  return (
    <FormProvider {...form}>
      {/* grid-cols-1 (minmax(0, 1fr)): a long name or username never widens the page on a phone. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid min-w-0 grid-cols-1 content-start gap-6"
          aria-labelledby="profile-heading"
        >
          <div>
            <h2 id="profile-heading" className="text-xl font-semibold">
              Profile
            </h2>
            <p className="text-sm text-muted-foreground">This is how others will see you on the site.</p>
          </div>

          <ProfileImageField />

          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField label="Full Name" error={errors.fullName?.message}>
              <Input autoComplete="name" {...register('fullName')} />
            </FormField>
            <FormField label="Username" hint="Your username cannot be changed.">
              <Input value={creator.username} readOnly className="bg-muted text-muted-foreground" />
            </FormField>
            <FormField label="Title" error={errors.title?.message}>
              <Input placeholder="Discover your next adventure" {...register('title')} />
            </FormField>
            <FormField label="Subtitle" error={errors.subtitle?.message}>
              <Input placeholder="with" {...register('subtitle')} />
            </FormField>
          </div>

          <div className="flex items-start gap-3">
            <Checkbox
              id={`${showUsernameHintId}-checkbox`}
              aria-describedby={showUsernameHintId}
              className="mt-0.5"
              {...register('showUsername')}
            />
            <div className="grid gap-1">
              <Label htmlFor={`${showUsernameHintId}-checkbox`}>
                Show username instead of name on profile.
              </Label>
              <p id={showUsernameHintId} className="text-xs text-muted-foreground">
                Use your username if people know you better by it than by your name.
              </p>
            </div>
          </div>

          <SocialLinksField />

          <CategoryDestinationFields categoryLabel="Categories" />

          <div>
            <Button
              type="submit"
              variant="brand"
              className="w-full sm:w-auto sm:px-8"
              isLoading={isSubmitting}
            >
              Save
            </Button>
          </div>
        </form>

        <div className="min-w-0 lg:sticky lg:top-6 lg:self-start">
          <ProfilePreview username={creator.username} />
        </div>
      </div>
    </FormProvider>
  );
}
