import { describe, expect, it } from 'vitest';
import { currentOptions } from './async-select';

const goa = [{ value: 'p1', label: 'Goa' }];

describe('currentOptions (a server search offers only the answer to what is typed now)', () => {
  it('offers the answer once the typed text has settled', () => {
    expect(currentOptions({ typed: 'go', debounced: 'go' }, goa)).toBe(goa);
    expect(currentOptions({ typed: '', debounced: '' }, [])).toEqual([]);
  });

  it('offers nothing (still loading) while typing runs ahead or before the answer comes', () => {
    expect(currentOptions({ typed: 'goa', debounced: 'go' }, goa)).toBeUndefined();
    expect(currentOptions({ typed: 'go', debounced: 'go' }, undefined)).toBeUndefined();
  });
});
