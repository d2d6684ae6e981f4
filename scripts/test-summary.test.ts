import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the scripts, without type declarations.
import { summarise } from './test-summary.mjs';

const vitest = (
  testResults: unknown[],
  counts = { numPassedTests: 3, numFailedTests: 0, numPendingTests: 1 },
) => ({
  ...counts,
  testResults,
});

describe('test summary', () => {
  it('names each failed test and counts the rest', () => {
    const out = summarise(
      {
        vitest: vitest(
          [
            {
              name: '/repo/a.test.ts',
              status: 'failed',
              assertionResults: [
                { status: 'failed', fullName: 'a breaks', failureMessages: ['\nExpected 1\nmore'] },
              ],
            },
          ],
          { numPassedTests: 3, numFailedTests: 1, numPendingTests: 1 },
        ),
        playwright: {
          stats: { expected: 2, flaky: 1, unexpected: 1, skipped: 0 },
          suites: [
            {
              title: 'b.spec.ts',
              specs: [
                {
                  title: 'b journey',
                  tests: [{ status: 'unexpected', results: [{ error: { message: 'timed out' } }] }],
                },
              ],
            },
          ],
        },
      },
      '/repo',
    );
    expect(out).toBe(
      'Failed:\n  ✘ a.test.ts › a breaks: Expected 1\n  ✘ b.spec.ts › b journey: timed out\nTests: 6 passed, 2 failed, 1 skipped',
    );
  });

  it('counts a file that failed before any test ran, which no test count shows', () => {
    const out = summarise(
      {
        vitest: vitest([
          { name: '/repo/ok.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] },
          {
            name: '/repo/seo.test.ts',
            status: 'failed',
            message: 'ENOENT: no such file',
            assertionResults: [],
          },
        ]),
      },
      '/repo',
    );
    expect(out).toBe(
      'Failed:\n  ✘ seo.test.ts: ENOENT: no such file\nTests: 3 passed, 0 failed, 1 skipped; 1 test file failed before any test ran',
    );
  });

  it('says only the counts when all passed, with either report alone', () => {
    expect(summarise({ vitest: vitest([]) })).toBe('Tests: 3 passed, 0 failed, 1 skipped');
    expect(
      summarise({ playwright: { stats: { expected: 5, flaky: 0, unexpected: 0, skipped: 0 }, suites: [] } }),
    ).toBe('Tests: 5 passed, 0 failed');
  });
});
