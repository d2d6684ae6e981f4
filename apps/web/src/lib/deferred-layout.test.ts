import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Step = () => void;

/** Idle callbacks and animation frames held until the test runs them, one at a time. */
function fakeScheduling() {
  const idle: Step[] = [];
  const frames: Step[] = [];
  vi.stubGlobal('requestIdleCallback', (step: Step) => idle.push(step));
  vi.stubGlobal('requestAnimationFrame', (step: Step) => frames.push(step));
  return {
    idle,
    frames,
    runIdle: () => idle.shift()?.(),
    runFrame: () => frames.shift()?.(),
  };
}

async function freshModule() {
  vi.resetModules();
  return import('./deferred-layout');
}

/** The part of an element the release uses: its attributes and whether it is in the page. */
function part(): HTMLElement & { remove(): void } {
  const attributes = new Set<string>();
  const element = {
    isConnected: true,
    setAttribute: (name: string) => attributes.add(name),
    hasAttribute: (name: string) => attributes.has(name),
    remove: () => {
      element.isConnected = false;
    },
  };
  return element as unknown as HTMLElement & { remove(): void };
}

const released = (element: HTMLElement) => element.hasAttribute('data-laid-out');

describe('deferLayout', () => {
  beforeEach(() => {
    vi.stubGlobal('window', globalThis);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('releases nothing at once, then one part per idle moment, a frame apart, in order', async () => {
    const clock = fakeScheduling();
    const { deferLayout } = await freshModule();
    const [first, second, third] = [part(), part(), part()];
    deferLayout(first);
    deferLayout(second);
    deferLayout(third);
    expect([first, second, third].map(released)).toEqual([false, false, false]);
    expect(clock.idle).toHaveLength(1);

    clock.runIdle();
    expect([first, second, third].map(released)).toEqual([true, false, false]);
    // The next waits for the frame that lays the first out.
    expect(clock.idle).toHaveLength(0);
    clock.runFrame();
    clock.runIdle();
    expect([first, second, third].map(released)).toEqual([true, true, false]);
    clock.runFrame();
    clock.runIdle();
    expect([first, second, third].map(released)).toEqual([true, true, true]);
    expect(clock.frames).toHaveLength(0);
    expect(clock.idle).toHaveLength(0);
  });

  it('queues a part once, skips one released or gone, and starts again for a later page', async () => {
    const clock = fakeScheduling();
    const { deferLayout } = await freshModule();
    const gone = part();
    const kept = part();
    deferLayout(gone);
    deferLayout(gone);
    deferLayout(kept);
    deferLayout(null);
    gone.remove();
    clock.runIdle();
    expect(released(gone)).toBe(false);
    clock.runFrame();
    clock.runIdle();
    expect(released(kept)).toBe(true);
    expect(clock.idle).toHaveLength(0);

    // A ref called again for a released part (a re-render) queues nothing.
    deferLayout(kept);
    expect(clock.idle).toHaveLength(0);
    // A part of the next page (a client-side navigation) is released the same way.
    const next = part();
    deferLayout(next);
    expect(clock.idle).toHaveLength(1);
    clock.runIdle();
    expect(released(next)).toBe(true);
  });

  it('falls back to a short timer where the browser has no idle callbacks', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { deferLayout } = await freshModule();
    const element = part();
    deferLayout(element);
    expect(released(element)).toBe(false);
    vi.advanceTimersByTime(50);
    expect(released(element)).toBe(true);
  });
});
