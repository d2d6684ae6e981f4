import { zodResolver } from '@hookform/resolvers/zod';
import { type TourListRow, rejectBody } from '@wayfarer/shared/schemas/tour';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useFeatureTourMutation, usePublishTourMutation, useRejectTourMutation } from '../api/packages-api';
import { withToast } from '../utils/toast-call';

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

/** Admin only: a dialog asking the reason, then POST /v1/tours/{id}/reject {reason}. */
function RejectDialog({ tour }: { tour: TourListRow }) {
  const [isOpen, setOpen] = useState(false);
  const [rejectTour] = useRejectTourMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RejectForm>({ resolver: zodResolver(rejectBody), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async ({ reason }) => {
    const done = await withToast('Saving...', `${tour.title} is rejected`, () =>
      rejectTour({ id: tour.id, reason }),
    );
    if (done) {
      setOpen(false);
      reset();
    }
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
      </DialogContent>
    </Dialog>
  );
}

/** Publish (when not published) and Reject for one row of the admin list. */
export function AdminPackageActions({ tour }: { tour: TourListRow }) {
  const [publishTour, { isLoading }] = usePublishTourMutation();
  return (
    <div className="flex flex-wrap gap-2">
      {tour.status !== 'Published' && (
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
