import { type LeadStatus, leadStatuses } from '@wayfarer/shared/enums';
import { messages } from '@wayfarer/shared/messages';
import type { Lead } from '@wayfarer/shared/schemas/lead';
import { adminToast } from '@/components/ui/admin-toast';
import { NativeSelect } from '@/components/ui/native-select';
import { serverMessageOf } from '@/lib/api-error';
import { useUpdateLeadStatusMutation } from '../api/update-lead-status';

/** Changes one lead's status as soon as another one is picked ("Status of <name>"). */
export function LeadStatusSelect({ lead }: { lead: Lead }) {
  const [updateLeadStatus, { isLoading }] = useUpdateLeadStatusMutation();

  const onChange = async (status: LeadStatus) => {
    const result = await updateLeadStatus({ enquiryId: lead.enquiryId, status });
    if (result.error) adminToast.error(serverMessageOf(result.error) ?? messages.somethingWrong);
    else adminToast.success(`${lead.name} is now ${status}`);
  };

  return (
    <NativeSelect
      aria-label={`Status of ${lead.name}`}
      value={lead.status}
      disabled={isLoading}
      onChange={(event) => onChange(event.target.value as LeadStatus)}
      className="h-9 w-32 capitalize"
    >
      {leadStatuses.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </NativeSelect>
  );
}
