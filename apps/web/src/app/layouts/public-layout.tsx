import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { HydrationBoundary } from '@/components/hydration-boundary';
import { StaticContent } from '@/components/static-content';
import { EnquiryDialog } from '@/features/enquiry/components/enquiry-dialog';
import { EnquiryDialogProvider } from '@/features/enquiry/components/enquiry-dialog-context';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

// Only a page opened from a creator's short link (?ref=…&via=…) loads the keeper (ADR 1313), so
// every other first visit downloads none of it.
const ShareRefKeeper = lazy(async () => ({ default: (await import('./share-ref-keeper')).ShareRefKeeper }));
function ShareRefFromLink() {
  const { search } = useLocation();
  if (!/[?&](?:ref|via)=/.test(search)) return null;
  return (
    <Suspense fallback={null}>
      <ShareRefKeeper />
    </Suspense>
  );
}

/** The public shell: header, page and footer each hydrate on their own (docs/decisions/1215). */
export function PublicLayout() {
  return (
    <EnquiryDialogProvider>
      <ShareRefFromLink />
      <div className="flex min-h-dvh flex-col">
        <HydrationBoundary>
          <PublicHeader />
        </HydrationBoundary>
        <main className="flex-1">
          <HydrationBoundary>
            <Outlet />
          </HydrationBoundary>
        </main>
        {/* Links and text only, read with the page: kept as the server wrote it (ADR 1384). */}
        <StaticContent>
          <PublicFooter />
        </StaticContent>
      </div>
      <EnquiryDialog />
    </EnquiryDialogProvider>
  );
}
