import { describe, expect, it } from 'vitest';
import {
  escapeIcsText,
  exclusiveEndDate,
  foldIcsLine,
  googleCalendarUrl,
  icsTimestamp,
  type TripEvent,
  tripCalendar,
  tripEventDetails,
} from './calendar.ts';

const octets = (line: string) => new TextEncoder().encode(line).length;
/** A string cut inside a character (a lone surrogate) does not survive UTF-8 and back. */
const roundTrips = (part: string) => new TextDecoder().decode(new TextEncoder().encode(part)) === part;
/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab goes away. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

const event: TripEvent = {
  uid: '6b1f0c1e-0000-4000-8000-000000000001@wayfarer.example',
  sequence: 2,
  stamp: new Date('2027-01-05T09:08:07.654Z'),
  firstDay: '2027-02-27',
  lastDay: '2027-03-01',
  summary: 'Coorg; Coffee, Trails \\ more',
  description: 'Wayfarer booking WF-1001\nhttps://wayfarer.example/booking/6b1f',
  url: 'https://wayfarer.example/booking/6b1f0c1e-0000-4000-8000-000000000001',
  tentative: false,
  cancelled: false,
  organizer: { name: 'Wayfarer', email: 'bookings@wayfarer.example' },
};

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeIcsText('plain: "quoted" text')).toBe('plain: "quoted" text');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets whole and folds one of 76', () => {
    const exact = 'X'.repeat(75);
    expect(foldIcsLine(exact)).toBe(exact);
    expect(foldIcsLine(`${exact}Y`)).toBe(`${exact}\r\n Y`);
  });

  it('keeps every physical line within 75 octets and unfolds to the original', () => {
    for (const length of [1, 74, 75, 76, 149, 150, 151, 400]) {
      const line = `DESCRIPTION:${'abcdefghij'.repeat(40)}`.slice(0, length);
      const folded = foldIcsLine(line);
      for (const part of folded.split('\r\n'))
        expect(octets(part), `length ${length}`).toBeLessThanOrEqual(75);
      expect(unfold(folded)).toBe(line);
    }
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    // ₹ is 3 octets, 🏔 4, ā 2: 30 characters of each are 90, 120 and 60 octets.
    for (const char of ['₹', '🏔', 'ā', 'क']) {
      const line = `SUMMARY:${char.repeat(30)}`;
      const folded = foldIcsLine(line);
      const parts = folded.split('\r\n');
      for (const part of parts) {
        expect(octets(part)).toBeLessThanOrEqual(75);
        expect(roundTrips(part)).toBe(true);
      }
      expect(unfold(folded)).toBe(line);
      if (octets(line) > 75) expect(parts.length).toBeGreaterThan(1);
    }
  });
});

describe('foldIcsLine at each UTF-8 width boundary', () => {
  // The first and last code points of each width: 1 octet up to U+007F, 2 up to U+07FF, 3 up to
  // U+FFFF, 4 from U+10000.
  it.each([
    ['\u007f', 1],
    ['\u0080', 2],
    ['\u07ff', 2],
    ['\u0800', 3],
    ['\uffff', 3],
    ['\u{10000}', 4],
  ] as const)('counts %j as %i octets when folding', (char, width) => {
    expect(octets(char)).toBe(width);
    const fits = `${'X'.repeat(75 - width)}${char}`;
    expect(foldIcsLine(fits)).toBe(fits);
    const over = 'X'.repeat(76 - width);
    expect(foldIcsLine(`${over}${char}`)).toBe(`${over}\r\n ${char}`);
  });
});

describe('dates', () => {
  it('ends an all-day event on the day after its last day, across months and years', () => {
    expect(exclusiveEndDate('2027-03-01')).toBe('2027-03-02');
    expect(exclusiveEndDate('2027-02-28')).toBe('2027-03-01');
    expect(exclusiveEndDate('2028-02-28')).toBe('2028-02-29');
    expect(exclusiveEndDate('2027-12-31')).toBe('2028-01-01');
  });

  it('writes the stamp in UTC without fractions', () => {
    expect(icsTimestamp(new Date('2027-01-05T09:08:07.654Z'))).toBe('20270105T090807Z');
  });
});

describe('tripCalendar', () => {
  it('is one all-day VEVENT, CRLF throughout, its text escaped', () => {
    const ics = tripCalendar(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('DTSTAMP:20270105T090807Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270227');
    // The trip's last day is 1 March: the exclusive end is 2 March.
    expect(lines).toContain('DTEND;VALUE=DATE:20270302');
    expect(lines).toContain('SUMMARY:Coorg\\; Coffee\\, Trails \\\\ more');
    expect(lines).toContain('DESCRIPTION:Wayfarer booking WF-1001\\nhttps://wayfarer.example/booking/6b1f');
    expect(lines).toContain(`URL:${event.url}`);
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('ORGANIZER;CN="Wayfarer":mailto:bookings@wayfarer.example');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.some((l) => l.startsWith('ATTENDEE'))).toBe(false);
  });

  it('writes every line of a published event, in order', () => {
    expect(unfold(tripCalendar(event)).split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Wayfarer//Trips//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      'SEQUENCE:2',
      'DTSTAMP:20270105T090807Z',
      'DTSTART;VALUE=DATE:20270227',
      'DTEND;VALUE=DATE:20270302',
      'SUMMARY:Coorg\\; Coffee\\, Trails \\\\ more',
      'DESCRIPTION:Wayfarer booking WF-1001\\nhttps://wayfarer.example/booking/6b1f',
      `URL:${event.url}`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'ORGANIZER;CN="Wayfarer":mailto:bookings@wayfarer.example',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('folds a long title within 75 octets a line', () => {
    const ics = tripCalendar({ ...event, summary: `Spiti ${'₹ '.repeat(60)}valley` });
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`SUMMARY:Spiti ${'₹ '.repeat(60)}valley`);
  });

  it('a trip still short of its minimum is TENTATIVE', () => {
    expect(tripCalendar({ ...event, tentative: true })).toContain('STATUS:TENTATIVE\r\n');
  });

  it('a cancelled booking is METHOD:CANCEL with STATUS:CANCELLED and its attendee', () => {
    const ics = unfold(
      tripCalendar({
        ...event,
        cancelled: true,
        tentative: true,
        attendee: { name: 'Asha "A" Rao', email: 'asha@example.com' },
      }),
    );
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    expect(ics).not.toContain('METHOD:PUBLISH');
    expect(ics).toContain('ATTENDEE;CN="Asha A Rao":mailto:asha@example.com\r\n');
  });
});

describe('tripEventDetails', () => {
  it('names the booking number and links its page, on two lines', () => {
    expect(tripEventDetails('WF-1001', 'https://wayfarer.example/booking/x')).toBe(
      'Wayfarer booking WF-1001\nhttps://wayfarer.example/booking/x',
    );
  });
});

describe('googleCalendarUrl', () => {
  it('names the event, its all-day dates (end exclusive) and the details', () => {
    const url = googleCalendarUrl({
      title: 'Coorg & Coffee Trails',
      firstDay: '2027-02-27',
      lastDay: '2027-03-01',
      details: 'Wayfarer booking WF-1001\nhttps://wayfarer.example/booking/x',
    });
    expect(url.startsWith('https://calendar.google.com/calendar/render?action=TEMPLATE&')).toBe(true);
    expect(url).toContain('&dates=20270227/20270302&');
    const params = new URL(url).searchParams;
    expect(params.get('text')).toBe('Coorg & Coffee Trails');
    expect(params.get('dates')).toBe('20270227/20270302');
    expect(params.get('details')).toBe('Wayfarer booking WF-1001\nhttps://wayfarer.example/booking/x');
  });
});
