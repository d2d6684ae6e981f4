import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { StaticContent } from '@/components/static-content';
import { buttonVariants } from '@/components/ui/button';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { EnquiryDialog } from '@/features/enquiry/components/enquiry-dialog';
import { EnquiryDialogProvider } from '@/features/enquiry/components/enquiry-dialog-context';

/** The creator landing page's own layout (spec 000 §2): a slim header and the enquiry dialog. */
export function InfluencerLayout() {
  return (
    <EnquiryDialogProvider>
      <div className="flex min-h-dvh flex-col bg-white">
        <header className="sticky top-0 z-40 border-b bg-white/95 backdrop-blur">
          <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
            <Logo />
            <div className="flex items-center gap-2">
              <a href="#join" className={buttonVariants({ variant: 'outline' })}>
                Get started
              </a>
              <AccountMenu />
            </div>
          </div>
        </header>
        <main className="flex-1">
          <Outlet />
        </main>
        {/* Links only: kept as the server wrote it when the page hydrates (ADR 1384, 1391). */}
        <StaticContent>
          <footer className="border-t bg-white">
            <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
              <p>© {new Date().getFullYear()} Wayfarer. All rights reserved.</p>
              <nav aria-label="Policies" className="flex gap-4">
                <Link to="/privacy-policy" className="hover:text-foreground hover:underline">
                  Privacy
                </Link>
                <Link to="/terms-and-conditions" className="hover:text-foreground hover:underline">
                  Terms
                </Link>
                <Link to="/cancellation-policy" className="hover:text-foreground hover:underline">
                  Cancellation
                </Link>
              </nav>
            </div>
          </footer>
        </StaticContent>
      </div>
      <EnquiryDialog />
    </EnquiryDialogProvider>
  );
}
