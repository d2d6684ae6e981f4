import type { ReactNode } from 'react';

type LandingHeroProps = { joinCard: ReactNode };

/** spec 000 §1: the creator landing hero, "Shape Journeys, Inspire Travelers". */
export function LandingHero({ joinCard }: LandingHeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-zinc-900 via-zinc-800 to-brand-900">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[1fr_28rem] lg:px-8 lg:py-20">
        <div className="space-y-6 text-white">
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100">
            For travel creators
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Shape Journeys, Inspire Travelers
          </h1>
          <p className="max-w-xl text-lg text-zinc-200">
            Wayfarer equips travel creators with the tools to build, publish and sell their own trips. Design
            the itinerary, share it with your audience, and we take care of bookings, payments and everything
            on the ground.
          </p>
          <ul className="grid max-w-xl gap-2 text-zinc-200 sm:grid-cols-2">
            <li>• Your own public creator profile</li>
            <li>• An itinerary builder made for trips</li>
            <li>• Bookings and payments handled</li>
            <li>• A share of every booking you bring</li>
          </ul>
        </div>
        <div className="flex justify-center lg:justify-end">{joinCard}</div>
      </div>
    </section>
  );
}
