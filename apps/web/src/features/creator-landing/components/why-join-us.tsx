import { Handshake, Map as MapIcon, ShieldCheck, Wallet } from 'lucide-react';

// spec 000 §1: the four "Why Join Us" blocks.
const reasons = [
  {
    icon: MapIcon,
    title: 'Personalised itinerary creation',
    text: 'Design trips in your own style and showcase them on a dedicated creator profile that is yours to share.',
  },
  {
    icon: ShieldCheck,
    title: 'Hassle-free logistics',
    text: 'We handle bookings, payments and travel arrangements, with the safety of every traveller at the centre.',
  },
  {
    icon: Wallet,
    title: 'Earn from every booking',
    text: 'Earn a share of each booking made through you, and grow your brand as your trips fill up.',
  },
  {
    icon: Handshake,
    title: 'A creator community',
    text: 'Join a community of travel creators with exclusive events, collaborations and early access to new destinations.',
  },
] as const;

export function WhyJoinUs() {
  return (
    <section aria-labelledby="why-heading" className="bg-zinc-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="why-heading" className="text-center text-3xl font-bold tracking-tight">
          Why Join Us
        </h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2">
          {reasons.map((reason) => (
            <article key={reason.title} className="flex gap-4 rounded-xl border bg-white p-6 shadow-sm">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-zinc-900 text-white">
                <reason.icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{reason.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{reason.text}</p>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
