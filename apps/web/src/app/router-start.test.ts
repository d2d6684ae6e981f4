import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { numberHistoryEntry, openSessionStorage } from './router-start';

/** A window's history and location as React Router's browser history reads them, counting replaceState. */
function fakeWindow(initialState: unknown) {
  const history = {
    state: initialState,
    length: 1,
    replaceState: vi.fn((state: unknown) => {
      history.state = state;
    }),
    pushState: vi.fn(),
    go: vi.fn(),
  };
  const location = { pathname: '/package/bali', search: '', hash: '', origin: 'https://wayfarer.test' };
  return {
    history,
    location,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  } as unknown as Window & { history: typeof history };
}

describe('numberHistoryEntry', () => {
  it('numbers a new entry as React Router would, so its history then leaves the entry alone', () => {
    const win = fakeWindow(null);
    numberHistoryEntry(win);
    expect(win.history.replaceState).toHaveBeenCalledTimes(1);
    expect(win.history.state).toEqual({ idx: 0 });

    createBrowserHistory({ window: win });
    expect(win.history.replaceState).toHaveBeenCalledTimes(1);
  });

  it('is what React Router itself writes on an entry it has not numbered', () => {
    const ours = fakeWindow({ usr: { from: 'share' }, key: 'abc' });
    numberHistoryEntry(ours);
    const theirs = fakeWindow({ usr: { from: 'share' }, key: 'abc' });
    createBrowserHistory({ window: theirs });
    expect(theirs.history.replaceState).toHaveBeenCalledTimes(1);
    expect(ours.history.state).toEqual(theirs.history.state);
  });

  it('leaves an entry numbered before (back to the page, a reload) as it is', () => {
    const win = fakeWindow({ usr: null, key: 'k2', idx: 3 });
    numberHistoryEntry(win);
    createBrowserHistory({ window: win });
    expect(win.history.replaceState).not.toHaveBeenCalled();
    expect(win.history.state).toEqual({ usr: null, key: 'k2', idx: 3 });
  });
});

describe('openSessionStorage', () => {
  it('reads sessionStorage once and survives a refused storage', () => {
    const getItem = vi.fn(() => null);
    openSessionStorage({ sessionStorage: { getItem } as unknown as Storage });
    expect(getItem).toHaveBeenCalledTimes(1);
    const refused = {
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => openSessionStorage(refused)).not.toThrow();
  });
});
