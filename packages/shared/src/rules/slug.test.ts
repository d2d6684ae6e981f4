import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Bali', 'bali'],
    ['Ha Long Bay', 'ha-long-bay'],
    ['  Rajasthan -- Forts & Palaces! ', 'rajasthan-forts-and-palaces'],
    ['Zürich', 'zurich'],
    ['!!!', ''],
  ])('%j -> %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
