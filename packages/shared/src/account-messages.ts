// Password reset, e-mail verification and account settings. The spec leaves these
// words open; they are ours, kept in one place for the web and the API. Apart from the
// schemas (schemas/account.ts), so a page that only shows them does not load zod
// (docs/decisions/1392).
export const accountMessages = {
  sessionExpired: 'Your session has expired. Please sign in again.',
  passwordChanged: 'Your password has been changed',
  invalidLink: 'This link is invalid or has expired',
  wrongCurrentPassword: 'Current password is incorrect',
  forgotSent: 'If an account exists for this address, we have sent it a link to reset the password.',
  emailVerified: 'Your e-mail address is verified',
  emailAlreadyVerified: 'This e-mail address is already verified',
  askNewLink: 'Ask for a new link',
  verificationSent: 'We have sent you a new verification link',
  unverifiedBanner: 'Please verify your e-mail address: open the link we sent you.',
  emailChangeSent: 'We have sent a link to your new address. The change takes effect when you open it.',
  emailChanged: 'Your e-mail address has been changed',
  accountDeleted: 'Your account has been deleted',
  signedOutEverywhere: 'You have been signed out on every device',
  passwordsDiffer: 'The passwords do not match',
} as const;
