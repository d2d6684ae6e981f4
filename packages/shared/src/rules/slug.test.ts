import { describe, expect, it } from 'vitest';
import { nextFreeSlug, PACKAGE_SLUG_MAX_LENGTH, packageSlugBase, slugify } from './slug.ts';

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

describe('packageSlugBase', () => {
  it('slugifies the title, falling back to "package"', () => {
    expect(packageSlugBase('Bali & Beyond: 7 Days!')).toBe('bali-and-beyond-7-days');
    expect(packageSlugBase('!!!')).toBe('package');
  });

  it('cuts a long title to 80 characters without a trailing hyphen', () => {
    // 95 characters slugified: the seed's writer once kept all of them.
    const title = 'Ladakh Highs: Leh, Nubra and Pangong by Road with Monasteries, Passes and Lakes All Week';
    expect(slugify(title).length).toBeGreaterThan(PACKAGE_SLUG_MAX_LENGTH);
    const base = packageSlugBase(title);
    expect(base.length).toBeLessThanOrEqual(PACKAGE_SLUG_MAX_LENGTH);
    expect(slugify(title).startsWith(base)).toBe(true);
    expect(base.endsWith('-')).toBe(false);
    expect(packageSlugBase(`${'a'.repeat(79)} b`)).toBe('a'.repeat(79));
  });
});

describe('nextFreeSlug', () => {
  it('appends -2, -3… to a taken slug', () => {
    expect(nextFreeSlug('bali', [])).toBe('bali');
    expect(nextFreeSlug('bali', ['bali'])).toBe('bali-2');
    expect(nextFreeSlug('bali', ['bali', 'bali-2', 'bali-3', 'bali-escape'])).toBe('bali-4');
    expect(nextFreeSlug('bali', ['bali-2'])).toBe('bali');
  });
});
