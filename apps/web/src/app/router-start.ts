/**
 * The two calls into the browser React Router's `createBrowserRouter` begins with, made ahead of it
 * in tasks of their own (docs/decisions/1400): on a slow phone each made the router's task longer
 * by as much as the rest of it.
 */

/**
 * Numbers the history entry the page starts on as React Router's browser history does when it is
 * created on an entry it has not numbered (`{ ...state, idx: 0 }` with `history.replaceState`, a
 * same-document navigation in the browser). Created afterwards, it finds the number and leaves the
 * entry as it is. An entry numbered before (back to this page, or a reload) is left alone.
 */
export function numberHistoryEntry(win: Pick<Window, 'history'> = window): void {
  const state = win.history.state as { idx?: unknown } | null;
  if (state?.idx == null) win.history.replaceState({ ...state, idx: 0 }, '');
}

/** sessionStorage's first read opens the tab's storage in the browser; later reads are local. */
export function openSessionStorage(win: Pick<Window, 'sessionStorage'> = window): void {
  try {
    win.sessionStorage.getItem('');
  } catch {
    // Storage refused (a privacy setting): React Router reads it in a try as well.
  }
}
