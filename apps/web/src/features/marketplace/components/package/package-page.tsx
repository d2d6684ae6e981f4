import { startingPriceUnit } from '@wayfarer/shared/rules/pricing';
import { formatPaise, formatRupees } from '@wayfarer/shared/rules/money';
import { defaultCancellationText, defaultTermsText } from '@wayfarer/shared/rules/package';
import { bookableDates } from '@wayfarer/shared/rules/travel-date';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { HydrationBoundary } from '@/components/hydration-boundary';
import { Button } from '@/components/ui/button';
import { StaticContent } from '@/components/static-content';
import { Img } from '@/components/ui/img';
import { useBookingSelection } from '../../hooks/use-booking-selection';
import { useLinkedDate } from '../../hooks/use-linked-date';
import { bookingHref, departureDates, formatTripDate } from '../../utils/booking';
import { AnchorBar } from './anchor-bar';
import { BookingPanel } from './booking-panel';
import { BulletList } from './bullet-list';
import { HotelList } from './hotel-list';
import { IntroVideo } from './intro-video';
import { ItineraryList } from './itinerary-list';
import { PackageHero } from './package-hero';
import { NotifyMePanel } from './notify-me-panel';
import { PackageSection } from './package-section';
import { PolicyDetails } from './policy-details';

// The dialogs (and the dialog library) load on first use, keeping the page's first load small.
// Reviews load only on a package that has some (most have none): not on every first visit.
const PackageReviews = lazy(async () => ({ default: (await import('./package-reviews')).PackageReviews }));
const PackageRatingLink = lazy(async () => ({
  default: (await import('./package-reviews')).PackageRatingLink,
}));
const TravelDateDialog = lazy(async () => ({
  default: (await import('./travel-date-dialog')).TravelDateDialog,
}));
const MobileBookingSheet = lazy(async () => ({
  default: (await import('./mobile-booking-sheet')).MobileBookingSheet,
}));

type PackagePageProps = {
  pkg: PublicPackage;
  contactPhone?: string;
  /** Renders the form-mode enquiry; called once per panel (the sticky one and the mobile dialog). */
  renderEnquiry: () => ReactNode;
};

/** spec 001 §2 "Public package page" and §4 "Booking flow". */
export function PackagePage({ pkg, contactPhone, renderEnquiry }: PackagePageProps) {
  const navigate = useNavigate();
  const selection = useBookingSelection(pkg);
  const linked = useLinkedDate(pkg, selection.chooseDeparture);
  const [isPanelOpen, setIsPanelOpen] = useState(false);
  const [isDateOpen, setIsDateOpen] = useState(false);
  const [hasOpenedPanel, setHasOpenedPanel] = useState(false);
  const [hasOpenedDates, setHasOpenedDates] = useState(false);
  const isAnyDay = pkg.tourType === 'AnyDay';
  // A "Coming soon" package collects a launch list instead of bookings.
  const isComingSoon = pkg.status === 'ComingSoon';
  const dates = departureDates(pkg, selection.departureId);
  const nextDate = bookableDates(pkg.TourDate.map((d) => d.date.slice(0, 10)))[0] ?? null;

  const confirm = (date: string | null) => {
    // spec 001 §4: confirming without a date, tour or departure does nothing the user sees.
    if (!date || !pkg.id || !selection.departureId) {
      console.warn('Booking not started: a date, tour and departure are all needed', {
        date,
        tour: pkg.id,
        departure: selection.departureId,
      });
      return;
    }
    navigate(
      bookingHref({
        tourId: pkg.id,
        departureId: selection.departureId,
        date,
        pricingType: pkg.pricingType,
        rooms: selection.rooms,
        customs: selection.customs,
      }),
    );
  };

  const bookNow = () => {
    setIsPanelOpen(false);
    // spec 001 §4: exactly one date → no dialog, that date is taken and booking proceeds.
    if (!isAnyDay && dates.length === 1) confirm(dates[0] ?? null);
    else {
      setHasOpenedDates(true);
      setIsDateOpen(true);
    }
  };

  const panel = (headingId: string) => (
    <BookingPanel
      pkg={pkg}
      selection={selection}
      contactPhone={contactPhone}
      onBookNow={bookNow}
      enquiry={renderEnquiry()}
      headingId={headingId}
    />
  );

  return (
    <div className="pb-28 lg:pb-16">
      {/* The page hydrates in pieces: the hero, the anchors, each section, the panel and the
          Book Now bar, each in its own render and commit (docs/decisions/1215). */}
      <HydrationBoundary>
        <PackageHero pkg={pkg} nextDate={isAnyDay ? null : nextDate} />
      </HydrationBoundary>
      <HydrationBoundary>
        <AnchorBar />
      </HydrationBoundary>
      {linked && (
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
          <p role="status" className="rounded-lg border border-brand-700/30 bg-brand-50 px-4 py-3 text-sm">
            {linked.isOpen
              ? `Seats are open on ${formatTripDate(linked.date)}. Choose your rooms and press Book Now: the date is picked for you.`
              : `${formatTripDate(linked.date)} is no longer available. Press Book Now to pick another date.`}
          </p>
        </div>
      )}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:px-8">
        <div className="min-w-0 space-y-10">
          {isComingSoon && (
            <section
              aria-labelledby="notify-heading-mobile"
              className="rounded-xl border bg-white p-5 shadow-sm lg:hidden"
            >
              <NotifyMePanel tourId={pkg.id} headingId="notify-heading-mobile" />
            </section>
          )}
          {pkg.promoBanner && (
            <Img
              src={pkg.promoBanner}
              alt={`Offer on ${pkg.title}`}
              width={1200}
              height={300}
              sizes="(min-width: 1024px) 60vw, 100vw"
              loading="lazy"
              className="block w-full rounded-xl object-cover"
            />
          )}
          <HydrationBoundary>
            <section aria-labelledby="about-heading" className="grid gap-3">
              <h2 id="about-heading" className="text-2xl font-bold tracking-tight">
                About this trip
              </h2>
              {pkg.rating.count > 0 && (
                <Suspense fallback={null}>
                  <PackageRatingLink pkg={pkg} />
                </Suspense>
              )}
              <p className="whitespace-pre-line text-zinc-800">{pkg.description}</p>
              {pkg.destinations.length > 0 && (
                <p className="text-sm text-muted-foreground">
                  {pkg.destinations
                    .map((d) => `${d.name} (${d.days} ${d.days === 1 ? 'day' : 'days'})`)
                    .join(' · ')}
                </p>
              )}
            </section>
          </HydrationBoundary>
          {/^https?:\/\//i.test(pkg.introVideo) && (
            <section aria-labelledby="video-heading" className="grid gap-3">
              <h2 id="video-heading" className="text-2xl font-bold tracking-tight">
                Intro video
              </h2>
              <HydrationBoundary>
                <IntroVideo url={pkg.introVideo} title={pkg.title} />
              </HydrationBoundary>
            </section>
          )}
          <PackageSection id="itinerary" title="Itinerary">
            <StaticContent>
              <ItineraryList days={pkg.TourItinerary} />
            </StaticContent>
          </PackageSection>
          <PackageSection id="inclusion" title="Inclusion">
            <StaticContent>
              <BulletList kind="included" items={pkg.TourInclusion.map((item) => item.description)} />
            </StaticContent>
          </PackageSection>
          <PackageSection id="exclusion" title="Exclusion">
            <StaticContent>
              <BulletList kind="excluded" items={pkg.TourExclusion.map((item) => item.description)} />
            </StaticContent>
          </PackageSection>
          <PackageSection id="accommodation" title="Accommodation">
            <StaticContent>
              <HotelList hotels={pkg.hotels} />
            </StaticContent>
          </PackageSection>
          {pkg.rating.count > 0 && (
            <Suspense fallback={null}>
              <PackageReviews pkg={pkg} />
            </Suspense>
          )}
          {pkg.additionalNotes.trim() && (
            <section aria-labelledby="notes-heading" className="grid gap-3">
              <h2 id="notes-heading" className="text-2xl font-bold tracking-tight">
                Additional notes
              </h2>
              {/* Rich text the server sanitised before storing it (spec 001 §3). */}
              <div
                className="text-zinc-800 [overflow-wrap:anywhere] [&_a]:text-brand-700 [&_a]:underline [&_li]:mb-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-2 [&_ul]:list-disc [&_ul]:pl-5"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server.
                dangerouslySetInnerHTML={{ __html: pkg.additionalNotes }}
              />
            </section>
          )}
          <HydrationBoundary>
            <div className="grid gap-4">
              <PolicyDetails
                id="terms"
                title="Terms"
                html={pkg.termsAndConditions}
                fallback={defaultTermsText}
              />
              <PolicyDetails
                id="cancellation"
                title="Cancellation"
                html={pkg.cancellationPolicy}
                fallback={defaultCancellationText}
                notesTitle="Notes from the creator"
              />
            </div>
          </HydrationBoundary>
        </div>
        {/* spec 001 §2: a sticky card on wide screens. */}
        <aside aria-labelledby="panel-heading" className="hidden lg:block">
          <div className="sticky top-32 max-h-[calc(100dvh-9rem)] overflow-y-auto rounded-xl border bg-white p-5 shadow-md">
            <HydrationBoundary>
              {isComingSoon ? (
                <NotifyMePanel tourId={pkg.id} headingId="panel-heading" />
              ) : (
                panel('panel-heading')
              )}
            </HydrationBoundary>
          </div>
        </aside>
      </div>

      {/* spec 001 §2: on mobile a fixed bottom Book Now bar opening the panel in a dialog. */}
      <HydrationBoundary>
        <div
          hidden={isComingSoon}
          className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] lg:hidden"
        >
          <div className="min-w-0">
            <p className="text-xs text-muted-foreground">
              {pkg.startingPrice !== null ? `Starting From, ${startingPriceUnit(pkg.pricingType)}` : 'Total'}
            </p>
            <p className="truncate font-bold">
              {pkg.startingPrice !== null
                ? formatRupees(pkg.startingPrice)
                : formatPaise(selection.totalPaise)}
            </p>
          </div>
          <Button
            variant="brand"
            size="lg"
            onClick={() => {
              setHasOpenedPanel(true);
              setIsPanelOpen(true);
            }}
          >
            Book Now
          </Button>
        </div>
      </HydrationBoundary>
      <Suspense fallback={null}>
        {hasOpenedPanel && (
          <MobileBookingSheet title={pkg.title} open={isPanelOpen} onOpenChange={setIsPanelOpen}>
            {panel('dialog-panel-heading')}
          </MobileBookingSheet>
        )}
      </Suspense>
      <Suspense fallback={null}>
        {hasOpenedDates && (
          <TravelDateDialog
            open={isDateOpen}
            onOpenChange={setIsDateOpen}
            isAnyDay={isAnyDay}
            dates={dates}
            onConfirm={confirm}
            soldOut={pkg.SoldOutDate}
            closed={pkg.ClosedDate}
            tourDates={pkg.TourDate}
            tourId={pkg.id}
            departureId={selection.departureId}
            initialDate={linked?.isOpen && linked.departureId === selection.departureId ? linked.date : null}
          />
        )}
      </Suspense>
    </div>
  );
}
