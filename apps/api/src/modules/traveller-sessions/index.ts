// The public face of the traveller-sessions module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export {
  clearedSessionCookie,
  clearedSignInMark,
  hasSignInMark,
  sessionCookie,
  signInMarkCookie,
} from './traveller-session-cookie.ts';
export {
  endSession,
  issueSignInLink,
  openSession,
  SESSION_MS,
  travellerEmailOf,
  travellerSessionOf,
} from './traveller-sessions.service.ts';
