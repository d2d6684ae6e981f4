import { StaticContent } from '@/components/static-content';
import { JoinCard } from '@/features/auth/components/join-card';
import { LandingHero } from '@/features/creator-landing/components/landing-hero';
import { LandingSteps } from '@/features/creator-landing/components/landing-steps';
import { WhyJoinUs } from '@/features/creator-landing/components/why-join-us';

/** spec 000 §1, §2: the creator landing page. */
export function InfluencerRoute() {
  return (
    <>
      <title>For travel creators — Wayfarer</title>
      <LandingHero joinCard={<JoinCard />} />
      {/* Text only: kept as the server wrote it when the page hydrates (ADR 1384, 1391). */}
      <StaticContent>
        <LandingSteps />
        <WhyJoinUs />
      </StaticContent>
    </>
  );
}
