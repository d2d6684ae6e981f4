import { Compass, Plane, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';

// The inline form carries the form libraries; the hero shows first while they load.
const EnquiryForm = lazy(async () => ({
  default: (await import('@/features/enquiry/components/enquiry-form')).EnquiryForm,
}));

const highlights = [
  {
    icon: Compass,
    title: 'Trips designed by creators',
    text: 'Every package is planned by a travel creator who knows the place, down to the hotels and meals.',
  },
  {
    icon: Users,
    title: 'Travel in good company',
    text: 'Some creators travel with the group themselves, so you explore with people who share your interests.',
  },
  {
    icon: Plane,
    title: 'Handled end to end',
    text: 'Bookings, payments and travel arrangements are taken care of by our team, in rupees, with support on call.',
  },
] as const;

export function HomeRoute() {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-zinc-100">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2 lg:items-center lg:px-8">
          <div className="space-y-6">
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              Travel with the creators you follow
            </h1>
            <p className="max-w-xl text-lg text-zinc-700">
              Wayfarer is the marketplace for trips designed by travel creators. Pick a journey shaped by
              someone whose travels you love, and let us take care of the rest.
            </p>
            <div className="flex flex-wrap gap-3">
              <a href="#enquire" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
                Plan my trip
              </a>
              <Link to="/influencer" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                I am a travel creator
              </Link>
            </div>
          </div>
          <ul className="grid gap-4">
            {highlights.map((item) => (
              <li key={item.title} className="flex gap-4 rounded-xl border bg-white/90 p-5 shadow-sm">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                  <item.icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h2 className="font-semibold">{item.title}</h2>
                  <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="enquire" aria-labelledby="enquire-heading" className="scroll-mt-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div className="space-y-4">
            <h2 id="enquire-heading" className="text-3xl font-bold tracking-tight">
              Tell us where you want to go
            </h2>
            <p className="text-zinc-700">
              Share your dream destination, dates and group size. Our travel team will call you back with
              trips from our creators that fit, or help a creator shape one around you.
            </p>
            <p className="text-zinc-700">
              Are you a travel creator?{' '}
              <Link to="/influencer" className="font-semibold text-brand-700 underline underline-offset-4">
                Build and sell your own trips on Wayfarer
              </Link>
              .
            </p>
          </div>
          <div className="rounded-xl border bg-white p-6 shadow-sm">
            <Suspense fallback={<PageSpinner />}>
              <EnquiryForm mode="form" />
            </Suspense>
          </div>
        </div>
      </section>
    </>
  );
}
