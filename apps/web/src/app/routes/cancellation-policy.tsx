import { cancellationPolicyRows } from '@wayfarer/shared/rules/booking-lifecycle';
import { ContentPage } from '@/components/content-page';

// spec 000 §9 "Cancellation policy". The deductions are written from the one rule the refund
// applies (CANCELLATION_SLABS in packages/shared, ADR 1172): the spec's overlapping slabs as read
// by ADR 903.
const deductions = cancellationPolicyRows().map((row) => ({ when: row.when, charge: `${row.percent}%` }));

export function CancellationPolicyRoute() {
  return (
    <ContentPage
      title="Cancellation Policy"
      intro="Plans change. This page explains what is deducted when a booked trip is cancelled, how refunds are paid and what every traveller needs to know before departure."
    >
      <section>
        <h2>Cancellation charges</h2>
        <p>
          A cancellation must reach us in writing. The deduction is a share of the total package cost and
          depends on how many days before the date of departure we receive it:
        </p>
        <div className="mt-4 overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Cancellation deductions by time before departure</caption>
            <thead className="bg-zinc-100 text-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  When the cancellation is received
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Deduction
                </th>
              </tr>
            </thead>
            <tbody>
              {deductions.map((row) => (
                <tr key={row.when} className="border-t">
                  <td className="px-4 py-3">{row.when}</td>
                  <td className="px-4 py-3 font-semibold">{row.charge}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          A traveller who does not join the trip on the date of departure (a no-show) is charged{' '}
          {deductions.at(-1)?.charge}.
        </p>
      </section>

      <section>
        <h2>Refunds</h2>
        <p>
          The amount left after the deduction is refunded to the original method of payment within 90 working
          days of the cancellation.
        </p>
      </section>

      <section>
        <h2>Charges that are never refunded</h2>
        <ul>
          <li>Airline tickets are non-refundable once they have been issued.</li>
          <li>Travel insurance carries a 100% cancellation fee.</li>
          <li>Hotels changed during the trip carry a 100% fee.</li>
        </ul>
      </section>

      <section>
        <h2>Before you travel</h2>
        <ul>
          <li>Your passport must be valid for at least 1 year.</li>
          <li>Arrive at the airport at least 2 hours before boarding.</li>
        </ul>
      </section>

      <section>
        <h2>Governing law</h2>
        <p>
          This policy is governed by the laws of India. Any dispute arising from it falls under the
          jurisdiction of the courts of Delhi.
        </p>
      </section>
    </ContentPage>
  );
}
