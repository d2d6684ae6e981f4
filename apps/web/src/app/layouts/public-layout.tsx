import { Outlet } from 'react-router';
import { EnquiryDialog } from '@/features/enquiry/components/enquiry-dialog';
import { EnquiryDialogProvider } from '@/features/enquiry/components/enquiry-dialog-context';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

export function PublicLayout() {
  return (
    <EnquiryDialogProvider>
      <div className="flex min-h-dvh flex-col">
        <PublicHeader />
        <main className="flex-1">
          <Outlet />
        </main>
        <PublicFooter />
      </div>
      <EnquiryDialog />
    </EnquiryDialogProvider>
  );
}
