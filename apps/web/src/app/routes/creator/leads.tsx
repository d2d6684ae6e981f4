import { CreatorLeadsSummary } from '@/features/creator-studio/components/creator-leads-summary';

/** spec 001 §2: /creator/dashboard/queries ("Leads") — enquiries for the creator. */
export function CreatorLeadsRoute() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Leads</h1>
        <p className="text-sm text-muted-foreground">Travellers who asked about you or your packages.</p>
      </div>
      <CreatorLeadsSummary />
    </div>
  );
}
