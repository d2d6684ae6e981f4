import { describe, expect, it } from 'vitest';
import { listHref, listQueryOf } from './list-params';

describe('/packages filters in the URL', () => {
  it('reads every filter', () => {
    const params = new URLSearchParams(
      'page=2&destination=goa&minPrice=1000&maxPrice=5000.5&sort=price&query=beach',
    );
    expect(listQueryOf(params)).toEqual({
      page: 2,
      destination: 'goa',
      minPrice: 1000,
      maxPrice: 5000.5,
      sort: 'price',
      query: 'beach',
    });
  });

  it('falls back to page 1, newest and no price for missing or broken values', () => {
    const params = new URLSearchParams('page=1.5&minPrice=-3&maxPrice=abc&sort=cheapest');
    expect(listQueryOf(params)).toEqual({
      page: 1,
      destination: '',
      minPrice: undefined,
      maxPrice: undefined,
      sort: 'newest',
      query: '',
    });
    expect(listQueryOf(new URLSearchParams('minPrice=%20')).minPrice).toBeUndefined();
    expect(listQueryOf(new URLSearchParams('minPrice=0')).minPrice).toBe(0);
  });

  it('writes only what differs from the defaults', () => {
    expect(listHref({ page: 1, sort: 'newest', query: '', destination: '' })).toBe('/packages');
    expect(listHref({ page: 3, sort: 'price_desc', query: 'hill', destination: 'manali', minPrice: 0 })).toBe(
      '/packages?query=hill&destination=manali&minPrice=0&sort=price_desc&page=3',
    );
  });

  it('reads back what it writes', () => {
    const query = { page: 2, sort: 'price' as const, query: 'beach', destination: 'goa', maxPrice: 9000 };
    const href = listHref(query);
    expect(listQueryOf(new URLSearchParams(href.split('?')[1]))).toEqual({ ...query, minPrice: undefined });
  });
});
