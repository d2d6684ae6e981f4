// What bench-lighthouse.mjs reads from a run's Chrome trace beside Lighthouse's audits: the page's
// main thread, the blocking time from its CPU time (cpuTBT) and its long tasks with what they held.
/**
 * The page's main thread's complete events, in order: the main thread of the renderer the page's
 * main frame committed in (the browser's `FrameCommittedInBrowser` for an http(s) address), or,
 * in a trace without that event or without that renderer's thread, the renderer main thread that
 * ran the most. Chromium also runs
 * renderers of its own (WebUI: the omnibox popup, the search box) that can run more than the page
 * while the browser starts.
 */
export function mainThreadOf(trace) {
  const events = trace?.traceEvents ?? [];
  const pagePids = new Set(
    events
      .filter(
        (e) =>
          e.name === 'FrameCommittedInBrowser' &&
          e.args?.data?.isOutermostMainFrame !== false &&
          /^https?:/.test(String(e.args?.data?.url ?? '')),
      )
      .map((e) => e.args.data.processId),
  );
  const renderers = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The page's process when the trace names its main thread; every renderer otherwise.
  const ofPage = renderers.filter((e) => pagePids.has(e.pid));
  const mains = new Set((ofPage.length > 0 ? ofPage : renderers).map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !mains.has(`${e.pid}:${e.tid}`)) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  // The page's main thread: the renderer that ran the most.
  const ran = (list) => list.reduce((n, e) => n + (e.name === 'RunTask' ? e.dur : 0), 0);
  const busiest = [...byThread.values()].sort((a, b) => ran(b) - ran(a))[0];
  busiest?.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  return busiest ?? [];
}

/**
 * Blocking time from the main thread's CPU time (each task's thread time, `tdur`, instead of its
 * wall time): the sum over the tasks after the first contentful paint of what exceeds 50 ms once
 * multiplied by the slowdown. On a loaded machine a task's wall time holds the time the thread
 * waited for a core (a 5 ms task took 20 ms); its thread time does not, so this figure moves
 * with the page's own work, not with the neighbours'. Not Lighthouse's TBT (no simulation of the
 * network's order, no end at interactive), a steadier companion to it. `factor`: what a trace's
 * durations are multiplied by (the simulated slowdown, or 1 when Chromium itself throttled).
 */
export function cpuBlockingOf(trace, factor) {
  const events = trace?.traceEvents ?? [];
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return undefined;
  let blocking = 0;
  for (const e of mainThreadOf(trace)) {
    if (e.name !== 'RunTask' || e.ts < fcp.ts || e.tdur === undefined) continue;
    blocking += Math.max(0, (e.tdur / 1000) * factor - 50);
  }
  return blocking;
}

/**
 * The page's long tasks (over 50 ms once slowed down) from the run's trace, each with what its
 * direct children spent (style, layout, a script's evaluation, a function call by name, …), in
 * ms at the run's slowdown: what the audits' per-script sums do not tell apart.
 */
export function longTasksOf(trace, factor) {
  const busiest = mainThreadOf(trace);
  if (!busiest.length) return [];
  const start = busiest[0].ts;
  const tasks = [];
  // Thread time where the trace has it (a loaded machine's wall time is mostly waiting for a core).
  const cpu = (e) => ((e.tdur ?? e.dur) / 1000) * factor;
  for (const task of busiest.filter((e) => e.name === 'RunTask' && cpu(e) > 50)) {
    const end = task.ts + task.dur;
    const inside = busiest.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end);
    // Direct children: events not inside another child.
    const parts = new Map();
    let coveredUntil = 0;
    for (const e of inside) {
      if (e.ts < coveredUntil) continue;
      coveredUntil = e.ts + e.dur;
      const d = e.args?.data ?? e.args?.beginData ?? {};
      const url = String(d.url ?? '').replace(/^https?:\/\/[^/]+/, '');
      const what = [e.name, d.functionName, url].filter(Boolean).join(' ');
      parts.set(what, (parts.get(what) ?? 0) + cpu(e));
    }
    tasks.push({
      at: Math.round((task.ts - start) / 1000),
      ms: Math.round(cpu(task)),
      parts: [...parts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([w, ms]) => [w, Math.round(ms)]),
    });
  }
  return tasks;
}
