import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { ContentPage } from '@/components/content-page';

export function AboutRoute() {
  return (
    <ContentPage
      title="About Wayfarer"
      intro="Wayfarer brings travellers and travel creators together. Creators design the trips they love to lead; we make sure every booking, payment and transfer just works."
    >
      <section>
        <h2>Why we started</h2>
        <p>
          The best trips are often the ones recommended by someone who has been there. Travel creators inspire
          millions of people, yet turning that inspiration into a trip you can actually book is hard. Wayfarer
          closes that gap.
        </p>
      </section>

      <section>
        <h2>For travellers</h2>
        <p>
          Browse trips by the creators you follow, compare dates and room options, and book in rupees. Have a
          question first? Send us an enquiry and our travel team will get back to you.
        </p>
      </section>

      <section>
        <h2>For creators</h2>
        <p>
          Build a public profile, design day-by-day itineraries, publish them and earn from every booking you
          bring. We handle logistics, payments and support.
        </p>
        <p className="pt-2">
          <Link to="/influencer" className={buttonVariants({ variant: 'brand' })}>
            Become a Wayfarer creator
          </Link>
        </p>
      </section>
    </ContentPage>
  );
}
