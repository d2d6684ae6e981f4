import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  rememberShareCode,
  shareCodeInQuery,
  storedShareCode,
  visitorId,
  withoutShareParams,
} from './attribution';

// The creator link a visitor came through, kept in local storage for 30 days.
const original = (globalThis as { window?: unknown }).window;
let store: Map<string, string>;

beforeEach(() => {
  store = new Map();
  const localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
  (globalThis as { window?: unknown }).window = { localStorage };
});
afterEach(() => {
  (globalThis as { window?: unknown }).window = original;
});

describe('the kept share code', () => {
  it('is read from the query /go/{code} leads to, and dropped from it', () => {
    expect(shareCodeInQuery('?via=instagram&ref=Ab12Cd34')).toBe('Ab12Cd34');
    expect(shareCodeInQuery('?ref=bad')).toBeNull();
    expect(withoutShareParams('?via=instagram&ref=Ab12Cd34')).toBe('');
    expect(withoutShareParams('?date=2027-01-10&ref=Ab12Cd34&via=x')).toBe('?date=2027-01-10');
  });

  it('lasts 30 days, and the last creator link opened wins', () => {
    const day = 24 * 60 * 60_000;
    rememberShareCode('Ab12Cd34', 0);
    expect(storedShareCode(29 * day)).toBe('Ab12Cd34');
    rememberShareCode('Zz98Yy76', 29 * day);
    expect(storedShareCode(30 * day)).toBe('Zz98Yy76');
    expect(storedShareCode(60 * day)).toBeUndefined();
  });

  it('survives unreadable storage', () => {
    store.set('shareRef', '{not json');
    expect(storedShareCode()).toBeUndefined();
  });

  it('gives the visitor one random id, kept', () => {
    const id = visitorId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(visitorId()).toBe(id);
  });
});
