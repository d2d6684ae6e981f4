import { describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, EARLY_CLICK_SCRIPT } from './early-clicks.ts';

// The head's inline script, run against a small stand-in for the page: what it adds to the head,
// task by task (each timer callback or animation frame is one task of the browser's).

type Added = { tag: string; rel?: string; type?: string; src?: string; href?: string; crossOrigin?: string };

type Listener = (event: unknown) => void;

function page(boot: { entry: string; preload: string[] } | null) {
  const head: Added[] = [];
  const listeners: Record<string, Listener> = {};
  const window: { __wayfarerEarlyClicks?: unknown[]; __wayfarerHydrated?: boolean } = {};
  const queue: Array<{ run: () => void; delay: number }> = [];
  const document = {
    head: { appendChild: (element: Added) => head.push(element) },
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener;
    },
    createElement: (tag: string): Added => ({ tag }),
    getElementById: (id: string) =>
      boot && id === BOOT_ELEMENT_ID ? { textContent: JSON.stringify(boot) } : null,
  };
  const setTimeout = (run: () => void, delay = 0) => queue.push({ run, delay });
  const requestAnimationFrame = (run: () => void) => queue.push({ run, delay: 0 });
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', EARLY_CLICK_SCRIPT)(
    window,
    document,
    requestAnimationFrame,
    setTimeout,
  );
  /** Runs the next due task (the soonest delay first, in order); what it added to the head. */
  const task = (): Added[] => {
    const next = queue.reduce((best, item) => (item.delay < best.delay ? item : best), queue[0]!);
    queue.splice(queue.indexOf(next), 1);
    const before = head.length;
    next.run();
    return head.slice(before);
  };
  return { head, queue, task, window, listeners };
}

describe('the boot list (ADR 1228)', () => {
  const boot = {
    entry: '/assets/index-a.js',
    preload: Array.from({ length: 9 }, (_, i) => `/assets/p${i}.js`),
  };

  it('adds nothing before the first paint, then the entry and the preloads four to a task', () => {
    const p = page(boot);
    expect(p.task()).toEqual([]); // the animation frame: it only schedules the start
    const first = p.task();
    expect(first).toEqual([
      { tag: 'script', type: 'module', src: boot.entry, crossOrigin: '' },
      ...boot.preload
        .slice(0, 3)
        .map((href) => ({ tag: 'link', rel: 'modulepreload', href, crossOrigin: '' })),
    ]);
    expect(p.task().map((e) => e.href)).toEqual(boot.preload.slice(3, 7));
    expect(p.task().map((e) => e.href)).toEqual(boot.preload.slice(7));
    // The 3-second fallback finds the app started and adds nothing more.
    while (p.queue.length > 0) expect(p.task()).toEqual([]);
    expect(p.head).toHaveLength(10);
  });

  it('a page without a boot list (a WAYFARER_BOOT=head build) gets nothing added', () => {
    const p = page(null);
    while (p.queue.length > 0) p.task();
    expect(p.head).toEqual([]);
  });
});

describe('taps and forms before hydration (ADR 991)', () => {
  const submitEvent = (target: object, submitter: object | null) => {
    const event = { target, submitter, prevented: false, preventDefault: () => {} };
    event.preventDefault = () => {
      event.prevented = true;
    };
    return event;
  };

  it('holds a form back and records what sent it: its button, else the form', () => {
    const p = page(null);
    const form = { tag: 'form' };
    const button = { tag: 'button' };
    const byButton = submitEvent(form, button);
    p.listeners.submit?.(byButton);
    expect(byButton.prevented).toBe(true);
    const byEnter = submitEvent(form, null);
    p.listeners.submit?.(byEnter);
    expect(byEnter.prevented).toBe(true);
    expect(p.window.__wayfarerEarlyClicks).toEqual([button, form]);
  });

  it('leaves a form alone once the page has hydrated', () => {
    const p = page(null);
    p.window.__wayfarerHydrated = true;
    const event = submitEvent({ tag: 'form' }, null);
    p.listeners.submit?.(event);
    expect(event.prevented).toBe(false);
    expect(p.window.__wayfarerEarlyClicks).toEqual([]);
  });

  it('records a tap on a button, not on other elements', () => {
    const p = page(null);
    const button = { tag: 'button' };
    p.listeners.click?.({ target: { closest: () => button } });
    p.listeners.click?.({ target: { closest: () => null } });
    expect(p.window.__wayfarerEarlyClicks).toEqual([button]);
  });
});
