import type { Announcement } from '@wayfarer/shared/schemas/announcements';
import { Megaphone } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/utils/format';

/** What the creator or the operator wrote to everyone on this date, newest first. */
export function AnnouncementsCard({ announcements }: { announcements: Announcement[] }) {
  if (announcements.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Megaphone aria-hidden="true" className="size-5" /> Announcements
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3" aria-label="Announcements">
          {announcements.map((a) => (
            <li key={a.id} className="grid gap-1 rounded-lg border px-3 py-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                <h3 className="font-semibold [overflow-wrap:anywhere]">{a.subject}</h3>
                <time dateTime={a.createdAt} className="text-xs text-muted-foreground">
                  {formatDateTime(a.createdAt)}
                </time>
              </div>
              <p className="whitespace-pre-line text-sm [overflow-wrap:anywhere]">{a.message}</p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
