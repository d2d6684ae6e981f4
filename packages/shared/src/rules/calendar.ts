import { addDays } from './travel-date.ts';

// ADR 1311: a booking in the traveller's calendar. One all-day event from the travel
// date to the return date, as an iCalendar file (RFC 5545) and as a Google Calendar link. Pure, so
// the API writes the file and the web the link from the same dates.

const CRLF = '\r\n';
/** RFC 5545 §3.1: a content line is at most 75 octets, the line break excluded. */
export const ICS_LINE_OCTETS = 75;

/** RFC 5545 §3.3.11: TEXT escapes backslash, semicolon and comma; a line break becomes `\n`. */
export const escapeIcsText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const utf8Length = (char: string): number => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/**
 * RFC 5545 §3.1: a line longer than 75 octets is folded: CRLF then one space, the space counting
 * toward the next line's 75. Folds fall between characters, never inside a UTF-8 sequence.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > ICS_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** YYYY-MM-DD as an iCalendar DATE (YYYYMMDD). */
export const icsDate = (isoDate: string): string => isoDate.replaceAll('-', '');

/** An instant as an iCalendar UTC DATE-TIME (YYYYMMDDTHHMMSSZ). */
export const icsTimestamp = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** RFC 5545 §3.6.1: an all-day event's DTEND is exclusive, the day after its last day. */
export const exclusiveEndDate = (lastDay: string): string => addDays(lastDay, 1);

export type TripEvent = {
  /** Stable per booking: a calendar replaces the event with the same UID. */
  uid: string;
  /** Grows with each change of what the event says (RFC 5545 §3.8.7.4). */
  sequence: number;
  /** When this file was written. */
  stamp: Date;
  /** The travel date and the trip's last day (YYYY-MM-DD), both inclusive. */
  firstDay: string;
  lastDay: string;
  summary: string;
  description: string;
  /** The booking's page. */
  url: string;
  /** The trip still waits for its minimum group size: TENTATIVE rather than CONFIRMED. */
  tentative: boolean;
  cancelled: boolean;
  organizer: { name: string; email: string };
  /** Named on a cancellation, as RFC 5546 asks of a CANCEL of the whole event. */
  attendee?: { name: string; email: string };
};

const calAddress = (who: { name: string; email: string }) =>
  `;CN="${who.name.replace(/["\r\n]/g, '')}":mailto:${who.email}`;

/**
 * The booking as an iCalendar file: METHOD:PUBLISH, or METHOD:CANCEL with STATUS:CANCELLED for a
 * cancelled booking; CRLF line endings, lines folded at 75 octets, text escaped.
 */
export function tripCalendar(event: TripEvent): string {
  const status = event.cancelled ? 'CANCELLED' : event.tentative ? 'TENTATIVE' : 'CONFIRMED';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Wayfarer//Trips//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsTimestamp(event.stamp)}`,
    `DTSTART;VALUE=DATE:${icsDate(event.firstDay)}`,
    `DTEND;VALUE=DATE:${icsDate(exclusiveEndDate(event.lastDay))}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `URL:${event.url}`,
    `STATUS:${status}`,
    'TRANSP:OPAQUE',
    `ORGANIZER${calAddress(event.organizer)}`,
    ...(event.attendee ? [`ATTENDEE${calAddress(event.attendee)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/**
 * Google Calendar's "add event" link for the same all-day event (its end date exclusive too).
 * The dates keep their literal slash, as Google documents the parameter.
 */
export function googleCalendarUrl(event: {
  title: string;
  firstDay: string;
  lastDay: string;
  details: string;
}): string {
  const dates = `${icsDate(event.firstDay)}/${icsDate(exclusiveEndDate(event.lastDay))}`;
  return (
    'https://calendar.google.com/calendar/render?action=TEMPLATE' +
    `&text=${encodeURIComponent(event.title)}` +
    `&dates=${dates}` +
    `&details=${encodeURIComponent(event.details)}`
  );
}

/** The words of the event's description (and of the Google link's details). */
export const tripEventDetails = (bookingNumber: string, bookingUrl: string): string =>
  `Wayfarer booking ${bookingNumber}\n${bookingUrl}`;
