import { Package } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/** spec 001 §2: /creator/dashboard/packages — the creator's tour packages. */
export function CreatorPackagesRoute() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Packages</h1>
        <p className="text-sm text-muted-foreground">The tour packages you design and sell.</p>
      </div>
      <EmptyState icon={Package} title="No packages yet" headingLevel="h2">
        Your tour packages are listed here with their status, from draft to published.
      </EmptyState>
    </div>
  );
}
