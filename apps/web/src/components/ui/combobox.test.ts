import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './combobox';

describe('nextActiveIndex (the keys of the one combobox)', () => {
  it('moves down and up, stopping at the ends for a picker', () => {
    const picker = { wrap: false };
    expect(nextActiveIndex('ArrowDown', 0, 3, picker)).toBe(1);
    expect(nextActiveIndex('ArrowDown', 2, 3, picker)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 1, 3, picker)).toBe(0);
    expect(nextActiveIndex('ArrowUp', 0, 3, picker)).toBe(0);
  });

  it('wraps around for the search, and enters the list from nothing active', () => {
    const search = { wrap: true };
    expect(nextActiveIndex('ArrowDown', -1, 3, search)).toBe(0);
    expect(nextActiveIndex('ArrowDown', 2, 3, search)).toBe(0);
    expect(nextActiveIndex('ArrowUp', -1, 3, search)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 0, 3, search)).toBe(2);
  });

  it('Home and End move in the list only once an option is active; other keys and empty lists are not its', () => {
    expect(nextActiveIndex('Home', 2, 3, { wrap: false })).toBe(0);
    expect(nextActiveIndex('End', 0, 3, { wrap: false })).toBe(2);
    expect(nextActiveIndex('Home', -1, 3, { wrap: true })).toBeUndefined();
    expect(nextActiveIndex('End', -1, 3, { wrap: true })).toBeUndefined();
    expect(nextActiveIndex('a', 0, 3, { wrap: false })).toBeUndefined();
    expect(nextActiveIndex('ArrowDown', 0, 0, { wrap: true })).toBeUndefined();
  });
});
