import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import { type AdminSiteSettings, siteSettingsBody } from '@wayfarer/shared/schemas/settings';
import type { z } from '@wayfarer/shared/zod';
import { useForm } from 'react-hook-form';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageSpinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { serverMessageOf } from '@/lib/api-error';
import { useGetAdminSettingsQuery } from '../api/get-admin-settings';
import { useUpdateSettingsMutation } from '../api/update-settings';

// The form always sends the business fields and the notification address (the API lets older
// clients leave them out).
const siteSettingsForm = siteSettingsBody.required();
type SiteSettingsInput = z.input<typeof siteSettingsForm>;
type SiteContactOutput = z.output<typeof siteSettingsForm>;

/** What the form edits: the settings without the read-only default address. */
const formValues = ({
  notificationEmailDefault: _default,
  ...values
}: AdminSiteSettings): SiteSettingsInput => values;

/** The form itself, filled once the current settings have loaded. */
function SiteContactFields({ settings }: { settings: AdminSiteSettings }) {
  const [updateSettings] = useUpdateSettingsMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SiteSettingsInput, unknown, SiteContactOutput>({
    resolver: zodResolver(siteSettingsForm),
    defaultValues: formValues(settings),
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await updateSettings(values);
    if (result.error) {
      adminToast.error(serverMessageOf(result.error) ?? messages.somethingWrong);
      return;
    }
    adminToast.success(messages.saved);
    reset(formValues(result.data));
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
      <fieldset className="grid gap-5 border-t pt-5">
        <legend className="float-left mb-1 w-full">
          <span className="block text-lg font-semibold">Business on receipts</span>
          <span className="block text-sm font-normal text-muted-foreground">
            Printed on every booking receipt. With a GSTIN, each booking also gets a GST tax invoice at its
            first payment and a credit note for each refund.
          </span>
        </legend>
        <FormField label="Business name" error={errors.businessName?.message}>
          <Input autoComplete="organization" {...register('businessName')} />
        </FormField>
        <FormField label="Business address" error={errors.businessAddress?.message}>
          <Textarea rows={3} autoComplete="street-address" {...register('businessAddress')} />
        </FormField>
        <FormField
          label="GSTIN (optional)"
          hint="15 characters, e.g. 29AAPFU0939F1ZR"
          error={errors.gstin?.message}
        >
          <Input
            className="uppercase"
            autoCapitalize="characters"
            spellCheck={false}
            {...register('gstin')}
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="GST rate (%)"
            hint="Included in every price; invoices show it"
            error={errors.gstRatePercent?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={28}
              step={1}
              {...register('gstRatePercent')}
            />
          </FormField>
          <FormField
            label="Invoice prefix"
            hint="Invoice numbers read PREFIX/2026-27/1"
            error={errors.invoicePrefix?.message}
          >
            <Input
              className="uppercase"
              autoCapitalize="characters"
              spellCheck={false}
              {...register('invoicePrefix')}
            />
          </FormField>
        </div>
        {/* Who signs the tax documents; a document keeps the signatory it was issued with. */}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Signatory name (optional)"
            hint="Signs every tax invoice and credit note issued from now on"
            error={errors.signatoryName?.message}
          >
            <Input autoComplete="name" maxLength={100} {...register('signatoryName')} />
          </FormField>
          <FormField
            label="Signatory designation"
            hint="For example Director or Partner"
            error={errors.signatoryDesignation?.message}
          >
            <Input autoComplete="organization-title" maxLength={100} {...register('signatoryDesignation')} />
          </FormField>
        </div>
      </fieldset>
      <fieldset className="grid gap-5 border-t pt-5">
        <legend className="float-left mb-1 w-full">
          <span className="block text-lg font-semibold">Recommendations</span>
          <span className="block text-sm font-normal text-muted-foreground">
            A creator who shares another creator’s trip earns this share of each booking made through its
            link, on the same base as the creators’ own shares. A booking keeps the rate of its first payment.
          </span>
        </legend>
        <FormField
          label="Referral share (%)"
          hint="0 to 20, at most two decimals; 3 by default"
          error={errors.referralSharePercent?.message}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            max={20}
            step={0.01}
            {...register('referralSharePercent')}
          />
        </FormField>
      </fieldset>
      <fieldset className="grid gap-5 border-t pt-5">
        <legend className="float-left mb-1 w-full">
          <span className="block text-lg font-semibold">Operator e-mails</span>
          <span className="block text-sm font-normal text-muted-foreground">
            New bookings, balance payments and cancellation requests are e-mailed here. Not shown to visitors.
          </span>
        </legend>
        <FormField
          label="Admin notification e-mail"
          hint={
            settings.notificationEmailDefault
              ? `Leave empty to use the first admin’s e-mail: ${settings.notificationEmailDefault}`
              : 'Leave empty to use the first admin’s e-mail'
          }
          error={errors.notificationEmail?.message}
        >
          <Input
            type="email"
            autoComplete="email"
            placeholder={settings.notificationEmailDefault || undefined}
            {...register('notificationEmail')}
          />
        </FormField>
      </fieldset>
      <div>
        <Button type="submit" variant="brand" isLoading={isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}

/**
 * /admin/settings: the site's contact phone, e-mail and social link, the business its receipts
 * name and the admin notification address (GET settings/admin, POST settings).
 */
export function SiteContactForm() {
  const { data: settings, isLoading, isError } = useGetAdminSettingsQuery();
  if (isLoading) return <PageSpinner />;
  if (isError || !settings) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {messages.somethingWrong}
      </p>
    );
  }
  return <SiteContactFields settings={settings} />;
}
