import { describe, expect, it } from 'vitest';
import { minimumCrop } from './image-crop.ts';

describe('minimumCrop', () => {
  it.each([
    [4, { width: 1600, height: 400 }], // 16:4 destination banner
    [1, { width: 500, height: 500 }],
    [4 / 3, { width: 667, height: 500 }],
    [16 / 9, { width: 889, height: 500 }],
    [3 / 4, { width: 500, height: 667 }],
    [0, { width: 500, height: 500 }],
    [Number.NaN, { width: 500, height: 500 }],
  ])('aspect %d needs %o', (aspect, expected) => {
    expect(minimumCrop(aspect)).toEqual(expected);
  });
});
