import type { CalendarLinks as Links } from '@wayfarer/shared/schemas/trips';
import { tripsMessages } from '@wayfarer/shared/trips-messages';
import { CalendarPlus } from 'lucide-react';
import { cn } from '@/utils/cn';

const LINK = 'inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline';

/**
 * ADR 1311: a booking into the traveller's calendar: the .ics file (a calendar app
 * opens it, or subscribes to its address) and Google Calendar's "add event" page. `title` tells
 * the links of several trips apart for a screen reader.
 */
export function CalendarLinks({
  links,
  title,
  className,
}: {
  links: Links;
  title: string;
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-wrap gap-x-5 gap-y-2 text-sm', className)}>
      <li>
        <a href={links.icsPath} className={LINK} aria-label={`${tripsMessages.addToCalendar}: ${title}`}>
          <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
          {tripsMessages.addToCalendar}
        </a>
      </li>
      <li>
        <a
          href={links.googleUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={LINK}
          aria-label={`${tripsMessages.googleCalendar}: ${title} (opens in a new tab)`}
        >
          <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
          {tripsMessages.googleCalendar}
        </a>
      </li>
    </ul>
  );
}
