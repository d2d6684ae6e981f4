import { describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, EARLY_CLICK_SCRIPT } from './early-clicks.ts';

// The head's inline script, run against a small stand-in for the page: what it adds to the head,
// task by task (each timer callback or animation frame is one task of the browser's).

type Added = { tag: string; rel?: string; type?: string; src?: string; href?: string; crossOrigin?: string };

function page(boot: { entry: string; preload: string[] } | null) {
  const head: Added[] = [];
  const queue: Array<{ run: () => void; delay: number }> = [];
  const document = {
    head: { appendChild: (element: Added) => head.push(element) },
    addEventListener: () => {},
    createElement: (tag: string): Added => ({ tag }),
    getElementById: (id: string) =>
      boot && id === BOOT_ELEMENT_ID ? { textContent: JSON.stringify(boot) } : null,
  };
  const setTimeout = (run: () => void, delay = 0) => queue.push({ run, delay });
  const requestAnimationFrame = (run: () => void) => queue.push({ run, delay: 0 });
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', EARLY_CLICK_SCRIPT)(
    {},
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
  return { head, queue, task };
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
