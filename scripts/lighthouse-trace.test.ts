import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the bench scripts, without type declarations.
import { cpuBlockingOf, longTasksOf, mainThreadOf } from './lighthouse-trace.mjs';

// A trace of two renderers: an about:blank one that ran little and the page's, which ran most.
const thread = (pid: number) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid: 1,
  args: { name: 'CrRendererMain' },
});
const task = (pid: number, ts: number, dur: number, tdur = dur, name = 'RunTask', args = {}) => ({
  name,
  ph: 'X',
  pid,
  tid: 1,
  ts,
  dur,
  tdur,
  args,
});
const trace = {
  traceEvents: [
    thread(1),
    thread(2),
    task(1, 0, 5_000),
    task(2, 1_000, 10_000),
    { name: 'firstContentfulPaint', ph: 'I', pid: 2, tid: 1, ts: 20_000 },
    // After the paint: 30 ms of wall time, 20 of them on the CPU; its child a module's evaluation.
    task(2, 30_000, 30_000, 20_000),
    task(2, 31_000, 25_000, 18_000, 'v8.evaluateModule', { data: { url: 'http://x/assets/a.js' } }),
    task(2, 70_000, 10_000),
  ],
};

describe("a Lighthouse run's trace", () => {
  it("takes the renderer that ran the most as the page's main thread, its events in order", () => {
    const main = mainThreadOf(trace);
    expect(main.every((e: { pid: number }) => e.pid === 2)).toBe(true);
    expect(main.map((e: { ts: number }) => e.ts)).toEqual([1_000, 30_000, 31_000, 70_000]);
    expect(mainThreadOf(undefined)).toEqual([]);
  });

  it("takes the renderer the page's main frame committed in over a busier one of Chromium's own", () => {
    const committed = (processId: number, url: string) => ({
      name: 'FrameCommittedInBrowser',
      ph: 'I',
      pid: 9,
      tid: 1,
      args: { data: { isOutermostMainFrame: true, processId, url } },
    });
    // Renderer 3 is a WebUI page (the omnibox popup) that ran 200 ms while the browser started.
    const withWebUi = {
      traceEvents: [
        ...trace.traceEvents,
        thread(3),
        task(3, 0, 200_000),
        committed(3, 'chrome://omnibox-popup.top-chrome/'),
        committed(2, 'http://x/'),
      ],
    };
    const main = mainThreadOf(withWebUi);
    expect(main.every((e: { pid: number }) => e.pid === 2)).toBe(true);
    expect(cpuBlockingOf(withWebUi, 4)).toBe(30);
    // A commit in a process the trace names no main thread of leaves the busiest renderer.
    const elsewhere = { traceEvents: [...trace.traceEvents, committed(7, 'http://x/')] };
    expect(mainThreadOf(elsewhere).map((e: { pid: number; ts: number }) => [e.pid, e.ts])).toEqual([
      [2, 1_000],
      [2, 30_000],
      [2, 31_000],
      [2, 70_000],
    ]);
  });

  it('counts blocking from CPU time after the first paint, times the slowdown', () => {
    // 20 ms × 4 = 80 → 30 over 50; 10 ms × 4 = 40 → nothing; the task before the paint not at all.
    expect(cpuBlockingOf(trace, 4)).toBe(30);
    expect(cpuBlockingOf(trace, 2)).toBe(0);
    expect(cpuBlockingOf({ traceEvents: [] }, 4)).toBeUndefined();
  });

  it('lists the long tasks with what their direct children spent', () => {
    const tasks = longTasksOf(trace, 4);
    expect(tasks).toEqual([{ at: 29, ms: 80, parts: [['v8.evaluateModule /assets/a.js', 72]] }]);
  });
});
