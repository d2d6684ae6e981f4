import { roomTypeLabels, type RoomType } from '@wayfarer/shared/enums';
import { formatTravelDate, indiaMidnight } from '@wayfarer/shared/rules/travel-date';
import {
  CONTENT_WIDTH,
  createPdf,
  field,
  footnote,
  heading,
  type PdfColumn,
  table,
  write,
  MARGIN,
} from '../../../lib/pdf.ts';

// ADR 1341: the trip-leader sheet, one PDF per date, to be read offline on a route with
// no signal: every traveller with phone numbers, emergency contact, diet, medical notes and room,
// the passports on an international trip, the rooming list, the notes the travellers were given.
// lib/pdf.ts's embedded Noto faces print names in India's scripts. Nothing in it reads the clock
// (its creation date is the travel date's midnight): the same data is the same bytes.

export type SheetTraveller = {
  name: string;
  age: number | null;
  gender: string | null;
  bookingNumber: string;
  phone: string;
  room: string;
  emergencyContact: string;
  dietaryNeeds: string;
  medicalNotes: string;
  passportNumber: string;
  nationality: string;
  passportExpiry: string;
};

export type TripSheetData = {
  operator: { name: string; phone: string; email: string };
  packageTitle: string;
  departureName: string;
  date: string;
  returnDate: string;
  isInternational: boolean;
  notes: string;
  travellers: SheetTraveller[];
  rooms: { label: string; type: RoomType; names: string[] }[];
};

const COLUMNS: PdfColumn[] = [
  { label: '#', width: 20 },
  { label: 'Traveller', width: 125 },
  { label: 'Booking', width: 75 },
  { label: 'Room', width: 50 },
  { label: 'Emergency contact', width: 100 },
  { label: 'Diet and medical notes', width: CONTENT_WIDTH - 20 - 125 - 75 - 50 - 100 },
];

const PASSPORT_COLUMNS: PdfColumn[] = [
  { label: '#', width: 20 },
  { label: 'Traveller', width: 165 },
  { label: 'Passport number', width: 110 },
  { label: 'Nationality', width: 100 },
  { label: 'Expiry', width: CONTENT_WIDTH - 20 - 165 - 110 - 100 },
];

const ROOM_COLUMNS: PdfColumn[] = [
  { label: 'Room', width: 55 },
  { label: 'Type', width: 55 },
  { label: 'Travellers', width: CONTENT_WIDTH - 55 - 55 },
];

// One line that wraps: a newline right after a run in another script's face is lost by pdfkit.
const who = (t: SheetTraveller) =>
  [t.name, t.age === null ? '' : `${t.age} yrs`, t.gender ?? ''].filter(Boolean).join(', ');

const bookingCell = (t: SheetTraveller) => `${t.bookingNumber}\n${t.phone}`;

const careCell = (t: SheetTraveller) =>
  [t.dietaryNeeds && `Diet: ${t.dietaryNeeds}`, t.medicalNotes && `Medical: ${t.medicalNotes}`]
    .filter(Boolean)
    .join('\n') || '-';

/** The sheet as PDF bytes. */
export function renderTripSheetPdf(data: TripSheetData): Promise<Buffer> {
  const { doc, bytes } = createPdf({
    title: `Trip-leader sheet: ${data.packageTitle}, ${formatTravelDate(data.date)}`,
    author: data.operator.name,
    subject: `${data.departureName}, ${data.travellers.length} travellers`,
    createdAt: indiaMidnight(data.date),
  });
  write(doc, [{ text: data.operator.name, bold: true }], { x: MARGIN, size: 14 });
  doc.fontSize(10);
  const contact = [data.operator.phone, data.operator.email].filter(Boolean).join(' · ');
  if (contact) write(doc, [{ text: `Operator: ${contact}` }], { x: MARGIN });
  doc.moveDown(0.6);
  write(doc, [{ text: 'Trip-leader sheet', bold: true }], { x: MARGIN, size: 16 });
  doc.fontSize(10);
  field(doc, 'Package', data.packageTitle);
  field(doc, 'Departure', data.departureName);
  field(doc, 'Dates', `${formatTravelDate(data.date)} to ${formatTravelDate(data.returnDate)}`);
  const bookings = new Set(data.travellers.map((t) => t.bookingNumber)).size;
  field(
    doc,
    'Travellers',
    `${data.travellers.length} in ${bookings} ${bookings === 1 ? 'booking' : 'bookings'}, ${data.rooms.length} ${
      data.rooms.length === 1 ? 'room' : 'rooms'
    }`,
  );

  if (data.notes) {
    heading(doc, 'Notes given to the travellers');
    write(doc, [{ text: data.notes }], { x: MARGIN, width: CONTENT_WIDTH });
  }

  heading(doc, 'Travellers');
  if (data.travellers.length === 0) write(doc, [{ text: 'Nobody has a paid booking on this date.' }]);
  else
    table(
      doc,
      COLUMNS,
      data.travellers.map((t, i) => [
        String(i + 1),
        who(t),
        bookingCell(t),
        t.room || '-',
        t.emergencyContact || '-',
        careCell(t),
      ]),
    );

  if (data.isInternational && data.travellers.length > 0) {
    heading(doc, 'Passports');
    table(
      doc,
      PASSPORT_COLUMNS,
      data.travellers.map((t, i) => [
        String(i + 1),
        t.name,
        t.passportNumber || '-',
        t.nationality || '-',
        t.passportExpiry ? formatTravelDate(t.passportExpiry) : '-',
      ]),
    );
  }

  if (data.rooms.length > 0) {
    heading(doc, 'Rooming list');
    table(
      doc,
      ROOM_COLUMNS,
      data.rooms.map((room) => [room.label, roomTypeLabels[room.type], room.names.join(', ')]),
    );
  }

  footnote(
    doc,
    'Confidential: medical notes, phone numbers and passports of the travellers. For the trip leader of this date only; keep it safe and destroy it after the trip.',
  );
  doc.end();
  return bytes;
}
