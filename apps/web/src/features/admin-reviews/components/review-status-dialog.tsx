import { messages } from '@wayfarer/shared/messages';
import {
  REVIEW_STATUS_REASON_MAX,
  reviewMessages,
  type AdminReviewRow,
} from '@wayfarer/shared/schemas/reviews';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminToast } from '@/components/ui/admin-toast';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { parseApiError } from '@/lib/api-error';
import { useChangeReviewStatusMutation } from '../api/admin-reviews-api';

/**
 * Hide a review (a reason is required) or publish it again (a reason is optional): the reason is
 * kept with the review and shown in the list.
 */
export function ReviewStatusDialog({
  review,
  onClose,
}: {
  review: AdminReviewRow | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [changeStatus, { isLoading }] = useChangeReviewStatusMutation();
  const isHiding = review?.status === 'published';

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!review) return;
    const trimmed = reason.trim();
    if (isHiding && !trimmed) return setError(reviewMessages.reasonRequired);
    if (trimmed.length > REVIEW_STATUS_REASON_MAX) return setError(reviewMessages.reasonTooLong);
    const result = await changeStatus({
      id: review.id,
      status: isHiding ? 'hidden' : 'published',
      reason: trimmed,
    });
    if (result.error) {
      const failure = parseApiError(result.error);
      const atReason = failure.fieldErrors.find((issue) => issue.path === 'reason');
      if (atReason) return setError(atReason.message);
      adminToast.destructive(failure.message ?? 'Failed!', messages.somethingWrong);
      return;
    }
    adminToast.success(isHiding ? 'Review hidden' : 'Review published again');
    close();
  };

  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{isHiding ? 'Hide this review' : 'Publish this review again'}</DialogTitle>
          <DialogDescription>
            {isHiding
              ? 'It leaves the package page and the creator’s profile, and stops counting in their rating.'
              : 'It shows again on the package page and the creator’s profile.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            label={isHiding ? 'Reason' : 'Reason (optional)'}
            error={error}
            hint={`${reason.trim().length} / ${REVIEW_STATUS_REASON_MAX} characters`}
          >
            <Textarea
              value={reason}
              rows={3}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="brand" isLoading={isLoading}>
              {isHiding ? 'Hide review' : 'Publish again'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
