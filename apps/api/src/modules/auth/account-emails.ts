import type { MailMessage } from '../../lib/mailer.ts';

// The account e-mails. The links carry base64url tokens only, so they are safe in
// HTML as they are; no user-typed text goes into these messages.

type Link = { to: string; url: string };

const message = (to: string, subject: string, lines: string[], url: string, action: string): MailMessage => ({
  to,
  subject,
  text: `${lines.join('\n\n')}\n\n${url}\n`,
  html: `${lines.map((line) => `<p>${line}</p>`).join('')}<p><a href="${url}">${action}</a></p><p>${url}</p>`,
});

export const passwordResetEmail = ({ to, url }: Link): MailMessage =>
  message(
    to,
    'Reset your Wayfarer password',
    [
      'Someone (we hope you) asked to reset the password of your Wayfarer account.',
      'The link works once, for 30 minutes. If you did not ask, ignore this e-mail: your password stays as it is.',
    ],
    url,
    'Choose a new password',
  );

export const verifyEmailEmail = ({ to, url }: Link): MailMessage =>
  message(
    to,
    'Confirm your e-mail address for Wayfarer',
    ['Please confirm that this is your e-mail address.', 'The link works once, for 24 hours.'],
    url,
    'Confirm my e-mail address',
  );

export const changeEmailEmail = ({ to, url }: Link): MailMessage =>
  message(
    to,
    'Confirm your new e-mail address for Wayfarer',
    [
      'You asked to use this address for your Wayfarer account.',
      'The change takes effect when you open this link (once, within 24 hours).',
    ],
    url,
    'Use this address',
  );
