// Lighthouse's total blocking time split by what each blocking task did, from Lighthouse's own
// simulation (Lantern): the same simulated tasks, the same windows (first contentful paint to
// interactive, optimistic and pessimistic, averaged) and the same 50 ms threshold as the audit, so
// the parts add up to the run's TBT. The kinds: `script` (evaluating and running the page's
// JavaScript: modules, timers, microtasks), `render` (parsing HTML, style, layout, paint),
// `commit` (the navigation's commit: the browser creating the document and its JavaScript
// context, nothing the page controls; it counts because Lantern's first-paint graph keeps only the
// tasks that parse, lay out, paint or run a render-blocking script, so the simulated first paint
// can come before the commit has ended) and `other`. Used by bench-lighthouse.mjs for every run.
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const SCRIPT_EVENTS = new Set([
  'TimerFire',
  'EvaluateScript',
  'v8.evaluateModule',
  'RunMicrotasks',
  'v8.compileModule',
  'v8.callFunction',
  'FunctionCall',
]);
const RENDER_EVENTS = new Set([
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'Commit',
]);

/** What a simulated CPU task mostly did, by its trace events' time. */
export function kindOfTask(childEvents) {
  let script = 0;
  let render = 0;
  let commit = 0;
  for (const event of childEvents) {
    if (event.ph !== 'X') continue;
    if (SCRIPT_EVENTS.has(event.name)) script = Math.max(script, event.dur);
    else if (RENDER_EVENTS.has(event.name)) render += event.dur;
    else if (event.name === 'DocumentLoader::CommitNavigation') commit = Math.max(commit, event.dur);
  }
  // Nested events overlap (a FunctionCall inside a TimerFire): the longest of a kind stands for it.
  const most = Math.max(script, render, commit);
  if (most === 0) return 'other';
  return most === script ? 'script' : most === commit ? 'commit' : 'render';
}

/**
 * A simulated task's leading events: its `n` longest complete events by name (durations summed,
 * observed ms), so a blocking task reads as what it did (`Layout 41`, `FunctionCall 17`, …).
 */
export function leadingEvents(childEvents, n = 3) {
  const byName = new Map();
  for (const event of childEvents) {
    if (event.ph !== 'X') continue;
    byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur / 1000);
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => [name, Math.round(ms * 10) / 10]);
}

/**
 * `{ script, render, commit, other, tasks }` for one Lighthouse run's result (simulated runs only):
 * the blocking time in ms by kind, and `tasks`, each simulated task that blocked: its start and
 * duration in the simulation (ms; `fcp` the simulated first paint, the mean of the two windows'),
 * the blocking it added, its kind and its leading events (observed ms).
 */
export async function blockingByKind(result) {
  const artifacts = result.artifacts;
  const settings = result.lhr.configSettings;
  if (settings.throttlingMethod !== 'simulate') return undefined;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    simulator: null,
    SourceMaps: artifacts.SourceMaps,
  };
  const context = { computedCache: new Map(), settings };
  const [tbt, fcp, tti] = await Promise.all([
    LanternTotalBlockingTime.request(data, context),
    LanternFirstContentfulPaint.request(data, context),
    LanternInteractive.request(data, context),
  ]);
  // Lantern's TBT: the mean of an optimistic window (pessimistic FCP to optimistic TTI) and a
  // pessimistic one (optimistic FCP to pessimistic TTI) over the same simulated tasks.
  const windows = [
    [fcp.pessimisticEstimate.timeInMs, tti.optimisticEstimate.timeInMs],
    [fcp.optimisticEstimate.timeInMs, tti.pessimisticEstimate.timeInMs],
  ];
  const parts = { script: 0, render: 0, commit: 0, other: 0 };
  const tasks = [];
  const fcpMean = (windows[0][0] + windows[1][0]) / 2;
  for (const [node, timing] of tbt.pessimisticEstimate.nodeTimings) {
    if (node.type !== 'cpu') continue;
    const event = { start: timing.startTime, end: timing.endTime, duration: timing.duration };
    const impact = windows.map(([from, to]) =>
      to <= from ? 0 : Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(event, from, to),
    );
    const blocking = (impact[0] + impact[1]) / 2;
    const kind = kindOfTask(node.childEvents);
    parts[kind] += blocking;
    if (blocking > 0)
      tasks.push({
        start: Math.round(timing.startTime),
        fcp: Math.round(fcpMean),
        duration: Math.round(timing.duration),
        blocking: Math.round(blocking),
        kind,
        events: leadingEvents(node.childEvents),
      });
  }
  tasks.sort((a, b) => a.start - b.start);
  return { ...parts, tasks };
}
