/** `?page&query` of a list; the API's pages start at 1. */
export type ListArgs = { page: number; query: string };

/** The query parameters of a list: an empty search is left out, so URLs and cache keys stay short. */
export const listParams = ({ page, query }: ListArgs) => ({ page, ...(query ? { query } : {}) });

/** The first page of a list, unfiltered: what pickers and public sections show. */
export const FIRST_PAGE: ListArgs = Object.freeze({ page: 1, query: '' });
