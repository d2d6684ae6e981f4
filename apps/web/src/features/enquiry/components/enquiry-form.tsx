import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import { enquiryBody } from '@wayfarer/shared/schemas/enquiry';
import type { z } from '@wayfarer/shared/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorFieldOf, serverMessageOf } from '@/lib/api-error';
import { cn } from '@/utils/cn';
import { storedShareCode } from '@/utils/attribution';
import { readStorage, storageKeys, writeStorage } from '@/utils/browser-storage';
import { useCreateEnquiryMutation } from '../api/create-enquiry';

const enquiryFormSchema = enquiryBody.pick({ name: true, email: true, phone: true, message: true });
type EnquiryFormInput = z.input<typeof enquiryFormSchema>;
type EnquiryFormOutput = z.output<typeof enquiryFormSchema>;

type EnquiryFormProps = {
  /** "form" renders inline with a full-width button; "dialog" sits inside the enquiry dialog. */
  mode: 'form' | 'dialog';
  packageId?: string;
  onSent?: () => void;
};

export function EnquiryForm({ mode, packageId, onSent }: EnquiryFormProps) {
  const [createEnquiry] = useCreateEnquiryMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EnquiryFormInput, unknown, EnquiryFormOutput>({
    resolver: zodResolver(enquiryFormSchema),
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    // spec 000 §4: the sent flag is set on submit; a stored creatorId is attached when present.
    writeStorage(storageKeys.enquirySent, 'true');
    const creatorId = readStorage(storageKeys.creatorId);
    // The creator link the visitor came through (30 days); the server reads the rest.
    const shareCode = storedShareCode();
    const toastId = toast.loading(messages.pleaseWait);
    const result = await createEnquiry({
      ...values,
      ...(creatorId ? { creatorId } : {}),
      ...(packageId ? { packageId } : {}),
      ...(shareCode ? { shareCode } : {}),
    });
    const failure = result.error
      ? (serverMessageOf(result.error) ?? messages.somethingWrong)
      : errorFieldOf(result.data, messages.somethingWrong);
    if (failure) {
      toast.error(failure, { id: toastId });
      return;
    }
    toast.success(messages.created, { id: toastId });
    reset();
    onSent?.();
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label="Send Enquiry"
      // The inline form on a page keeps the dialog from opening by itself (enquiry-dialog.tsx).
      {...(mode === 'form' && { 'data-inline-enquiry': '' })}
    >
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message} hint="10 digits, without country code">
        <Input
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={10}
          {...register('phone')}
        />
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        <Textarea rows={4} {...register('message')} />
      </FormField>
      <Button
        type="submit"
        variant="brand"
        size="lg"
        className={cn(mode === 'form' ? 'w-full' : 'w-full sm:w-auto sm:justify-self-end')}
        isLoading={isSubmitting}
      >
        Send Enquiry
      </Button>
    </form>
  );
}
