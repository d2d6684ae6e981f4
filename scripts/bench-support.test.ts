import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import {
  FLOOR_PAGE,
  calibrateRate,
  floorHeaders,
  median,
  option,
  percentile,
  startBusyLoop,
  startFloorPage,
  steerRate,
  withoutBoot,
  // @ts-expect-error: a plain .mjs module of the bench scripts, without type declarations.
} from './bench-support.mjs';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('bench support', () => {
  it('stops its busy loop, and the loop ends itself once the bench that started it is killed', {
    timeout: 30_000,
  }, async () => {
    const loop = startBusyLoop();
    expect(isRunning(loop.pid)).toBe(true);
    loop.stop();
    await expect.poll(() => isRunning(loop.pid), { timeout: 5000 }).toBe(false);

    // A bench killed with -9 cannot stop its loop: the loop sees its parent gone and exits.
    const module = new URL('./bench-support.mjs', import.meta.url).href;
    const bench = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { startBusyLoop } from '${module}'; console.log(startBusyLoop().pid); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const orphan = await new Promise<number>((resolve) =>
      bench.stdout.once('data', (d) => resolve(Number(String(d)))),
    );
    expect(isRunning(orphan)).toBe(true);
    bench.kill('SIGKILL');
    await expect.poll(() => isRunning(orphan), { timeout: 10_000 }).toBe(false);
  });

  it('takes nearest-rank percentiles of unsorted samples', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 95)).toBe(10);
    expect(percentile(samples, 10)).toBe(1);
    expect(percentile([42], 99)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
    // The samples are left as they were.
    expect(samples[0]).toBe(5);
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('reads --name value options with a fallback', () => {
    const argv = ['--runs', '5', '--url', 'http://x', '--last'];
    expect(option('--runs', '3', argv)).toBe('5');
    expect(option('--url', '', argv)).toBe('http://x');
    expect(option('--sizes', '1000', argv)).toBe('1000');
    expect(option('--last', 'none', argv)).toBe('none');
  });

  it('takes the boot list out of a page and leaves the rest of its head', async () => {
    const { BOOT_ELEMENT_ID } = await import('../packages/shared/src/early-clicks.ts');
    const head = `<head><script>early()</script><script type="application/json" id="${BOOT_ELEMENT_ID}">{"entry":"/assets/index.js","preload":[]}</script><link rel="stylesheet" href="/a.css"></head>`;
    expect(withoutBoot(head)).toBe(
      '<head><script>early()</script><link rel="stylesheet" href="/a.css"></head>',
    );
    expect(withoutBoot('<p>no boot list</p>')).toBe('<p>no boot list</p>');
  });

  it("keeps the app's policies for the floor page and drops what describes the app's own body", () => {
    const app = new Headers({
      'content-security-policy': "default-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'content-encoding': 'br',
      'content-length': '8915',
      etag: 'W/"x"',
      vary: 'accept-encoding',
      'cache-control': 'public, max-age=60',
    });
    expect(floorHeaders(app)).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': "default-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
    });
    // The second floor: the same policies but the opener policy (its own renderer) left off.
    expect(floorHeaders(app, ['cross-origin-opener-policy'])).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': "default-src 'self'",
      'origin-agent-cluster': '?1',
    });
  });

  it('serves the empty page with the headers the app sends with its home page', async () => {
    const app = createServer((_req, res) => {
      res.writeHead(200, { 'cross-origin-opener-policy': 'same-origin', 'content-type': 'text/html' });
      res.end('<!doctype html><p>the app</p>');
    });
    await new Promise<void>((listening) => app.listen(0, '127.0.0.1', listening));
    const port = (app.address() as { port: number }).port;
    const floor = await startFloorPage(`http://127.0.0.1:${port}`);
    try {
      const page = await fetch(`${floor.origin}/any/path`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await page.text();
      expect(html).toBe(FLOOR_PAGE);
      expect(html).not.toMatch(/<script|<link|<img|<style/);
    } finally {
      await floor.stop();
      await new Promise((closed) => app.close(closed));
    }
  });

  it("corrects the throttling rate by the index the slowed tab reports, not the first guess's", async () => {
    // A machine of 2,880 whose index falls faster than the rate (as measured: 3.2× gave ~800).
    const machine = (rate: number) => (rate === 1 ? 2880 : 2880 / (rate * 1.12));
    const asked: number[] = [];
    const measure = async (rate: number) => {
      asked.push(rate);
      return machine(rate);
    };
    const { rate, index, steps } = await calibrateRate(measure, 900);
    expect(asked[0]).toBe(1);
    expect(asked[1]).toBe(3.2);
    expect(steps[1][1]).toBeLessThan(900 * 0.95);
    // The second guess lands within 5 % and is the one answered.
    expect(rate).toBeLessThan(3.2);
    expect(Math.abs(index / 900 - 1)).toBeLessThanOrEqual(0.05);
    expect(steps).toHaveLength(3);
  });

  it('answers the closest measured rate when the index never settles, and no throttling on a slow machine', async () => {
    const noisy = [2000, 700, 1150, 800];
    const { rate, index, steps } = await calibrateRate(async () => noisy.shift() ?? 0, 900, { steps: 3 });
    expect(steps.map(([r]: number[]) => r)).toEqual([1, 2.22, 1.73, 2.21]);
    expect([rate, index]).toEqual([2.21, 800]);
    const slow = await calibrateRate(async () => 850, 900);
    expect(slow).toEqual({ rate: 1, index: 850, steps: [[1, 850]] });
  });

  it('runs again a run whose own index is off the target and follows the drift part way', () => {
    // Within 15 %: kept; the rate still moves half way (in the square root) toward the target.
    expect(steerRate(3, 900, 900)).toEqual({ onTarget: true, rate: 3 });
    expect(steerRate(3, 1000, 900)).toEqual({ onTarget: true, rate: 3.16 });
    // A slow moment (490 at 3×): run again, with less throttling.
    expect(steerRate(3, 490, 900)).toEqual({ onTarget: false, rate: 2.21 });
    expect(steerRate(3, 1100, 900).onTarget).toBe(false);
    // Never below no throttling at all.
    expect(steerRate(1, 100, 900).rate).toBe(1);
  });
});
