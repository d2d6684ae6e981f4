import { Inbox } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useGetDashboardStatsQuery } from '../api/get-dashboard-stats';

/** How many enquiries the creator has received so far (the dashboard call counts them). */
export function CreatorLeadsSummary() {
  const { data: stats, isLoading } = useGetDashboardStatsQuery();
  if (isLoading) return <PageSpinner />;
  const count = stats?.totalQueries ?? 0;
  if (count === 0) {
    return (
      <EmptyState icon={Inbox} title="No leads yet" headingLevel="h2">
        When a traveller sends an enquiry from your profile or one of your packages, it is counted here.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={Inbox}
      title={count === 1 ? '1 lead so far' : `${count} leads so far`}
      headingLevel="h2"
    >
      Travellers sent these enquiries from your profile or your packages. Our travel team contacts each of
      them to plan the trip.
    </EmptyState>
  );
}
