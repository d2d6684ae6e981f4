/** `?page&query` of an admin list; the API's pages start at 1. */
export type ListArgs = { page: number; query: string };

export const listParams = ({ page, query }: ListArgs) => ({ page, ...(query ? { query } : {}) });
