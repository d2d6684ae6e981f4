import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the bench scripts, without type declarations.
import { kindOfTask, leadingEvents } from './lighthouse-blocking.mjs';

// A trace event of a task, as Lantern's CPU node keeps them (`dur` in microseconds).
const event = (name: string, dur: number) => ({ ph: 'X', name, dur });

describe("Lighthouse's blocking time by kind of task", () => {
  it('names a task by the kind of work that took most of it', () => {
    // A timer running the app's code, with the style recalculation it forced.
    expect(
      kindOfTask([
        event('TimerFire', 30_000),
        event('FunctionCall', 29_000),
        event('UpdateLayoutTree', 4_000),
      ]),
    ).toBe('script');
    // The first layout: style and layout, summed, outweigh the microtasks run at its end.
    expect(
      kindOfTask([
        event('UpdateLayoutTree', 12_000),
        event('Layout', 15_000),
        event('RunMicrotasks', 20_000),
      ]),
    ).toBe('render');
    expect(kindOfTask([event('v8.evaluateModule', 18_000), event('RunMicrotasks', 1_000)])).toBe('script');
    expect(
      kindOfTask([
        event('DocumentLoader::CommitNavigation', 60_000),
        event('EvaluateScript', 2_000),
        event('Layout', 1_000),
      ]),
    ).toBe('commit');
  });

  it('calls a task with none of those events other, and ignores events that are not complete ones', () => {
    expect(kindOfTask([event('GPUTask', 40_000)])).toBe('other');
    expect(kindOfTask([])).toBe('other');
    expect(kindOfTask([{ ph: 'I', name: 'Layout', dur: 90_000 }])).toBe('other');
  });

  it("reads a blocking task by its longest events, a name's durations summed, in ms", () => {
    // The first render: two style passes and two layouts in one task, and an instant event.
    const task = [
      event('UpdateLayoutTree', 22_600),
      event('Layout', 41_100),
      event('UpdateLayoutTree', 10_000),
      event('Layout', 11_100),
      event('Paint', 6_200),
      { ph: 'I', name: 'ResourceSendRequest', dur: 90_000 },
    ];
    expect(leadingEvents(task)).toEqual([
      ['Layout', 52.2],
      ['UpdateLayoutTree', 32.6],
      ['Paint', 6.2],
    ]);
    expect(leadingEvents(task, 1)).toEqual([['Layout', 52.2]]);
    expect(leadingEvents([])).toEqual([]);
  });
});
