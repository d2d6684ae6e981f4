// Browser-stored values of spec 000 §3 (the enquiry "sent" flag, a visited creator's id).
// Storage can be unavailable (privacy modes, blocked cookies); the app must still work then.
export const storageKeys = { enquirySent: 'sent', creatorId: 'creatorId' } as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value only spares the visitor a repeated prompt.
  }
}
