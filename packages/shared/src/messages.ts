// Every user-visible message of the spec (spec 000 §5, §8; spec 001).
// Keep the words exactly, typos included ("Registration Faild!" is spelled thus in the spec).
export const messages = {
  // spec 000 §5 — login and sign-up
  emailRequired: 'Email is required',
  passwordMin: 'Password must be at least 6 characters.',
  passwordComplexity: 'Enter a password with special characters & number',
  nameMin: 'Enter Username',
  // spec 000 §5 — enquiry
  nameRequired: 'Name is required',
  invalidPhone: 'Invalid phone number',
  // spec 000 §8 — toasts
  invalidCredentials: 'Invalid credentials',
  authenticated: 'Authenticated successfully!',
  registrationFailed: 'Registration Faild!',
  registered: 'Register successfully!',
  pleaseWait: 'Please wait...',
  created: 'Created successfully!',
  somethingWrong: 'Oops! Something went wrong',
  saved: 'Saved successfully!',
  fetched: 'Fetched successfully!',
  uploading: 'Uploading...',
  imageUploaded: 'Image uploaded!',
  uploadFailed: 'Error uploading image, try again',
  unexpectedError: 'Unexpected Application Error!',
  loading: 'Loading...',
  // zod's generic fallbacks (spec 000 §5)
  required: 'Required',
  invalidInput: 'Invalid input',
} as const;

/** Zod's generic "too short" fallback, worded as the spec gives it. */
export const stringMinMessage = (n: number | bigint) => `String must contain at least ${n} character(s)`;
/** A text too long says the limit (not "Invalid input" or the field's "required" text). */
export const stringMaxMessage = (n: number | bigint) => `Must be at most ${n} characters`;
export const atMost = (n: number) => ({ message: stringMaxMessage(n) });

// Server-side messages the spec leaves open (ours, readable, no detail a client should not see).
export const serverMessages = {
  emailTaken: 'Email already taken',
  wrongCredentials: 'Incorrect email or password',
  unauthorized: 'Please authenticate',
  forbidden: 'Forbidden',
  tooManyRequests: 'Too many requests, please try again later',
  invalidRefreshToken: 'Invalid or expired refresh token',
  notFound: 'Not found',
  malformedJson: 'Malformed JSON in request body',
  validationFailed: 'Validation failed',
  internal: 'Internal server error',
  /** 503: the database connection was lost or cannot be had right now (a retry usually works). */
  serviceBusy: 'The service is busy — try again in a moment.',
  imageMissing: 'Please attach an image in the field "image"',
  imageType: 'Only JPEG, PNG and WebP images are allowed',
  imageTooLarge: 'Image is too large (10 MB at most)',
  imageTooManyPixels: 'Image has too many pixels (40 megapixels at most)',
  imageUnreadable: 'The image could not be read',
} as const;
