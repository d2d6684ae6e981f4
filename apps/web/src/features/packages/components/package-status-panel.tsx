import type { PackageStatus } from '@wayfarer/shared/enums';
import { messages } from '@wayfarer/shared/messages';
import { useState } from 'react';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { parseApiError, serverMessageOf } from '@/lib/api-error';
import {
  usePublishTourMutation,
  useRequestReviewMutation,
  useUnpublishTourMutation,
} from '../api/packages-api';
import { paidBookingsWarning } from '../utils/paid-bookings';
import { withToast } from '../utils/toast-call';
import { ConfirmPaidBookingsDialog } from './confirm-paid-bookings-dialog';
import { useMarkComingSoonMutation } from '../api/launch-list-api';
import { LaunchListPanel } from './launch-list-panel';
import { PackageStatusBadge } from './package-status-badge';

type StatusPanelProps = { id: string; status: PackageStatus; rejectionReason: string | null };

/** The publish error's list of what is missing (PACKAGE_INCOMPLETE `{ message, errors: [...] }`). */
function missingOf(error: unknown): string[] {
  const { errorCode, fieldErrors } = parseApiError(error);
  return errorCode === 'PACKAGE_INCOMPLETE' ? fieldErrors.map((issue) => issue.message) : [];
}

/**
 * spec 001 §4 "Package status" with moderation: Publish a draft, Unpublish a published
 * package (asking first when travellers have paid), Send for review once the admin rejected it.
 */
export function PackageStatusPanel({ id, status, rejectionReason }: StatusPanelProps) {
  const [publishTour, publishing] = usePublishTourMutation();
  const [unpublishTour, unpublishing] = useUnpublishTourMutation();
  const [requestReview, reviewing] = useRequestReviewMutation();
  const [markComingSoon, markingComingSoon] = useMarkComingSoonMutation();
  const [warning, setWarning] = useState<string | undefined>();
  const missing = [
    ...missingOf(publishing.error),
    ...missingOf(reviewing.error),
    ...missingOf(markingComingSoon.error),
  ];

  const run = async (loading: string, success: string, call: () => Promise<{ error?: unknown }>) => {
    const toastId = adminToast.loading(loading);
    const result = await call();
    if (!result.error) {
      adminToast.success(success, { id: toastId });
      return;
    }
    const list = missingOf(result.error);
    adminToast.error(serverMessageOf(result.error as never) ?? messages.somethingWrong, {
      id: toastId,
      description: list.length ? list.join(' · ') : undefined,
    });
  };

  const unpublish = async () => {
    const result = await unpublishTour({ id });
    const paid = paidBookingsWarning(result.error);
    if (paid) setWarning(paid);
    else if (result.error)
      adminToast.error(serverMessageOf(result.error as never) ?? messages.somethingWrong);
    else adminToast.success('Unpublished successfully!');
  };

  return (
    <section aria-labelledby="package-status" className="grid gap-4 rounded-xl border bg-white p-4 sm:p-6">
      <h3 id="package-status" className="text-lg font-semibold">
        Package Status
      </h3>
      <p className="flex items-center gap-2 text-sm">
        Status: <PackageStatusBadge status={status} />
      </p>
      {status === 'Rejected' && (
        <p className="rounded-md bg-red-50 p-3 text-sm text-red-900 [overflow-wrap:anywhere]">
          <strong>Rejected:</strong> {rejectionReason ?? 'no reason given'}. Edit the package and press Send
          for review.
        </p>
      )}
      {status === 'PendingReview' && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
          Pending review: an admin will publish the package or tell you what to change.
        </p>
      )}
      {status !== 'Published' && missing.length > 0 && (
        <div className="text-sm text-red-900">
          <p className="font-medium">Before publishing, complete:</p>
          <ul className="list-disc pl-5">
            {missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      {(status === 'ComingSoon' || status === 'Published') && <LaunchListPanel id={id} />}
      <div className="flex flex-wrap gap-2">
        {(status === 'Published' || status === 'ComingSoon') && (
          <Button variant="outline" isLoading={unpublishing.isLoading} onClick={unpublish}>
            Unpublish
          </Button>
        )}
        {(status === 'Draft' || status === 'ComingSoon') && (
          <Button
            variant="brand"
            isLoading={publishing.isLoading}
            onClick={() => run('Publishing...', 'Published successfully!', () => publishTour(id))}
          >
            Publish
          </Button>
        )}
        {status === 'Draft' && (
          <Button
            variant="outline"
            isLoading={markingComingSoon.isLoading}
            onClick={() => run('Saving...', 'Shown as Coming soon', () => markComingSoon(id))}
          >
            Show as Coming soon
          </Button>
        )}
        {status === 'Rejected' && (
          <Button
            variant="brand"
            isLoading={reviewing.isLoading}
            onClick={() => run('Sending...', 'Sent for review', () => requestReview(id))}
          >
            Send for review
          </Button>
        )}
      </div>
      <ConfirmPaidBookingsDialog
        warning={warning}
        action="Unpublish"
        isLoading={unpublishing.isLoading}
        onCancel={() => setWarning(undefined)}
        onConfirm={async () => {
          const done = await withToast('Unpublishing...', 'Unpublished successfully!', () =>
            unpublishTour({ id, confirm: true }),
          );
          if (done) setWarning(undefined);
        }}
      />
    </section>
  );
}
