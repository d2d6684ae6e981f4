import { startingPriceUnit } from '@wayfarer/shared/rules/pricing';
import { formatRupees } from '@wayfarer/shared/rules/money';
import { publicDateLine } from '@wayfarer/shared/rules/trip-status';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';
import { CalendarDays, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { Img } from '@/components/ui/img';
import { formatTripDate } from '../../utils/booking';

type PackageHeroProps = { pkg: PublicPackage; nextDate: string | null };

/** spec 001 §2 hero: name, banner, creator, Date of Trip and Starting From (per adult or per person). */
export function PackageHero({ pkg, nextDate }: PackageHeroProps) {
  const { creator } = pkg;
  const dateOfTrip =
    pkg.status === 'ComingSoon'
      ? 'Coming soon'
      : pkg.tourType === 'AnyDay'
        ? 'Any day'
        : nextDate
          ? formatTripDate(nextDate)
          : 'No upcoming date available';
  // The next date's minimum group size, as the panel and date dialog say it.
  const next = nextDate ? pkg.TourDate.find((d) => d.date.slice(0, 10) === nextDate) : undefined;
  const nextLine =
    pkg.tourType !== 'AnyDay' && pkg.status !== 'ComingSoon' && next ? publicDateLine(next) : null;
  return (
    <header className="relative isolate overflow-hidden bg-zinc-900 text-white">
      <Img
        src={pkg.banner || undefined}
        alt=""
        width={1600}
        height={600}
        // Same srcset and sizes as the server's LCP preload (apps/api lib/lcp-preload.ts).
        sizes="100vw"
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/85 via-black/40 to-black/10" />
      <div className="mx-auto grid max-w-7xl gap-5 px-4 pt-28 pb-8 sm:px-6 md:pt-44 lg:px-8">
        <h1 className="max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">{pkg.title}</h1>
        <Link
          to={`/@${creator.username}`}
          className="flex w-fit items-center gap-3 rounded-full bg-black/30 py-1 pr-4 pl-1 outline-none backdrop-blur hover:bg-black/45 focus-visible:ring-2 focus-visible:ring-white"
        >
          <Avatar className="size-10 ring-2 ring-white/80">
            {creator.profileImage && <AvatarImage src={creator.profileImage} alt="" />}
            <AvatarFallback>{initialsOf(creator.fullName || creator.username)}</AvatarFallback>
          </Avatar>
          <span className="grid leading-tight">
            <span className="font-semibold">{creator.fullName || creator.username}</span>
            <span className="text-sm text-white/85">@{creator.username}</span>
          </span>
        </Link>
        <dl className="flex flex-wrap gap-x-8 gap-y-3">
          <div>
            <dt className="flex items-center gap-1.5 text-xs tracking-wide text-white/85 uppercase">
              <CalendarDays aria-hidden="true" className="size-4 text-brand-200" />
              Date of Trip
            </dt>
            <dd className="font-semibold">{dateOfTrip}</dd>
            {nextLine && <dd className="max-w-xs text-sm text-white/90">{nextLine}</dd>}
          </div>
          {pkg.startingPrice !== null && (
            <div>
              <dt className="flex items-center gap-1.5 text-xs tracking-wide text-white/85 uppercase">
                <Tag aria-hidden="true" className="size-4 text-brand-200" />
                Starting From
              </dt>
              <dd className="font-semibold">
                {formatRupees(pkg.startingPrice)}{' '}
                <span className="text-sm font-normal">{startingPriceUnit(pkg.pricingType)}</span>
              </dd>
            </div>
          )}
        </dl>
      </div>
    </header>
  );
}
