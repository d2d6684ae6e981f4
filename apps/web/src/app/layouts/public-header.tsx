import { Logo } from '@/components/logo';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { EnquireButtons } from '@/features/enquiry/components/enquire-buttons';

export function PublicHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />
        <div className="flex items-center gap-2 sm:gap-3">
          <EnquireButtons />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
