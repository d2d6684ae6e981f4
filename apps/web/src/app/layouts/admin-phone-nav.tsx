import { ChevronDown, Menu } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/utils/cn';
import { activeClasses, adminEntries, currentAdminEntry, idleClasses, linkClasses } from './admin-entries';

/**
 * Phones and tablets: the admin sections behind one menu button (a disclosure), since ten links
 * do not fit across 390 px and a sideways strip hid half of them. The bar names the current
 * section; the list closes on navigation and on Escape (focus back on the button).
 */
export function AdminPhoneNav() {
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const current = currentAdminEntry(pathname);

  // Choosing a section closes the list; so does any other navigation (the back button).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read
  useEffect(() => setIsOpen(false), [pathname]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <nav
      aria-label="Admin area"
      className="sticky top-0 z-30 border-b bg-white lg:hidden"
      onKeyDown={onKeyDown}
    >
      <div className="flex items-center justify-between gap-3 px-4 py-2">
        <p className="min-w-0 truncate text-sm font-semibold">
          <span className="text-muted-foreground">Admin</span>
          {current && <span> · {current.label}</span>}
        </p>
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => setIsOpen((open) => !open)}
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-md border px-3 text-sm font-medium outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Menu aria-hidden="true" className="size-4" />
          Sections
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
          />
        </button>
      </div>
      <ul
        id={listId}
        hidden={!isOpen}
        className={cn('gap-1 border-t px-3 py-2 sm:grid-cols-2', isOpen ? 'grid' : 'hidden')}
      >
        {adminEntries.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={() => setIsOpen(false)}
              className={({ isActive }) =>
                cn(linkClasses, 'px-3 py-2.5', isActive ? activeClasses : idleClasses)
              }
            >
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
