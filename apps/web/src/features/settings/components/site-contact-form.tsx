import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import {
  type SiteSettings,
  type SiteSettingsBody,
  siteSettingsBody,
} from '@wayfarer/shared/schemas/settings';
import { useForm } from 'react-hook-form';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageSpinner } from '@/components/ui/spinner';
import { api } from '@/lib/api';
import { serverMessageOf } from '@/lib/api-error';
import type { SettingsApi } from '../api/get-settings';
import { useUpdateSettingsMutation } from '../api/update-settings';

// The settings query is injected by the first-load bundle (the public footer reads it). Importing
// its module here by value makes the bundler re-split the entry chunk (~1 kB more on first load),
// so this lazy screen reaches the same hook on the shared api object by type only.
const { useGetSettingsQuery } = api as unknown as SettingsApi;

type SiteContactOutput = Required<SiteSettings>;

/** The form itself, filled once the current settings have loaded. */
function SiteContactFields({ settings }: { settings: SiteSettings }) {
  const [updateSettings] = useUpdateSettingsMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SiteSettingsBody, unknown, SiteContactOutput>({
    resolver: zodResolver(siteSettingsBody),
    defaultValues: settings,
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await updateSettings(values);
    if (result.error) {
      adminToast.error(serverMessageOf(result.error) ?? messages.somethingWrong);
      return;
    }
    adminToast.success(messages.saved);
    reset(result.data);
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="site-contact-heading"
      className="grid max-w-xl gap-5 rounded-xl border bg-white p-6"
    >
      <div>
        <h2 id="site-contact-heading" className="text-lg font-semibold">
          Site contact
        </h2>
        <p className="text-sm text-muted-foreground">Shown to every visitor in the footer.</p>
      </div>
      <FormField label="Contact phone" hint="10 digits" error={errors.contactPhone?.message}>
        <Input type="tel" inputMode="numeric" autoComplete="tel" {...register('contactPhone')} />
      </FormField>
      <FormField label="Contact email" error={errors.contactEmail?.message}>
        <Input type="email" autoComplete="email" {...register('contactEmail')} />
      </FormField>
      <FormField label="Social link URL" error={errors.socialLink?.message}>
        <Input type="url" placeholder="https://" {...register('socialLink')} />
      </FormField>
      <div>
        <Button type="submit" variant="brand" isLoading={isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}

/** /admin/settings: the site's contact phone, e-mail and social link (GET/POST settings). */
export function SiteContactForm() {
  const { data: settings, isLoading } = useGetSettingsQuery();
  if (isLoading) return <PageSpinner />;
  return <SiteContactFields settings={settings ?? { contactPhone: '', contactEmail: '', socialLink: '' }} />;
}
