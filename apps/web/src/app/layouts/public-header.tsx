import { NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { EnquireButtons } from '@/features/enquiry/components/enquire-buttons';
import { cn } from '@/utils/cn';

// Beyond spec 000's logo and Enquire: the two public grids, so every page reaches them.
const MAIN_LINKS = [
  { to: '/packages', label: 'Packages' },
  { to: '/creators', label: 'Creators' },
];

export function PublicHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-4 sm:gap-8">
          {/* Below 440 px the mark alone leaves room for the links, Enquire and the avatar menu. */}
          <Logo compact />
          <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
            {MAIN_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-2 py-1.5 text-sm font-medium transition-colors outline-none hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-ring',
                    isActive ? 'text-brand-800 underline underline-offset-8' : 'text-zinc-700',
                  )
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
        </div>
        <div className="flex items-center gap-2 sm:gap-3">
          <EnquireButtons />
          <AccountMenu isNameHiddenOnPhones />
        </div>
      </div>
    </header>
  );
}
