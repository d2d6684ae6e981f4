import type { PackageStatus } from '@wayfarer/shared/enums';
import { messages } from '@wayfarer/shared/messages';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { usePublishTourMutation, useUnpublishTourMutation } from '../api/packages-api';
import { withToast } from '../utils/toast-call';
import { PackageStatusBadge } from './package-status-badge';

type StatusPanelProps = { id: string; status: PackageStatus; rejectionReason: string | null };

/** The publish error's list of what is missing (400 `{ message, errors: [...] }`). */
function missingOf(error: unknown): string[] {
  const data = (error as { data?: { errors?: unknown } } | undefined)?.data;
  if (!Array.isArray(data?.errors)) return [];
  return data.errors.map((item) =>
    typeof item === 'string' ? item : String((item as { message?: unknown })?.message ?? item),
  );
}

/** spec 001 §4 "Package status": Publish when not published, Unpublish when it is. */
export function PackageStatusPanel({ id, status, rejectionReason }: StatusPanelProps) {
  const [publishTour, publishing] = usePublishTourMutation();
  const [unpublishTour, unpublishing] = useUnpublishTourMutation();
  const isPublished = status === 'Published';
  const missing = missingOf(publishing.error);

  const publish = async () => {
    const toastId = adminToast.loading('Publishing...');
    const result = await publishTour(id);
    if (!result.error) {
      adminToast.success('Published successfully!', { id: toastId });
      return;
    }
    const message = (result.error as { data?: { message?: unknown } }).data?.message;
    const list = missingOf(result.error);
    adminToast.error(typeof message === 'string' ? message : messages.somethingWrong, {
      id: toastId,
      description: list.length ? list.join(' · ') : undefined,
    });
  };

  return (
    <section aria-labelledby="package-status" className="grid gap-4 rounded-xl border bg-white p-4 sm:p-6">
      <h3 id="package-status" className="text-lg font-semibold">
        Package Status
      </h3>
      <p className="flex items-center gap-2 text-sm">
        Status: <PackageStatusBadge status={status} />
      </p>
      {status === 'Rejected' && rejectionReason && (
        <p className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          <strong>Rejected:</strong> {rejectionReason}
        </p>
      )}
      {!isPublished && missing.length > 0 && (
        <div className="text-sm text-red-900">
          <p className="font-medium">Before publishing, complete:</p>
          <ul className="list-disc pl-5">
            {missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      <div>
        {isPublished ? (
          <Button
            variant="outline"
            isLoading={unpublishing.isLoading}
            onClick={() => withToast('Unpublishing...', 'Unpublished successfully!', () => unpublishTour(id))}
          >
            Unpublish
          </Button>
        ) : (
          <Button variant="brand" isLoading={publishing.isLoading} onClick={publish}>
            Publish
          </Button>
        )}
      </div>
    </section>
  );
}
