import { Link } from 'react-router';
import { ContentPage } from '@/components/content-page';

export function PrivacyPolicyRoute() {
  return (
    <ContentPage
      title="Privacy Policy"
      intro="Wayfarer is a travel marketplace where travellers book trips designed by travel creators. This policy explains what personal information we collect, why we collect it and the choices you have."
    >
      <section>
        <h2>Information we collect</h2>
        <ul>
          <li>
            <strong>Account details</strong> when you sign up: your name, e-mail address and password.
            Passwords are stored only as a one-way hash; nobody at Wayfarer can read them.
          </li>
          <li>
            <strong>Creator profile details</strong> if you become a creator: your public name, username,
            phone number, profile picture, social media links, categories, destinations, gallery images and
            memories.
          </li>
          <li>
            <strong>Enquiries</strong> you send us: your name, e-mail address, phone number and message, and
            the creator or package you enquired about.
          </li>
          <li>
            <strong>Bookings and payments</strong>: traveller details, travel dates and the status of your
            payment. Card and bank details are handled by our payment partner and never reach our servers.
          </li>
          <li>
            <strong>Technical data</strong> such as your IP address and browser type, kept in server logs to
            keep the service secure and working.
          </li>
        </ul>
      </section>

      <section>
        <h2>How we use it</h2>
        <ul>
          <li>To create and secure your account and keep you signed in.</li>
          <li>To answer your enquiries and plan, book and run your trips.</li>
          <li>To show creator profiles and packages to visitors.</li>
          <li>To process payments, refunds and the earnings of creators.</li>
          <li>To prevent fraud and abuse, and to meet our legal obligations.</li>
        </ul>
        <p>We do not sell your personal information.</p>
      </section>

      <section>
        <h2>Who we share it with</h2>
        <p>
          We share what is needed to deliver your trip with the creator whose trip you enquire about or book,
          and with the hotels, transport providers and payment partners involved in it. We disclose
          information to authorities only when the law requires it.
        </p>
      </section>

      <section>
        <h2>Browser storage</h2>
        <p>
          The site keeps a few values in your browser's local storage: your signed-in session, a note that you
          have already sent an enquiry (so the enquiry form does not keep appearing), and the creator whose
          page you last visited (so your enquiry reaches the right person). Signing out removes the session.
        </p>
      </section>

      <section>
        <h2>How long we keep it</h2>
        <p>
          We keep account and booking records for as long as your account is active and afterwards for as long
          as tax and accounting rules require. Enquiries that did not lead to a booking are deleted when they
          are no longer needed.
        </p>
      </section>

      <section>
        <h2>Your choices</h2>
        <p>
          You can ask us for a copy of your personal information, ask us to correct it, or ask us to delete
          your account by writing to the contact e-mail address shown in the footer of this site.
        </p>
      </section>

      <section>
        <h2>Changes to this policy</h2>
        <p>
          When this policy changes we publish the new version on this page. Please also read our{' '}
          <Link
            to="/terms-and-conditions"
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            Terms and Conditions
          </Link>{' '}
          and{' '}
          <Link to="/cancellation-policy" className="font-medium text-brand-700 underline underline-offset-4">
            Cancellation Policy
          </Link>
          .
        </p>
      </section>
    </ContentPage>
  );
}
