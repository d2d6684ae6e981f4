import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manageKeyHeaders, rememberManageKey, splitKeyFromSearch, storedManageKey } from './manage-key';

// ADR 1302: the browser keeps the traveller's key per booking and sends it as X-Manage-Key.

const original = globalThis.localStorage;
let store: Map<string, string>;

beforeEach(() => {
  store = new Map();
  globalThis.localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    clear: () => store.clear(),
    key: () => null,
    length: 0,
  } as Storage;
});
afterEach(() => {
  globalThis.localStorage = original;
});

describe('the manage key in the browser', () => {
  it('is kept per booking and sent as X-Manage-Key; another booking sends none', () => {
    rememberManageKey('B1-UUID', 'k-one');
    expect(store.get('wayfarer-manage-key:b1-uuid')).toBe('k-one');
    expect(storedManageKey('b1-uuid')).toBe('k-one');
    expect(manageKeyHeaders('b1-uuid')).toEqual({ 'X-Manage-Key': 'k-one' });
    expect(manageKeyHeaders('b2-uuid')).toEqual({});
  });

  it('storage that refuses is no error: no key is sent', () => {
    globalThis.localStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => rememberManageKey('b1', 'k')).not.toThrow();
    expect(manageKeyHeaders('b1')).toEqual({});
  });

  it('takes ?key= out of the address, keeping the rest of the query', () => {
    expect(splitKeyFromSearch('?key=abc_-1')).toEqual({ key: 'abc_-1', rest: '' });
    expect(splitKeyFromSearch('?utm=mail&key=abc&x=1')).toEqual({ key: 'abc', rest: '?utm=mail&x=1' });
    expect(splitKeyFromSearch('')).toEqual({ key: null, rest: '' });
    expect(splitKeyFromSearch('?key=')).toEqual({ key: null, rest: '' });
  });
});
