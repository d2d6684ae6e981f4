import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../lib/paging.ts';

// Name search for the pickers and admin lists. Every expression is written on lower(column),
// the expression the pg_trgm GIN indexes of schema.ts are built on, so PostgreSQL can use them.

/** The name contains the text, whatever its case (ILIKE '%text%'). */
export const nameContains = (column: AnyPgColumn, text: string): SQL =>
  sql`lower(${column}) ilike ${containsPattern(text)}`;

/** Contains the text, or is close to it by trigram similarity (a typo: "Rajastan"). */
export const nameMatches = (column: AnyPgColumn, text: string): SQL =>
  sql`(${nameContains(column, text)} or lower(${column}) % ${text.toLowerCase()})`;

/** Best match first: trigram similarity to the text, then the name. */
export const byNameRelevance = (column: AnyPgColumn, text: string): SQL[] => [
  sql`similarity(lower(${column}), ${text.toLowerCase()}) desc`,
  sql`lower(${column})`,
];

/** The name equals the text whatever its case (the `lower(name)` unique indexes). */
export const nameEquals = (column: AnyPgColumn, text: string): SQL =>
  sql`lower(${column}) = ${text.toLowerCase()}`;
