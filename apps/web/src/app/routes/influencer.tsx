import { JoinCard } from '@/features/auth/components/join-card';
import { LandingHero } from '@/features/creator-landing/components/landing-hero';
import { LandingSteps } from '@/features/creator-landing/components/landing-steps';
import { WhyJoinUs } from '@/features/creator-landing/components/why-join-us';

/** spec 000 §1, §2: the creator landing page. */
export function InfluencerRoute() {
  return (
    <>
      <LandingHero joinCard={<JoinCard />} />
      <LandingSteps />
      <WhyJoinUs />
    </>
  );
}
