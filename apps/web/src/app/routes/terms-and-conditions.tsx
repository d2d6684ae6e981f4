import { Link } from 'react-router';
import { ContentPage } from '@/components/content-page';

export function TermsAndConditionsRoute() {
  return (
    <ContentPage
      title="Terms and Conditions"
      intro="These terms apply to everyone who uses Wayfarer: visitors, travellers who book a trip and creators who publish one. By using the site you accept them."
    >
      <section>
        <h2>About Wayfarer</h2>
        <p>
          Wayfarer is a marketplace for tour packages designed and promoted by travel creators. Wayfarer
          arranges the bookings, payments and travel services of each package; the creator designs and
          promotes it and may travel with the group.
        </p>
      </section>

      <section>
        <h2>Accounts</h2>
        <ul>
          <li>You must give accurate details when you sign up and keep your password to yourself.</li>
          <li>You are responsible for everything done through your account.</li>
          <li>We may suspend an account that is used for fraud, abuse or anything unlawful.</li>
        </ul>
      </section>

      <section>
        <h2>Bookings and prices</h2>
        <ul>
          <li>All prices are shown and charged in Indian rupees (₹).</li>
          <li>
            A booking is confirmed only once we have received the payment due and sent you a confirmation.
          </li>
          <li>
            Package contents, itineraries and hotels are described as accurately as we can; suppliers may
            change details for reasons outside our control, in which case we offer a comparable alternative.
          </li>
        </ul>
      </section>

      <section>
        <h2>Travellers' responsibilities</h2>
        <ul>
          <li>
            You are responsible for valid travel documents (passport, visas and permits) and for meeting the
            health requirements of the places you visit.
          </li>
          <li>Follow the instructions of the trip leaders and respect local laws and customs.</li>
          <li>Read the package terms shown on each package page before you book.</li>
        </ul>
      </section>

      <section>
        <h2>Cancellations and refunds</h2>
        <p>
          Cancellations and refunds follow our{' '}
          <Link to="/cancellation-policy" className="font-medium text-brand-700 underline underline-offset-4">
            Cancellation Policy
          </Link>
          .
        </p>
      </section>

      <section>
        <h2>Creators</h2>
        <ul>
          <li>Creators must own the rights to the images and texts they publish.</li>
          <li>
            Creators' earnings are governed by the creator collaboration agreement they accept when they sign
            up.
          </li>
          <li>We may unpublish content that is misleading, unsafe or unlawful.</li>
        </ul>
      </section>

      <section>
        <h2>Liability</h2>
        <p>
          Wayfarer acts as the organiser of the packages it sells and takes reasonable care in choosing its
          suppliers. We are not liable for events beyond our reasonable control, such as natural disasters,
          strikes, pandemics or decisions of authorities.
        </p>
      </section>

      <section>
        <h2>Privacy</h2>
        <p>
          How we handle personal information is explained in our{' '}
          <Link to="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </p>
      </section>

      <section>
        <h2>Governing law</h2>
        <p>
          These terms are governed by the laws of India. The courts of Delhi have jurisdiction over any
          dispute.
        </p>
      </section>
    </ContentPage>
  );
}
