import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { SharePanel } from '@/components/share-panel';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useGetOverviewQuery } from '../api/editor-api';
import { type PackageArea, packageListPath } from '../utils/area';
import { AvailabilityTab } from './availability-tab';
import { DestinationTab } from './destination-tab';
import { InstalmentsTab } from './instalments-tab';
import { ItineraryTab } from './itinerary-tab';
import { OverviewTab } from './overview-tab';
import { PackageStatusBadge } from './package-status-badge';
import { PricingTab } from './pricing-tab';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning';

// spec 001 §2 "Package editor": the tabs in this order; a successful save opens the next one.
const tabs = [
  { value: 'overview', label: 'Overview', Panel: OverviewTab },
  { value: 'destination', label: 'Destination', Panel: DestinationTab },
  { value: 'itinerary', label: 'Itinerary', Panel: ItineraryTab },
  { value: 'pricing', label: 'Pricing', Panel: PricingTab },
  { value: 'availability', label: 'Availability', Panel: AvailabilityTab },
  // ADR 1365: the optional instalment plan.
  { value: 'instalments', label: 'Instalments', Panel: InstalmentsTab },
] as const;

const LEAVE_TAB = 'You have unsaved changes on this tab. Leave without saving?';

/** Which package this is, its status, and (once published) a link to its public page. */
function EditorHeading({ id }: { id: string }) {
  // Shares the Overview tab's cache entry; refetched after every save (tag PACKAGE).
  const { data } = useGetOverviewQuery(id);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <h1 className="min-w-0 text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">
        {data?.title ? `Edit package: ${data.title}` : 'Edit package'}
      </h1>
      {data && <PackageStatusBadge status={data.status} />}
      {data?.status === 'Published' && (
        <a
          href={`/package/${data.slug}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          View public page
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}

/** The creator's short links to its published package, one per channel. */
function EditorSharePanel({ id }: { id: string }) {
  const { data } = useGetOverviewQuery(id);
  if (data?.status !== 'Published') return null;
  return (
    <SharePanel
      packageId={id}
      title="Share"
      description="A short link per channel for your posts: the funnel on your dashboard shows which one filled the trip."
    />
  );
}

/** The five-tab editor at /creator/dashboard/packages/edit/{id} and /admin/packages/edit/{id}. */
export function PackageEditor({ area }: { area: PackageArea }) {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === tabParam),
  );
  const current = tabs[index] ?? tabs[0];

  const [isDirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((dirty: boolean) => setDirty(dirty), []);
  useUnsavedChangesWarning(isDirty, LEAVE_TAB);

  const showTab = (value: string) => {
    setDirty(false);
    setSearchParams({ tab: value }, { replace: true });
  };
  const openTab = (value: string) => {
    if (value === current.value || (isDirty && !window.confirm(LEAVE_TAB))) return;
    showTab(value);
  };
  // After a successful save: nothing is unsaved any more.
  const openNext = () => {
    const next = tabs[index + 1];
    if (next) {
      showTab(next.value);
      window.scrollTo({ top: 0 });
    }
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <div className="grid gap-2">
        <Link
          to={packageListPath(area)}
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Packages
        </Link>
        <EditorHeading id={id} />
      </div>
      {area === 'creator' && <EditorSharePanel id={id} />}
      {/* Manual activation: Radix's automatic mode activates a tab on mousedown and
          again on focus, so a switch with unsaved changes asked twice; now a click (or Enter /
          Space on a focused tab) asks once. */}
      <Tabs value={current.value} onValueChange={openTab} activationMode="manual">
        <TabsList aria-label="Package sections" className="h-auto w-full flex-wrap">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className="px-3">
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, label, Panel }) => (
          <TabsContent key={value} value={value}>
            <h2 className="sr-only">{label}</h2>
            {value === current.value && (
              <Panel id={id} area={area} onSaved={openNext} onDirtyChange={onDirtyChange} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
