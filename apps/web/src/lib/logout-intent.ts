// spec 000 §2: logout lands on /. A protected screen that sees its user vanish normally sends the
// visitor to sign in; right after a deliberate logout it sends them home instead, however the
// navigation to / and the cleared session interleave.
const RECENT_MS = 5000;
let markedAt = 0;

export const logoutIntent = {
  mark(): void {
    markedAt = Date.now();
  },
  isRecent(): boolean {
    return Date.now() - markedAt < RECENT_MS;
  },
};
