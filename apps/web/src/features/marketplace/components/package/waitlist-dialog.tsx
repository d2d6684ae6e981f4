import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import { WAITLIST_MAX_PEOPLE, waitlistBody } from '@wayfarer/shared/schemas/operations';
import type { z } from '@wayfarer/shared/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverMessageOf } from '@/lib/api-error';
import { useJoinWaitlistMutation } from '../../api/waitlist-api';
import { formatTripDate } from '../../utils/booking';

const formSchema = waitlistBody.pick({ name: true, email: true, phone: true }).extend({
  people: waitlistBody.shape.people,
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

type WaitlistDialogProps = {
  tourId: string;
  departureId: string;
  /** The sold-out date; null closes the dialog. */
  date: string | null;
  onClose: () => void;
};

/** "Join the waitlist" on a sold-out date (name, e-mail, phone, people). */
export function WaitlistDialog({ tourId, departureId, date, onClose }: WaitlistDialogProps) {
  const [join] = useJoinWaitlistMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', email: '', phone: '', people: 1 },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!date) return;
    const result = await join({ ...values, tourId, departureId, date });
    if ('error' in result) {
      setOutcome({ ok: false, text: serverMessageOf(result.error) ?? messages.somethingWrong });
      return;
    }
    setOutcome({ ok: true, text: result.data.message });
  });

  return (
    <Dialog
      open={date !== null}
      onOpenChange={(open) => {
        if (!open) {
          setOutcome(undefined);
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Join the waitlist</DialogTitle>
          <DialogDescription>
            {date ? `${formatTripDate(date)} is sold out. ` : ''}We will e-mail you a link to book if seats
            come free.
          </DialogDescription>
        </DialogHeader>
        {outcome?.ok ? (
          <p role="status" className="text-sm font-medium text-emerald-800">
            {outcome.text}
          </p>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Join the waitlist">
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
            <FormField label="People" error={errors.people?.message}>
              <Input
                type="number"
                min={1}
                max={WAITLIST_MAX_PEOPLE}
                inputMode="numeric"
                {...register('people', { valueAsNumber: true })}
              />
            </FormField>
            {outcome && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {outcome.text}
              </p>
            )}
            <Button type="submit" variant="brand" size="lg" isLoading={isSubmitting}>
              Join the waitlist
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
