import { MAX_BEACON_PAGES } from '@wayfarer/shared/rules/share-links';
import type { VisitBeaconBody } from '@wayfarer/shared/schemas/share-links';
import { storedShareCode, visitorId } from '@/utils/attribution';

// ADR 1314: the funnel's visit beacon. The pages load this a few seconds after they were shown
// (VISIT_AFTER_MS in app/routes/package.tsx and the creator profile), never as part of their first
// load. A page counts once it is shown: never while it is prerendered (document.prerendering) or
// hidden (a prefetch, a background tab). Pages shown close together go in one navigator.sendBeacon
// (fetch keepalive when it refuses), sent a second later or when the page is hidden; the server
// counts one visit per visitor, page and day.

export type VisitedPage = VisitBeaconBody['pages'][number];

const BATCH_MS = 1000;
const URL_PATH = '/v1/funnel/visits';

let queue: VisitedPage[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function send(): void {
  clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return;
  const pages = queue.slice(0, MAX_BEACON_PAGES);
  queue = [];
  const ref = storedShareCode();
  const body: VisitBeaconBody = { visitor: visitorId(), pages, ...(ref && { ref }) };
  const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
  try {
    if (navigator.sendBeacon?.(URL_PATH, blob)) return;
  } catch {
    // Fall through to fetch.
  }
  void fetch(URL_PATH, { method: 'POST', body: blob, keepalive: true, credentials: 'omit' }).catch(() => {});
}

function onHidden(): void {
  if (document.visibilityState === 'hidden') send();
}

/** Runs `then` once the page is really shown: not prerendered, not hidden. */
function whenShown(then: () => void): void {
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) {
    document.addEventListener('prerenderingchange', () => whenShown(then), { once: true });
  } else if (document.visibilityState !== 'visible') {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', onVisible);
      then();
    };
    document.addEventListener('visibilitychange', onVisible);
  } else then();
}

/** Notes that `page` was shown to the visitor. */
export function recordVisit(page: VisitedPage): void {
  if (typeof document === 'undefined') return;
  whenShown(() => {
    queue.push(page);
    if (!listening) {
      listening = true;
      document.addEventListener('visibilitychange', onHidden);
      window.addEventListener('pagehide', send);
    }
    timer ??= setTimeout(send, BATCH_MS);
  });
}
