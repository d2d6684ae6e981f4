import type { PublicListQuery, PublicListSort } from '@wayfarer/shared/schemas/tour-public';

export const sortOptions: { value: PublicListSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
];

const isSort = (value: string | null): value is PublicListSort =>
  sortOptions.some((option) => option.value === value);

const priceOf = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 ? price : undefined;
};

/** The /packages filters as kept in the URL (?page&destination&minPrice&maxPrice&sort&query). */
export function listQueryOf(
  params: URLSearchParams,
): Required<Pick<PublicListQuery, 'page' | 'sort'>> & PublicListQuery {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    destination: params.get('destination') ?? '',
    minPrice: priceOf(params.get('minPrice')),
    maxPrice: priceOf(params.get('maxPrice')),
    sort: isSort(sort) ? sort : 'newest',
    query: params.get('query') ?? '',
  };
}

/** A /packages URL with the given filters; defaults and empty values are left out. */
export function listHref(query: PublicListQuery): string {
  const params = new URLSearchParams();
  if (query.query) params.set('query', String(query.query));
  if (query.destination) params.set('destination', String(query.destination));
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  if (query.sort && query.sort !== 'newest') params.set('sort', String(query.sort));
  if (query.page && Number(query.page) > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `/packages?${search}` : '/packages';
}
