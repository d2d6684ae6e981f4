import { SIGN_IN_LINK_MINUTES, tripsMessages } from '@wayfarer/shared/trips-messages';
import { renderEmail, siteLink } from '../../lib/email-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

// ADR 1310: the sign-in link to "My trips", in the notices' one layout. The link is
// made absolute by the outbox when it sends (ADR 986).

export function signInLinkEmail(to: string, token: string): MailMessage {
  return {
    to,
    subject: tripsMessages.emailSubject,
    ...renderEmail({
      intro: 'Open this link to see every trip booked with this address on Wayfarer.',
      lines: [],
      link: { label: 'Open My trips', href: siteLink(`/trips/sign-in?token=${token}`) },
      outro: `The link works once, for ${SIGN_IN_LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail: nobody can sign in without it.`,
    }),
  };
}
