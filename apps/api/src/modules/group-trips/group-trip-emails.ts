import { formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import { tripConfirmedSubject } from '@wayfarer/shared/rules/trip-status';
import { layoutJob, siteLink, travellerBookingLink } from '../../lib/email-layout.ts';
import type { GroupDate, NewEmailJob } from './group-trips.repository.ts';

// What the confirmation and decision-day e-mails say. Each has its own dedupe
// key, so a job or a payment replayed queues nothing twice (ADR 1202).

type Booked = {
  id: string;
  bookingNumber: string;
  name: string;
  email: string;
  people: number;
  manageKey: string;
};

const adminBoard = (packageId: string) => siteLink(`/admin/packages/${packageId}/departures`);
const creatorBoard = (packageId: string) => siteLink(`/creator/dashboard/packages/${packageId}/departures`);

/** Every counting booking, the creator and the admin address: "Your trip on {date} is confirmed". */
export function confirmationJobs(date: GroupDate, booked: Booked[], adminTo: string[]): NewEmailJob[] {
  const day = formatTravelDate(date.date);
  const subject = tripConfirmedSubject(day);
  const key = (who: string) => `trip-confirmed:${date.tourDateId}:${who}`;
  const people = booked.reduce((sum, b) => sum + b.people, 0);
  const travellers = booked.map((b) =>
    layoutJob(b.email, key(b.id), {
      subject,
      intro: `Hello ${b.name}, your trip ${date.packageTitle} on ${day} has reached its minimum group size: it will run.`,
      lines: [
        ['Booking number', b.bookingNumber],
        ['Package', date.packageTitle],
        ['Travel date', day],
        ['Travellers', String(b.people)],
      ],
      link: { label: 'Open your booking', href: travellerBookingLink(b) },
    }),
  );
  const operatorEmail = (href: string) => ({
    subject: `${subject}: ${date.packageTitle}`,
    intro: `${date.packageTitle} on ${day} is a confirmed departure.`,
    lines: [
      ['Package', date.packageTitle],
      ['Travel date', day],
      ['Minimum group size', String(date.minTravellers ?? '')],
      ['Travellers paid', String(people)],
      ['Bookings', String(booked.length)],
    ] as [string, string][],
    link: { label: 'Open the departure board', href },
  });
  return [
    ...travellers,
    layoutJob(date.creatorEmail, key('creator'), operatorEmail(creatorBoard(date.packageId))),
    ...adminTo.map((to) => layoutJob(to, key('admin'), operatorEmail(adminBoard(date.packageId)))),
  ];
}

/** The daily at-risk notice to the creator and the admin address (one per date per India day). */
export function atRiskJobs(
  date: GroupDate,
  needed: number,
  decisionDate: string,
  today: string,
  adminTo: string[],
): NewEmailJob[] {
  const day = formatTravelDate(date.date);
  const key = (who: string) => `trip-at-risk:${date.tourDateId}:${today}:${who}`;
  const email = (href: string) => ({
    subject: `At risk: ${date.packageTitle} on ${day} needs ${needed} more ${needed === 1 ? 'traveller' : 'travellers'}`,
    intro: `${date.packageTitle} on ${day} is below its minimum group size and its decision day has come. Decide on the departure board: run it anyway, move the group, or cancel the date.`,
    lines: [
      ['Package', date.packageTitle],
      ['Travel date', day],
      ['Decision day', formatTravelDate(decisionDate)],
      ['Minimum group size', String(date.minTravellers ?? '')],
      ['Travellers paid', String(date.paidPeople)],
    ] as [string, string][],
    link: { label: 'Open the departure board', href },
  });
  return [
    layoutJob(date.creatorEmail, key('creator'), email(creatorBoard(date.packageId))),
    ...adminTo.map((to) => layoutJob(to, key('admin'), email(adminBoard(date.packageId)))),
  ];
}
