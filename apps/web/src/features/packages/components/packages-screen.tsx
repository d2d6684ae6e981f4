import { packageStatuses, packageStatusLabels } from '@wayfarer/shared/enums';
import { Package } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { ListToolbar } from '@/components/list-toolbar';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { PageSpinner } from '@/components/ui/spinner';
import { useListUrlState } from '@/hooks/use-list-url-state';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/utils/cn';
import { useListToursQuery } from '../api/packages-api';
import type { PackageArea } from '../utils/area';
import { AddPackageDialog } from './add-package-dialog';
import { PackageCards } from './package-cards';
import { PackagesTable } from './packages-table';

/**
 * spec 001 §2 "Package list", shared by /creator/dashboard/packages and /admin/packages: title
 * search, status filter and page live in the URL (`?title&status&page`); 20 a page, 5 page numbers.
 */
export function PackagesScreen({ area }: { area: PackageArea }) {
  const list = useListUrlState({ searchKey: 'title', statuses: packageStatuses });
  const { page, query: title, status, isFiltered, hrefOf } = list;
  const isWide = useMediaQuery('(min-width: 768px)');

  const { data, isLoading, isFetching } = useListToursQuery({ page, title, status });
  const tours = data?.tourPackages ?? [];

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeader
        title="Packages"
        description={
          area === 'admin' ? 'Tour packages of every creator.' : 'The tour packages you design and sell.'
        }
      >
        <AddPackageDialog area={area} />
      </PageHeader>

      <ListToolbar
        list={list}
        searchLabel="Search packages"
        searchPlaceholder="Search by title"
        statuses={packageStatuses}
        labelOf={(value) => packageStatusLabels[value]}
      />

      {isLoading ? (
        <PageSpinner />
      ) : tours.length === 0 ? (
        <EmptyState
          icon={Package}
          title={isFiltered ? 'No packages match' : 'No packages yet'}
          headingLevel="h2"
        >
          {isFiltered ? 'Try another title or status.' : 'Press Add Package to design your first tour.'}
        </EmptyState>
      ) : (
        <div className={cn('grid gap-4 transition-opacity', isFetching && 'opacity-60')}>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data?.totalResults === 1 ? '1 package' : `${data?.totalResults ?? 0} packages`}
          </p>
          {isWide ? <PackagesTable tours={tours} area={area} /> : <PackageCards tours={tours} area={area} />}
          <Pagination page={page} totalPages={data?.totalPages ?? 1} hrefOf={hrefOf} />
        </div>
      )}
    </div>
  );
}
