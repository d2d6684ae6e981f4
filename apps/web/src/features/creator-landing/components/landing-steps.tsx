import { Megaphone, PenLine, TrendingUp, UserRound } from 'lucide-react';

// spec 000 §1: the four-step overview.
const steps = [
  {
    icon: UserRound,
    title: 'Create Your Profile',
    text: 'Sign up and set up a public profile with your photo, your niche and the destinations you know best.',
  },
  {
    icon: PenLine,
    title: 'Craft Your Itineraries',
    text: 'Plan day-by-day trips with places, hotels and meals, and set prices for every room combination.',
  },
  {
    icon: Megaphone,
    title: 'Publish and Promote',
    text: 'Publish your packages with one click and share them with your followers on every channel.',
  },
  {
    icon: TrendingUp,
    title: 'Earn and Grow',
    text: 'Earn from each booking made through your recommendations and grow your brand with every trip.',
  },
] as const;

export function LandingSteps() {
  return (
    <section aria-labelledby="steps-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="steps-heading" className="text-center text-3xl font-bold tracking-tight">
        How it works
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
        From your first profile to your first group trip in four steps.
      </p>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-xl border bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                <step.icon aria-hidden="true" className="size-5" />
              </span>
              <span className="text-sm font-semibold text-brand-800">Step {index + 1}</span>
            </div>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
