import { leadStatuses } from '@wayfarer/shared/enums';
import type { AdminStats } from '@wayfarer/shared/schemas/admin';

// spec 001 §4 "Leads": orange, teal, red and green bars (inline: no first-load CSS for them).
const barColours = {
  new: '#f97316',
  followed: '#0d9488',
  cancelled: '#dc2626',
  confirmed: '#16a34a',
} as const;

/** Leads by status as horizontal bars, scaled to the largest count; plain CSS, no chart library. */
export function LeadsByStatusChart({ leads }: { leads: AdminStats['leads'] }) {
  const largest = Math.max(1, ...leadStatuses.map((status) => leads[status]));
  return (
    <section aria-labelledby="leads-chart-heading" className="rounded-xl border bg-white p-6">
      <h2 id="leads-chart-heading" className="text-lg font-semibold">
        Leads by status
      </h2>
      <p className="text-sm text-muted-foreground">{leads.total} in all</p>
      <dl className="mt-4 grid gap-3">
        {leadStatuses.map((status) => (
          <div key={status} className="grid grid-cols-[6rem_1fr_3rem] items-center gap-3 text-sm">
            <dt className="capitalize">{status}</dt>
            <dd className="h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div
                className="h-full rounded-full"
                style={{ width: `${(leads[status] / largest) * 100}%`, backgroundColor: barColours[status] }}
              />
            </dd>
            <dd className="text-right font-semibold tabular-nums">{leads[status]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
