import { messages } from '@wayfarer/shared/messages';
import {
  ANNOUNCEMENT_MESSAGE_MAX,
  ANNOUNCEMENT_SUBJECT_MAX,
  announcementBody,
} from '@wayfarer/shared/schemas/announcements';
import type { BoardDate } from '@wayfarer/shared/schemas/operations';
import { Megaphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { parseApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { formatDateTime, formatTourDate } from '@/utils/format';
import {
  useCreateAnnouncementMutation,
  useGetAnnouncementsQuery,
  useGetDepartureNotesQuery,
  useSaveDepartureNotesMutation,
} from '../api/date-messages-api';

type Props = { id: string; date: BoardDate };

/**
 * The departure board's "Messages" for a date: write an announcement to everyone with a
 * live booking (e-mailed and shown on their booking pages), its history, and the "Before you go"
 * notes travellers see from the balance due date.
 */
export function DateMessagesButton({ id, date }: Props) {
  const [open, setOpen] = useState(false);
  const when = `${formatTourDate(date.date)}, ${date.departureName}`;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Messages for ${when}`}>
        <Megaphone aria-hidden="true" className="size-4" />
        Messages
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Messages for {when}</DialogTitle>
            <DialogDescription>
              Announcements go by e-mail to the lead traveller of every paid booking on this date and show on
              their booking pages.
            </DialogDescription>
          </DialogHeader>
          {open && <DateMessages id={id} date={date} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function DateMessages({ id, date }: Props) {
  const args = { id, date: date.date, departureId: date.departureId };
  const history = useGetAnnouncementsQuery(args, { refetchOnMountOrArgChange: true });
  const [create, { isLoading }] = useCreateAnnouncementMutation();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { date: date.date, departureId: date.departureId, subject, message };
    const checked = announcementBody.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    const result = await create({ id, ...body });
    if ('error' in result) {
      const parsed = parseApiError(result.error);
      const fields: Record<string, string> = Object.fromEntries(
        parsed.fieldErrors.map((e) => [e.path, e.message]),
      );
      // The date and departure are not inputs here: a refusal of them (a past date, one the
      // package does not offer) shows on the form.
      const aboutDate = fields.date ?? fields.departureId;
      setErrors({
        ...fields,
        form: aboutDate ?? (parsed.fieldErrors.length ? '' : (parsed.message ?? messages.somethingWrong)),
      });
      return;
    }
    toast.success(`Announcement sent to ${result.data.recipients} booking(s)`);
    setSubject('');
    setMessage('');
  };

  const list = history.data?.announcements ?? [];
  return (
    <div className="grid gap-6">
      <form onSubmit={send} noValidate className="grid gap-3" aria-label="New announcement">
        <FormField label="Subject" error={errors.subject}>
          <Input
            value={subject}
            maxLength={ANNOUNCEMENT_SUBJECT_MAX}
            onChange={(e) => setSubject(e.target.value)}
          />
        </FormField>
        <FormField label="Message" error={errors.message}>
          <Textarea
            value={message}
            maxLength={ANNOUNCEMENT_MESSAGE_MAX}
            onChange={(e) => setMessage(e.target.value)}
          />
        </FormField>
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.form}
          </p>
        )}
        <Button type="submit" variant="brand" isLoading={isLoading} className="justify-self-start">
          Send announcement
        </Button>
      </form>
      <section aria-labelledby="announcement-history" className="grid gap-2">
        <h3 id="announcement-history" className="font-semibold">
          Sent announcements
        </h3>
        {list.length === 0 ? (
          <p className="text-sm text-muted-foreground">None yet.</p>
        ) : (
          <ol className="grid gap-2">
            {list.map((a) => (
              <li key={a.id} className="grid gap-1 rounded-lg border px-3 py-2 text-sm">
                <span className="font-medium [overflow-wrap:anywhere]">{a.subject}</span>
                <span className="text-xs text-muted-foreground">
                  {formatDateTime(a.createdAt)} · to {a.recipients} booking(s)
                </span>
                <p className="whitespace-pre-line [overflow-wrap:anywhere]">{a.message}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <DepartureNotes id={id} date={date} />
    </div>
  );
}

function DepartureNotes({ id, date }: Props) {
  const args = { id, date: date.date, departureId: date.departureId };
  const saved = useGetDepartureNotesQuery(args, { refetchOnMountOrArgChange: true });
  const [save, { isLoading }] = useSaveDepartureNotesMutation();
  const [notes, setNotes] = useState('');
  useEffect(() => {
    if (saved.data) setNotes(saved.data.notes);
  }, [saved.data]);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await save({ ...args, notes });
    if ('error' in result) toast.error(parseApiError(result.error).message ?? messages.somethingWrong);
    else toast.success('Notes saved');
  };
  return (
    <form onSubmit={submit} className="grid gap-2" aria-label="Before you go notes">
      <FormField
        label="Before you go notes"
        hint="Meeting point, what to pack… Travellers see them on their booking page from the balance due date."
      >
        <Textarea value={notes} maxLength={5000} onChange={(e) => setNotes(e.target.value)} />
      </FormField>
      <Button type="submit" variant="outline" isLoading={isLoading} className="justify-self-start">
        Save notes
      </Button>
    </form>
  );
}
