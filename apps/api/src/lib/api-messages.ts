// Server texts that neither the spec nor the shared contract words; kept readable and free of
// detail a client should not see. The spec's own words live in @wayfarer/shared/messages.
export const apiMessages = {
  conflict: 'This record already exists',
  inUse: 'This record is in use',
  bodyTooLarge: 'Request body is too large',
  uriTooLong: 'The address is too long',
  unsupportedMediaType: 'Unsupported content type',
  badRequest: 'Bad request',
  malformedUpload: 'The upload could not be read: send a multipart form with the field "image"',
  databaseDown: 'Database unavailable',
  draining: 'Shutting down',
  starting: 'Starting: migrations and seed have not run yet',
  webNotBuilt: 'The web app is not built yet: run `npm run build -w @wayfarer/web`.',
} as const;
