// "My trips" (ADR 1310): its words and the sign-in link's life, for the web and the API. Apart from
// the schemas (schemas/trips.ts), so the page that only shows them, signed out, does not load zod
// (docs/decisions/1392, 1393). Its cookies' names are in trips-cookies.ts.

/** A sign-in link works once, for this long. */
export const SIGN_IN_LINK_MINUTES = 15;

export const tripsMessages = {
  title: 'My trips',
  intro:
    'Enter the e-mail address you booked with. We will send you a link that signs you in — no password needed.',
  emailLabel: 'E-mail address',
  sendLink: 'Send me a sign-in link',
  checkEmail: (email: string) =>
    `Check your e-mail. If ${email} has bookings with us, a sign-in link is on its way. It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`,
  signingIn: 'Signing you in…',
  invalidLink: 'This sign-in link has expired or has already been used. Ask for a new one below.',
  signInRequired: 'Sign in to see your trips',
  signedInAs: (email: string) => `Signed in as ${email}`,
  signOut: 'Sign out',
  signedOut: 'You are signed out of My trips.',
  noTrips: 'No bookings were made with this address yet.',
  upcoming: 'Upcoming',
  past: 'Past',
  cancelled: 'Cancelled',
  openBooking: 'Open booking',
  stillToPay: 'Still to pay',
  payBalance: 'Pay the balance',
  addTravellers: (missing: number) => `Add ${missing} traveller${missing === 1 ? '' : 's'}`,
  completeDetails: (missing: number) =>
    `Complete before-you-go details (${missing} traveller${missing === 1 ? '' : 's'})`,
  allSet: 'Nothing else needed for now.',
  documents: 'Documents',
  receipt: 'Receipt',
  latestAnnouncement: 'Latest announcement',
  addToCalendar: 'Add to calendar (.ics)',
  googleCalendar: 'Add to Google Calendar',
  emailSubject: 'Your sign-in link for My trips on Wayfarer',
} as const;
