import { ContentPage } from '@/components/content-page';
import { useStoredUser } from '@/lib/stored-session';
import { formatLongDate } from '@/utils/format';

/**
 * spec 000 §2, §9 and spec 001 §1: the creator collaboration agreement, showing the creator's
 * name (or "Creator" when signed out) and today's date.
 */
export function CreatorTncRoute() {
  const user = useStoredUser();
  const creatorName = user?.name ?? 'Creator';
  const today = formatLongDate(new Date());
  return (
    <ContentPage
      title="Creator Collaboration Agreement"
      intro={
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
            <dt className="text-muted-foreground">Creator</dt>
            <dd className="font-semibold text-foreground">{creatorName}</dd>
            <dt className="text-muted-foreground">Date</dt>
            <dd className="font-semibold text-foreground">{today}</dd>
          </dl>
          <p className="mt-4">
            This agreement between Wayfarer and the Creator named above sets out how the Creator earns from
            the trips they bring to Wayfarer.
          </p>
        </>
      }
    >
      <section>
        <h2>1. Purpose</h2>
        <p>
          The Creator designs and promotes travel experiences that are sold on Wayfarer. Wayfarer takes care
          of bookings, payments, travel arrangements and customer support for every trip sold through the
          Creator’s profile and packages.
        </p>
      </section>

      <section>
        <h2>2. The Creator’s share</h2>
        <p>
          For every completed trip booked through the Creator, the Creator earns a share of the land-package
          price. The land-package price excludes flight, GST, visa and insurance.
        </p>
        <ul>
          <li>
            <strong>10%</strong> when the Creator designs and promotes the trip.
          </li>
          <li>
            <strong>7%</strong> when Wayfarer designs the trip and the Creator promotes it.
          </li>
          <li>
            <strong>18%</strong> when the Creator designs and promotes the trip and travels with the group.
          </li>
        </ul>
      </section>

      <section>
        <h2>3. Payment</h2>
        <p>
          100% of the payment due to the Creator is transferred to the Creator after each trip is completed.
        </p>
      </section>

      <section>
        <h2>4. Governing law</h2>
        <p>This agreement is governed by the laws of Chennai, India.</p>
      </section>

      <section>
        <h2>Acceptance</h2>
        <p>By completing their creator profile on Wayfarer, the Creator accepts this agreement.</p>
      </section>
    </ContentPage>
  );
}
