import { CalendarCheck, CreditCard, Search, Users } from 'lucide-react';

const steps = [
  {
    icon: Search,
    title: 'Find your trip',
    text: 'Search a destination or browse trips designed by travel creators.',
  },
  {
    icon: Users,
    title: 'Choose rooms',
    text: 'Pick a departure and your rooms; the price updates as you go.',
  },
  { icon: CalendarCheck, title: 'Pick a date', text: 'Choose a travel date at least three days ahead.' },
  {
    icon: CreditCard,
    title: 'Pay in rupees',
    text: 'Reserve with a 15% token or pay in full, securely online.',
  },
] as const;

/** Home: how booking works, in four steps (spec 001 §4 "Booking flow"). */
export function BookingSteps() {
  return (
    <section aria-labelledby="how-booking-works" className="bg-brand-50/60">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="how-booking-works" className="mb-8 text-2xl font-bold tracking-tight sm:text-3xl">
          How booking works
        </h2>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border bg-white p-5 shadow-sm">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                <step.icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
