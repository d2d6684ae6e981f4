import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the bench scripts, without type declarations.
import { fileOf, selfTimeByFile } from './cpu-profile.mjs';

const frame = (functionName: string, url = '') => ({
  functionName,
  url,
  scriptId: '0',
  lineNumber: 0,
  columnNumber: 0,
});

describe('fileOf', () => {
  it('names a built file without its hash, and the page for its inline scripts', () => {
    expect(fileOf('http://127.0.0.1:4700/assets/router-CoLBTDGX.js')).toBe('router');
    expect(fileOf('http://127.0.0.1:4700/assets/zod--HmOgErh.js')).toBe('zod');
    expect(fileOf('http://127.0.0.1:4700/assets/routes-signed-in-BtF3Auau.js?v=1')).toBe('routes-signed-in');
    expect(fileOf('http://127.0.0.1:4700/')).toBe('(page)');
    expect(fileOf('http://127.0.0.1:4700/package/bali-bliss-6-days')).toBe('(page)');
  });
});

describe('selfTimeByFile', () => {
  it('gives each sample the time to the next one, by the file of the function it was in', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)') },
        { id: 2, callFrame: frame('(program)') },
        { id: 3, callFrame: frame('createRouter', 'http://h/assets/router-CoLBTDGX.js') },
        { id: 4, callFrame: frame('S', 'http://h/assets/framework-CccVFQFD.js') },
        { id: 5, callFrame: frame('(garbage collector)') },
        { id: 6, callFrame: frame('appendChild') },
        { id: 7, callFrame: frame('(idle)') },
      ],
      samples: [3, 3, 4, 2, 5, 6, 7, 3],
      timeDeltas: [0, 1000, 2000, 500, 4000, 250, 100, 8000],
    };
    const times = selfTimeByFile(profile);
    // The last sample has no next one: it counts nothing.
    expect(times.get('router')).toBeCloseTo(3);
    expect(times.get('framework')).toBeCloseTo(0.5);
    expect(times.get('(program)')).toBeCloseTo(4);
    expect(times.get('(garbage collector)')).toBeCloseTo(0.25);
    expect(times.get('(native)')).toBeCloseTo(0.1);
    expect(times.get('(idle)')).toBeCloseTo(8);
    expect(times.get('script')).toBeCloseTo(3 + 0.5 + 0.25 + 0.1);
  });
});
