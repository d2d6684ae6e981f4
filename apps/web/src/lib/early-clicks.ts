// The other end of @wayfarer/shared/early-clicks: once the page has hydrated, the buttons tapped
// (and forms sent) before stop being recorded and the last one is tapped (sent) again, now with
// its handler. Only the last: two impatient taps on "Book Now" open one sheet.

type EarlyClickWindow = Window & { __wayfarerEarlyClicks?: HTMLElement[]; __wayfarerHydrated?: boolean };

/** A form held back before hydration (no button sent it: Enter in its one field) is sent now. */
function replay(last: HTMLElement): void {
  if (last instanceof HTMLFormElement) last.requestSubmit();
  else if (!(last as HTMLButtonElement).disabled) last.click();
}

export function replayEarlyClicks(): void {
  const w = window as EarlyClickWindow;
  if (w.__wayfarerHydrated) return;
  w.__wayfarerHydrated = true;
  const last = w.__wayfarerEarlyClicks?.at(-1);
  w.__wayfarerEarlyClicks = [];
  // Hydration keeps the server's DOM nodes, so the element tapped is the one React now handles.
  // In a task of its own, not inside this effect: the page's parts hydrate after the shell
  // (docs/decisions/1215), and React can hydrate the part tapped at once, then handle the click,
  // only outside its own commit.
  setTimeout(() => {
    if (last?.isConnected) replay(last);
  }, 0);
}
