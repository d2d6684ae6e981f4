import {
  Banknote,
  CalendarCheck,
  FolderTree,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MapPin,
  MessageSquareText,
  Mountain,
  Package,
  Settings,
  TicketPercent,
  Users,
} from 'lucide-react';

export type AdminEntry = { to: string; label: string; icon: LucideIcon };

// spec 001 §2 "Admin area": the sidebar links, in this order. The wide sidebar and the phone menu
// both list these.
export const adminEntries: readonly AdminEntry[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/destination', label: 'Destination', icon: Mountain },
  { to: '/admin/place', label: 'Place', icon: MapPin },
  { to: '/admin/packages', label: 'Packages', icon: Package },
  { to: '/admin/queries', label: 'Leads', icon: Inbox },
  { to: '/admin/bookings', label: 'Bookings', icon: CalendarCheck },
  { to: '/admin/coupons', label: 'Coupons', icon: TicketPercent },
  // The creators' payouts.
  { to: '/admin/payouts', label: 'Payouts', icon: Banknote },
  { to: '/admin/creators', label: 'Creators', icon: Users },
  // Travellers' reviews, hidden with a reason or published again.
  { to: '/admin/reviews', label: 'Reviews', icon: MessageSquareText },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
  { to: '/admin/category', label: 'Category', icon: FolderTree },
];

/** The entry the path is inside (spec: active while the path starts with the link). */
export const currentAdminEntry = (pathname: string) =>
  adminEntries.find((entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`));

export const linkClasses =
  'flex items-center gap-3 rounded-md text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring';
export const activeClasses = 'bg-brand-50 text-brand-800';
export const idleClasses = 'text-zinc-700 hover:bg-muted hover:text-foreground';
