import { messages } from '@wayfarer/shared/messages';
import {
  BOOKING_NOTE_MAX,
  type BookingNote,
  bookingDetailMessages,
} from '@wayfarer/shared/schemas/booking-detail';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { parseApiError } from '@/lib/api-error';
import { useAddBookingNoteMutation } from '../api/bookings-api';
import { formatDateTime } from '../utils/booking-detail';

/** Internal notes (admin and the package's creator; the traveller never sees them), and a new one. */
export function BookingNotes({ bookingId, notes }: { bookingId: string; notes: BookingNote[] }) {
  const [addNote, { isLoading }] = useAddBookingNoteMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(bookingDetailMessages.noteRequired);
    if (trimmed.length > BOOKING_NOTE_MAX) return setError(bookingDetailMessages.noteTooLong);
    const result = await addNote({ bookingId, text: trimmed });
    if (result.error) {
      const parsed = parseApiError(result.error);
      setError(parsed.fieldErrors[0]?.message ?? parsed.message ?? messages.somethingWrong);
      return;
    }
    setError(undefined);
    setText('');
  };

  return (
    <section aria-labelledby="notes-heading" className="grid gap-3 rounded-xl border bg-white p-4 sm:p-5">
      <h2 id="notes-heading" className="text-lg font-semibold">
        Internal notes
      </h2>
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet. Only the team sees them.</p>
      ) : (
        <ol className="grid gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-zinc-50 p-3 text-sm">
              <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{note.text}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {note.author?.name ?? 'Former user'} ·{' '}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate className="grid gap-2">
        <FormField label="Add a note" error={error} hint={`Up to ${BOOKING_NOTE_MAX} characters.`}>
          <Textarea
            value={text}
            maxLength={BOOKING_NOTE_MAX}
            onChange={(event) => setText(event.target.value)}
          />
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" isLoading={isLoading}>
            Add note
          </Button>
        </div>
      </form>
    </section>
  );
}
