import { isIsoDate } from '../rules/travel-date.ts';
import { z } from '../zod.ts';
import { announcement, announcementMessages } from './announcements.ts';

// "Before you go": per traveller, an emergency contact, dietary needs and medical
// notes; passport number, nationality and expiry when the package is international. Due by the
// balance due date. The creator's notes per date show on the booking page from that date.

export const tripDetailsMessages = {
  emergencyName: 'Emergency contact name must be 1–100 characters',
  emergencyPhone: 'Emergency contact phone must be 7–20 digits (a leading + allowed)',
  passportNumber: 'Passport number must be 5–20 letters or digits',
  nationality: 'Nationality must be 2–60 characters',
  expiryInvalid: 'Passport expiry must be a date (YYYY-MM-DD)',
  travellerNotFound: 'Traveller not found',
  detailsLocked: 'Details can no longer be changed for this booking',
  notesLength: 'Notes must be at most 5000 characters',
} as const;

/** An optional text: omitted keeps what was saved, null or '' clears it. */
const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message ? { message } : undefined)
    .nullable()
    .optional();

export const EMERGENCY_PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;
export const PASSPORT_PATTERN = /^[A-Za-z0-9]{5,20}$/;

export const travellerDetailsBody = z.object({
  emergencyName: optionalText(100, tripDetailsMessages.emergencyName),
  emergencyPhone: optionalText(20, tripDetailsMessages.emergencyPhone).refine(
    (v) => !v || EMERGENCY_PHONE_PATTERN.test(v),
    { message: tripDetailsMessages.emergencyPhone },
  ),
  dietaryNeeds: optionalText(500),
  medicalNotes: optionalText(1000),
  passportNumber: optionalText(20, tripDetailsMessages.passportNumber).refine(
    (v) => !v || PASSPORT_PATTERN.test(v),
    { message: tripDetailsMessages.passportNumber },
  ),
  nationality: optionalText(60, tripDetailsMessages.nationality).refine((v) => !v || v.length >= 2, {
    message: tripDetailsMessages.nationality,
  }),
  passportExpiry: z
    .string()
    .trim()
    .max(10)
    .refine((v) => v === '' || isIsoDate(v), { message: tripDetailsMessages.expiryInvalid })
    .nullable()
    .optional(),
});
export type TravellerDetailsBody = z.input<typeof travellerDetailsBody>;

/** What the booking page sees of a traveller's details: the passport number masked, medical notes never echoed. */
export const travellerDetailsView = z.object({
  emergencyName: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  dietaryNeeds: z.string().nullable(),
  hasMedicalNotes: z.boolean(),
  passportNumberMasked: z.string().nullable(),
  nationality: z.string().nullable(),
  passportExpiry: z.string().nullable(),
});
export type TravellerDetailsView = z.infer<typeof travellerDetailsView>;

export const beforeYouGoResponse = z.object({
  isInternational: z.boolean(),
  /** The balance due date: details are due by then, the creator's notes show from then. */
  dueDate: z.string(),
  /** The trip's last day. */
  returnDate: z.string(),
  /** The earliest passport expiry accepted (the return date plus the package's months). */
  passportValidUntil: z.string(),
  editable: z.boolean(),
  travellers: z.array(
    z.object({
      id: z.string(),
      position: z.number().int(),
      name: z.string(),
      complete: z.boolean(),
      details: travellerDetailsView,
    }),
  ),
  /** The creator's "Before you go" notes for the date; null before the due date or when none. */
  notes: z.string().nullable(),
  announcements: z.array(announcement),
});
export type BeforeYouGoResponse = z.infer<typeof beforeYouGoResponse>;

export const departureNotesBody = z.object({
  // The date's own message (it said the passport's expiry's).
  date: z.string().trim().max(10).refine(isIsoDate, { message: announcementMessages.dateInvalid }),
  departureId: z.string().trim().min(1).max(100),
  notes: z.string().trim().max(5000, { message: tripDetailsMessages.notesLength }),
});
export type DepartureNotesBody = z.input<typeof departureNotesBody>;

export const departureNotesResponse = z.object({
  date: z.string(),
  departureId: z.string(),
  notes: z.string(),
});
export type DepartureNotesResponse = z.infer<typeof departureNotesResponse>;

/** The manifest's before-you-go columns; passport number and medical notes only for the admin and the package's creator. */
export const manifestDetails = z.object({
  emergencyContact: z.string(),
  dietaryNeeds: z.string(),
  medicalNotes: z.string().nullable(),
  passportNumber: z.string().nullable(),
  nationality: z.string(),
  passportExpiry: z.string(),
});
