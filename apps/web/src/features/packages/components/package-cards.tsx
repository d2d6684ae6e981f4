import type { TourListRow } from '@wayfarer/shared/schemas/tour';
import { Link } from 'react-router';
import { Img } from '@/components/ui/img';
import { type PackageArea, packageDeparturesPath, packageEditPath } from '../utils/area';
import { AdminPackageActions, FeaturedSwitch } from './admin-package-actions';
import { PackageStatusBadge } from './package-status-badge';

/** Phones: one card per package; the card's title links to the area's edit screen. */
export function PackageCards({ tours, area }: { tours: TourListRow[]; area: PackageArea }) {
  const isAdmin = area === 'admin';
  return (
    <ul className="grid gap-3">
      {tours.map((tour) => (
        <li key={tour.id} className="overflow-hidden rounded-xl border bg-white text-sm">
          <Img
            src={tour.banner || tour.thumb || undefined}
            alt={`Banner of ${tour.title}`}
            loading="lazy"
            className="aspect-video w-full object-cover"
          />
          <div className="grid gap-2 p-4">
            <div className="flex items-start justify-between gap-3">
              <h2 className="min-w-0 font-semibold [overflow-wrap:anywhere]">
                <Link to={packageEditPath(area, tour.id)} className="hover:underline">
                  {tour.title}
                </Link>
              </h2>
              <PackageStatusBadge status={tour.status} />
            </div>
            {tour.status === 'Rejected' && tour.rejectionReason && (
              <p className="text-xs text-red-800">Reason: {tour.rejectionReason}</p>
            )}
            <Link
              to={packageDeparturesPath(area, tour.id)}
              aria-label={`Departures of ${tour.title}`}
              className="w-fit text-primary underline-offset-4 hover:underline"
            >
              Departures and manifests
            </Link>
            {isAdmin && (
              <>
                <p className="text-muted-foreground">
                  Creator: {tour.creator.fullName} (@{tour.creator.username})
                </p>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex items-center gap-2">
                    <FeaturedSwitch tour={tour} />
                    <span aria-hidden="true">Featured</span>
                  </span>
                  <AdminPackageActions tour={tour} />
                </div>
              </>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
