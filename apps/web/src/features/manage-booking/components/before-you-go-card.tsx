import type { BeforeYouGoResponse } from '@wayfarer/shared/schemas/trip-details';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatTourDate } from '@/utils/format';
import { TravellerDetailsForm } from './traveller-details-form';

type Traveller = BeforeYouGoResponse['travellers'][number];

/**
 * "Before you go": each traveller's emergency contact, dietary needs and medical notes
 * (and passport when the trip is international), due by the balance due date; the creator's
 * notes for the date once that date has come.
 */
export function BeforeYouGoCard({ bookingId, data }: { bookingId: string; data: BeforeYouGoResponse }) {
  const [editing, setEditing] = useState<string | null>(null);
  const due = formatTourDate(data.dueDate);
  return (
    <Card id="before-you-go" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>Before you go</CardTitle>
        <CardDescription>
          {data.isInternational
            ? `Emergency contact and passport details for each traveller, due by ${due}.`
            : `An emergency contact for each traveller, due by ${due}.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {data.notes && (
          <section aria-labelledby="trip-notes" className="grid gap-1 rounded-lg bg-muted px-3 py-2">
            <h3 id="trip-notes" className="text-sm font-semibold">
              Notes from your host
            </h3>
            <p className="whitespace-pre-line text-sm [overflow-wrap:anywhere]">{data.notes}</p>
          </section>
        )}
        {data.travellers.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Enter the travellers first; then add their details here.
          </p>
        ) : (
          <ol className="grid gap-2" aria-label="Travellers' details">
            {data.travellers.map((t) =>
              editing === t.id ? (
                <li key={t.id}>
                  <TravellerDetailsForm
                    bookingId={bookingId}
                    traveller={t}
                    isInternational={data.isInternational}
                    passportValidUntil={data.passportValidUntil}
                    onDone={() => setEditing(null)}
                  />
                </li>
              ) : (
                <TravellerRow
                  key={t.id}
                  traveller={t}
                  editable={data.editable}
                  onEdit={() => setEditing(t.id)}
                />
              ),
            )}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function TravellerRow({
  traveller,
  editable,
  onEdit,
}: {
  traveller: Traveller;
  editable: boolean;
  onEdit: () => void;
}) {
  const d = traveller.details;
  const summary = [
    d.emergencyName && `Emergency: ${d.emergencyName}${d.emergencyPhone ? `, ${d.emergencyPhone}` : ''}`,
    d.dietaryNeeds && `Diet: ${d.dietaryNeeds}`,
    d.passportNumberMasked && `Passport ${d.passportNumberMasked}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="grid gap-2 rounded-lg border px-3 py-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid gap-0.5">
        <span className="flex items-center gap-2 font-medium [overflow-wrap:anywhere]">
          {traveller.complete ? (
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-green-700" />
          ) : (
            <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
          )}
          {traveller.position + 1}. {traveller.name}
          <span className="text-xs font-normal text-muted-foreground">
            {traveller.complete ? 'Details complete' : 'Details missing'}
          </span>
        </span>
        {summary && <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{summary}</span>}
      </div>
      {editable && (
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit details of ${traveller.name}`}>
          Edit details
        </Button>
      )}
    </li>
  );
}
