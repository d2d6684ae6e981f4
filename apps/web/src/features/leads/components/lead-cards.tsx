import { attributionText } from '@wayfarer/shared/rules/attribution';
import type { Lead } from '@wayfarer/shared/schemas/lead';
import { BreakableText } from '@/components/breakable-text';
import { formatLongDate } from '@/utils/format';
import { LeadBookingAction } from './lead-booking-action';
import { LeadStatusBadge } from './lead-status-badge';
import { LeadStatusSelect } from './lead-status-select';

/** Phones: one card per lead. */
export function LeadCards({ leads, showCreator }: { leads: Lead[]; showCreator: boolean }) {
  return (
    <ul className="grid gap-3">
      {leads.map((lead) => (
        <li key={lead.enquiryId} className="grid gap-3 rounded-xl border bg-white p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="font-semibold">{lead.name}</h2>
              <p className="text-xs text-muted-foreground">{formatLongDate(new Date(lead.createdAt))}</p>
              {lead.attribution && (
                <p className="text-xs text-brand-800">
                  {attributionText(lead.attribution, lead.packageCreatorId)}
                </p>
              )}
            </div>
            <LeadStatusBadge status={lead.status} />
          </div>
          <p className="grid gap-0.5">
            <a href={`mailto:${lead.email}`} className="hover:underline">
              <BreakableText text={lead.email} />
            </a>
            <a href={`tel:${lead.phone}`} className="hover:underline">
              {lead.phone}
            </a>
          </p>
          {lead.message && <p className="line-clamp-4 text-muted-foreground">{lead.message}</p>}
          {showCreator && lead.creator && <p>Creator: {lead.creator.fullName}</p>}
          <LeadStatusSelect lead={lead} />
          {showCreator && <LeadBookingAction lead={lead} />}
        </li>
      ))}
    </ul>
  );
}
