import { leadStatuses } from '@wayfarer/shared/enums';
import { describe, expect, it } from 'vitest';
import { listKeysOf, pageHref, readListParams, withFilter } from './list-url';

const keys = listKeysOf('search');

describe('list URL state', () => {
  it('names the keys, prefixed for a second list on the screen', () => {
    expect(listKeysOf('search')).toEqual({ pageKey: 'page', queryKey: 'search', statusKey: 'status' });
    expect(listKeysOf('query', 'hotels')).toEqual({
      pageKey: 'hotelspage',
      queryKey: 'hotelsquery',
      statusKey: 'hotelsstatus',
    });
  });

  it('reads the page, the search and a known status', () => {
    const params = new URLSearchParams('page=3&search=asha&status=followed');
    expect(readListParams(params, keys, leadStatuses)).toEqual({
      page: 3,
      query: 'asha',
      status: 'followed',
    });
  });

  it('reads a missing or broken page as 1 and an unknown status as no filter', () => {
    for (const page of ['', 'abc', '0', '-4']) {
      expect(readListParams(new URLSearchParams(`page=${page}`), keys, leadStatuses).page).toBe(1);
    }
    const params = new URLSearchParams('status=deleted');
    expect(readListParams(params, keys, leadStatuses)).toEqual({ page: 1, query: '', status: '' });
    expect(readListParams(new URLSearchParams('status=new'), keys, []).status).toBe('');
  });

  it('starts a new filter again at page 1 and drops an emptied one', () => {
    const params = new URLSearchParams('page=4&search=goa&status=new');
    expect(withFilter(params, 'status', 'confirmed', 'page').toString()).toBe('search=goa&status=confirmed');
    expect(withFilter(params, 'search', '', 'page').toString()).toBe('status=new');
    expect(params.toString()).toBe('page=4&search=goa&status=new');
  });

  it('links to a page keeping the other keys', () => {
    const params = new URLSearchParams('search=goa&status=new');
    expect(pageHref(params, 'page', 2)).toBe('?search=goa&status=new&page=2');
    expect(pageHref(new URLSearchParams('page=2'), 'page', 5)).toBe('?page=5');
  });
});
