import { Luggage } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { isNotFoundError } from '@/lib/api-error';
import { WhenVisible } from '@/components/when-visible';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { useGetPublicPackageQuery } from '@/features/marketplace/api/marketplace-api';
import { PackagePage } from '@/features/marketplace/components/package/package-page';
import { usePublicSettingsQuery } from '@/features/settings/api/public-settings';
import { lazyWithStore } from '@/lib/store-on-demand';
import { storageKeys, writeStorage } from '@/utils/browser-storage';
import { useStoredUser } from '@/lib/stored-session';

// The enquiry form brings the form libraries: loaded only when the booking panel's form comes
// near the viewport, so a first visit that never scrolls there does not download them.
// The form sends through the store, which loads with it (docs/decisions/990).
const EnquiryForm = lazyWithStore(
  async () => (await import('@/features/enquiry/components/enquiry-form')).EnquiryForm,
);

// A signed-in creator's share links for the package (its own, or a recommendation).
const PackageSharePanel = lazyWithStore(
  async () => (await import('@/components/share-panel')).PackageSharePanel,
);

/** The visit beacon loads this long after the page (ADR 1314): a page closed sooner is not counted. */
const VISIT_AFTER_MS = 3500;

/** spec 001 §2: /package/{slug}. */
export function PackageRoute() {
  const { slug = '' } = useParams();
  const { data: pkg, isLoading, error } = useGetPublicPackageQuery(slug);
  const { data: settings } = usePublicSettingsQuery();
  const user = useStoredUser();

  // spec 000 §3: the creator of the package being viewed gets the visitor's later enquiries.
  useEffect(() => {
    if (pkg) writeStorage(storageKeys.creatorId, pkg.creator.id);
  }, [pkg]);
  // The funnel's visit (ADR 1314), counted by a beacon once the page has been shown (never by the
  // server-rendered HTML); its code loads after the page's first load.
  const packageId = pkg?.id;
  useEffect(() => {
    if (!packageId) return;
    setTimeout(
      () => void import('@/lib/visit-beacon').then((beacon) => beacon.recordVisit({ packageId })),
      VISIT_AFTER_MS,
    );
  }, [packageId]);

  if (isLoading) return <PageSpinner />;
  if (!pkg) {
    const isMissing = isNotFoundError(error);
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <title>Package not found — Wayfarer</title>
        <h1 className="sr-only">{isMissing ? 'Package not found' : 'Package could not be loaded'}</h1>
        <EmptyState
          icon={Luggage}
          headingLevel="h2"
          title={isMissing ? 'We could not find this package' : 'Something went wrong'}
        >
          {isMissing ? 'It may have been taken down. ' : 'Please try again in a moment. '}
          <Link to="/packages" className="font-medium text-brand-700 underline underline-offset-4">
            Browse all packages
          </Link>
        </EmptyState>
      </div>
    );
  }

  return (
    <>
      <title>{pageTitle(pkg.metaTitle || pkg.title)}</title>
      <PackagePage
        key={pkg.id}
        pkg={pkg}
        contactPhone={settings?.contactPhone}
        renderEnquiry={() => (
          // The marker tells the enquiry pop-up this page has its own form, before the form loads.
          <div data-inline-enquiry="">
            <WhenVisible fallback={<Spinner label="Loading the enquiry form" />}>
              <Suspense fallback={<Spinner label="Loading the enquiry form" />}>
                <EnquiryForm mode="form" packageId={pkg.id} />
              </Suspense>
            </WhenVisible>
          </div>
        )}
      />
      {user?.creatorId && (
        <div className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">
          <Suspense fallback={<Spinner label="Loading your share links" />}>
            <PackageSharePanel packageId={pkg.id} isOwn={user.creatorId === pkg.creator.id} />
          </Suspense>
        </div>
      )}
    </>
  );
}

/** The package's title with the site name, unless its meta title already carries it. */
const pageTitle = (title: string) => (/wayfarer/i.test(title) ? title : `${title} — Wayfarer`);
