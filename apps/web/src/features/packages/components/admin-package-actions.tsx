import { zodResolver } from '@hookform/resolvers/zod';
import { type TourListRow, rejectBody } from '@wayfarer/shared/schemas/tour';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { adminToast } from '@/components/ui/admin-toast';
import { serverMessageOf } from '@/lib/api-error';
import {
  useApproveTourMutation,
  useFeatureTourMutation,
  usePublishTourMutation,
  useRejectTourMutation,
} from '../api/packages-api';
import { paidBookingsWarning } from '../utils/paid-bookings';
import { withToast } from '../utils/toast-call';
import { ConfirmPaidBookingsDialog } from './confirm-paid-bookings-dialog';

/** Admin only: PATCH /v1/tours/{id}/feature {featured}. */
export function FeaturedSwitch({ tour }: { tour: TourListRow }) {
  const [featureTour, { isLoading }] = useFeatureTourMutation();
  return (
    <Switch
      aria-label={`Featured: ${tour.title}`}
      checked={tour.featured}
      disabled={isLoading}
      onCheckedChange={(featured) =>
        withToast(
          'Saving...',
          featured ? `${tour.title} is featured` : `${tour.title} is no longer featured`,
          () => featureTour({ id: tour.id, featured }),
        )
      }
    />
  );
}

type RejectForm = { reason: string };

/**
 * Admin only: a dialog asking the reason, then POST /v1/tours/{id}/reject {reason}; when
 * travellers have paid for upcoming tours the server names the count and the admin confirms.
 */
function RejectDialog({ tour }: { tour: TourListRow }) {
  const [isOpen, setOpen] = useState(false);
  const [warning, setWarning] = useState<string | undefined>();
  const [rejectTour, rejecting] = useRejectTourMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RejectForm>({ resolver: zodResolver(rejectBody), defaultValues: { reason: '' } });

  const finish = () => {
    adminToast.success(`${tour.title} is rejected`);
    setWarning(undefined);
    setOpen(false);
    reset();
  };

  const onSubmit = handleSubmit(async ({ reason }) => {
    const result = await rejectTour({ id: tour.id, reason });
    const paid = paidBookingsWarning(result.error);
    if (paid) setWarning(paid);
    else if (result.error)
      adminToast.error(serverMessageOf(result.error as never) ?? 'Oops! Something went wrong');
    else finish();
  });

  const confirmReject = handleSubmit(async ({ reason }) => {
    const result = await rejectTour({ id: tour.id, reason, confirm: true });
    if (result.error)
      adminToast.error(serverMessageOf(result.error as never) ?? 'Oops! Something went wrong');
    else finish();
  });

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" aria-label={`Reject ${tour.title}`} onClick={() => setOpen(true)}>
        Reject
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject package</DialogTitle>
          <DialogDescription>The creator sees this reason next to “{tour.title}”.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField label="Reason" error={errors.reason?.message}>
            <Textarea {...register('reason')} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="brand" isLoading={isSubmitting}>
              Reject
            </Button>
          </div>
        </form>
        <ConfirmPaidBookingsDialog
          warning={warning}
          action="Reject"
          isLoading={rejecting.isLoading}
          onCancel={() => setWarning(undefined)}
          onConfirm={confirmReject}
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * One row of the admin list: Publish a draft, Approve a package waiting for review (or rejected),
 * Reject anything not already rejected.
 */
export function AdminPackageActions({ tour }: { tour: TourListRow }) {
  const [publishTour, { isLoading }] = usePublishTourMutation();
  const [approveTour, approving] = useApproveTourMutation();
  const reviewable = tour.status === 'PendingReview' || tour.status === 'Rejected';
  return (
    <div className="flex flex-wrap gap-2">
      {reviewable && (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Approve ${tour.title}`}
          disabled={approving.isLoading}
          onClick={() => withToast('Publishing...', 'Published successfully!', () => approveTour(tour.id))}
        >
          Approve
        </Button>
      )}
      {tour.status === 'Draft' && (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Publish ${tour.title}`}
          disabled={isLoading}
          onClick={() => withToast('Publishing...', 'Published successfully!', () => publishTour(tour.id))}
        >
          Publish
        </Button>
      )}
      {tour.status !== 'Rejected' && <RejectDialog tour={tour} />}
    </div>
  );
}
