import type { TourListRow } from '@wayfarer/shared/schemas/tour';
import { ClipboardList, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { bodyCell, headCell } from '@/components/admin-list';
import { buttonVariants } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import { type PackageArea, packageDeparturesPath, packageEditPath } from '../utils/area';
import { AdminPackageActions, FeaturedSwitch } from './admin-package-actions';
import { PackageStatusBadge } from './package-status-badge';

type PackagesListProps = { tours: TourListRow[]; area: PackageArea };

/** Wide screens: Banner, Title, Status, Creator (admin), Edit; admins also Featured and actions. */
export function PackagesTable({ tours, area }: PackagesListProps) {
  const isAdmin = area === 'admin';
  return (
    <div className="overflow-x-auto rounded-xl border bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">Packages</caption>
        <thead className="border-b bg-zinc-50">
          <tr>
            <th scope="col" className={headCell}>
              Banner
            </th>
            <th scope="col" className={headCell}>
              Title
            </th>
            <th scope="col" className={headCell}>
              Status
            </th>
            {isAdmin && (
              <>
                <th scope="col" className={headCell}>
                  Creator
                </th>
                <th scope="col" className={headCell}>
                  Featured
                </th>
                <th scope="col" className={headCell}>
                  Actions
                </th>
              </>
            )}
            <th scope="col" className={headCell}>
              Edit
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {tours.map((tour) => (
            <tr key={tour.id}>
              <td className={bodyCell}>
                <Img
                  src={tour.thumb || tour.banner || undefined}
                  alt={`Banner of ${tour.title}`}
                  width={96}
                  height={54}
                  loading="lazy"
                  className="h-14 w-24 rounded-md object-cover"
                />
              </td>
              <td className={`${bodyCell} font-medium [overflow-wrap:anywhere]`}>{tour.title}</td>
              <td className={bodyCell}>
                <div className="grid justify-items-start gap-1">
                  <PackageStatusBadge status={tour.status} />
                  {tour.status === 'Rejected' && tour.rejectionReason && (
                    <p className="max-w-xs text-xs text-red-800">Reason: {tour.rejectionReason}</p>
                  )}
                </div>
              </td>
              {isAdmin && (
                <>
                  <td className={`${bodyCell} [overflow-wrap:anywhere]`}>
                    {tour.creator.fullName}
                    <span className="block text-xs text-muted-foreground">@{tour.creator.username}</span>
                  </td>
                  <td className={bodyCell}>
                    <FeaturedSwitch tour={tour} />
                  </td>
                  <td className={bodyCell}>
                    <AdminPackageActions tour={tour} />
                  </td>
                </>
              )}
              <td className={bodyCell}>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={packageEditPath(area, tour.id)}
                    aria-label={`Edit ${tour.title}`}
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit
                  </Link>
                  <Link
                    to={packageDeparturesPath(area, tour.id)}
                    aria-label={`Departures of ${tour.title}`}
                    className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                  >
                    <ClipboardList aria-hidden="true" className="size-4" />
                    Departures
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
