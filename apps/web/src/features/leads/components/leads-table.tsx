import { attributionText } from '@wayfarer/shared/rules/attribution';
import type { Lead } from '@wayfarer/shared/schemas/lead';
import { BreakableText } from '@/components/breakable-text';
import { formatLongDate } from '@/utils/format';
import { LeadBookingAction } from './lead-booking-action';
import { LeadStatusBadge } from './lead-status-badge';
import { LeadStatusSelect } from './lead-status-select';

type LeadsListProps = { leads: Lead[]; showCreator: boolean };

const headCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const cell = 'px-4 py-3 align-top';

/** Wide screens: one row per lead. */
export function LeadsTable({ leads, showCreator }: LeadsListProps) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-white">
      <table className="w-full text-sm">
        <thead className="border-b bg-zinc-50">
          <tr>
            <th className={headCell}>Name</th>
            <th className={headCell}>Email</th>
            <th className={headCell}>Phone</th>
            <th className={headCell}>Message</th>
            {showCreator && <th className={headCell}>Creator</th>}
            <th className={headCell}>Date</th>
            <th className={headCell}>Status</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {leads.map((lead) => (
            <tr key={lead.enquiryId}>
              <td className={`${cell} font-medium`}>
                {lead.name}
                {/* The creator link the enquiry came through. */}
                {lead.attribution && (
                  <span className="block text-xs font-normal text-brand-800">
                    {attributionText(lead.attribution, lead.packageCreatorId)}
                  </span>
                )}
              </td>
              <td className={cell}>
                <a href={`mailto:${lead.email}`} className="hover:underline">
                  <BreakableText text={lead.email} />
                </a>
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <a href={`tel:${lead.phone}`} className="hover:underline">
                  {lead.phone}
                </a>
              </td>
              <td className={`${cell} max-w-xs`}>
                <p className="line-clamp-3 text-muted-foreground" title={lead.message}>
                  {lead.message}
                </p>
              </td>
              {showCreator && <td className={cell}>{lead.creator ? lead.creator.fullName : '—'}</td>}
              <td className={`${cell} whitespace-nowrap`}>{formatLongDate(new Date(lead.createdAt))}</td>
              <td className={cell}>
                <div className="grid justify-items-start gap-2">
                  <LeadStatusBadge status={lead.status} />
                  <LeadStatusSelect lead={lead} />
                  {showCreator && <LeadBookingAction lead={lead} />}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
