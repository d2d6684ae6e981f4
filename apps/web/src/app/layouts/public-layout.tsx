import { Outlet } from 'react-router';
import { HydrationBoundary } from '@/components/hydration-boundary';
import { EnquiryDialog } from '@/features/enquiry/components/enquiry-dialog';
import { EnquiryDialogProvider } from '@/features/enquiry/components/enquiry-dialog-context';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { ShareRefKeeper } from './share-ref-keeper';

/** The public shell: header, page and footer each hydrate on their own (docs/decisions/1215). */
export function PublicLayout() {
  return (
    <EnquiryDialogProvider>
      <ShareRefKeeper />
      <div className="flex min-h-dvh flex-col">
        <HydrationBoundary>
          <PublicHeader />
        </HydrationBoundary>
        <main className="flex-1">
          <HydrationBoundary>
            <Outlet />
          </HydrationBoundary>
        </main>
        <HydrationBoundary>
          <PublicFooter />
        </HydrationBoundary>
      </div>
      <EnquiryDialog />
    </EnquiryDialogProvider>
  );
}
