import type { Paged } from '@wayfarer/shared/schemas/catalogue';

/** A page of a list: `page` starts at 1 (pageQuery), `limit` is fixed per route. */
export type PageRequest = { page: number; limit: number };

export const offsetOf = ({ page, limit }: PageRequest): number => (page - 1) * limit;

/** ARCHITECTURE.md: { results, page, limit, totalPages, totalResults }. */
export function toPaged<T>(results: T[], totalResults: number, { page, limit }: PageRequest): Paged<T> {
  return { results, page, limit, totalPages: Math.ceil(totalResults / limit), totalResults };
}

/**
 * `%text%` for LIKE/ILIKE, the wildcards of the text escaped (PostgreSQL's default escape
 * character is the backslash), lower-cased to match the `lower(column)` trigram indexes.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}
