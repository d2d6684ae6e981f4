import { isIsoDate } from '../rules/travel-date.ts';
import { z } from '../zod.ts';

// A creator (for its packages) or the admin writes to everyone with a live booking
// on a date; each lead traveller is e-mailed and sees it on the booking page.

export const announcementMessages = {
  subjectLength: 'Subject must be 3–120 characters',
  messageLength: 'Message must be 1–5000 characters',
  dateInvalid: 'Dates are YYYY-MM-DD',
  dateNotFound: 'This date is not offered for the package',
} as const;

export const ANNOUNCEMENT_SUBJECT_MIN = 3;
export const ANNOUNCEMENT_SUBJECT_MAX = 120;
export const ANNOUNCEMENT_MESSAGE_MAX = 5000;

const isoDate = z.string().trim().max(10).refine(isIsoDate, { message: announcementMessages.dateInvalid });

export const announcementBody = z.object({
  date: isoDate,
  departureId: z.string().trim().min(1).max(100),
  subject: z
    .string({ message: announcementMessages.subjectLength })
    .trim()
    .min(ANNOUNCEMENT_SUBJECT_MIN, { message: announcementMessages.subjectLength })
    .max(ANNOUNCEMENT_SUBJECT_MAX, { message: announcementMessages.subjectLength }),
  message: z
    .string({ message: announcementMessages.messageLength })
    .trim()
    .min(1, { message: announcementMessages.messageLength })
    .max(ANNOUNCEMENT_MESSAGE_MAX, { message: announcementMessages.messageLength }),
});
export type AnnouncementBody = z.input<typeof announcementBody>;

export const announcementQuery = z.object({
  date: isoDate,
  departureId: z.string().trim().max(100).optional(),
});

export const announcement = z.object({
  id: z.string(),
  date: z.string(),
  departureId: z.string(),
  subject: z.string(),
  message: z.string(),
  /** Lead travellers it was e-mailed to when sent. */
  recipients: z.number().int(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcement>;

export const announcementsResponse = z.object({ announcements: z.array(announcement) });
export type AnnouncementsResponse = z.infer<typeof announcementsResponse>;
