import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  creators,
  destinationGroupDestinations,
  destinationGroups,
  destinations,
  tourPackages,
} from '../../db/schema.ts';
import { containsPattern } from '../../lib/paging.ts';

// Typo-tolerant search with pg_trgm, written on lower(column) so the trigram GIN indexes of
// schema.ts serve it. Packages and creators are found by ONE indexed condition per variant:
// `lower(column) %> variant`, a word of the column similar to it (word_similarity of at least
// 0.6, pg_trgm's default), run once per variant in a lateral join so each is its own GIN index
// scan. A chain of OR-ed LIKE, `%` and `%>` conditions per variant (up to 19), or `%> any(…)`,
// makes PostgreSQL scan every row: 110–340 ms at 1,000 packages, under 1 ms this way
// (docs/performance-log.md).
// Trigrams forgive a wrong or missing letter in longer words but not two swapped letters in a
// short one ("blai" and "bali" share one trigram of five), so the text's adjacent transpositions
// are tried as well: "blai" -> "lbai", "bali", "blia". A transposition's changed word must be
// contained as it is (`like`, also served by the trigram index): it already is the correction of
// one typo, and matched by similarity it finds titles that hold its trigrams spread over two
// words, which the index cannot tell from a match ("bail" -> "ha long bay food trail": 1,110 rows
// fetched and rejected at 100,000 packages, 13 ms; contained, none). Only the changed word: the
// whole text's pattern would repeat the other words' common trigrams in every variant's index
// scan ("rajasthan forts": 13 variants reading the "for"/"rts" lists, 16 ms → 32 ms).

/** Only short texts (one or two words) get their transpositions tried. */
const MAX_TRANSPOSED_LENGTH = 16;

/** The lower-cased text and its adjacent transpositions, without repeats. */
export function searchVariants(text: string): string[] {
  const base = text.toLowerCase();
  const variants = new Set([base]);
  // By character, not UTF-16 unit: swapping the halves of an emoji's surrogate pair would send
  // the database an invalid string.
  const chars = Array.from(base);
  if (chars.length <= MAX_TRANSPOSED_LENGTH) {
    for (let i = 0; i < chars.length - 1; i += 1) {
      const a = chars[i]!;
      const b = chars[i + 1]!;
      if (a === b || a === ' ' || b === ' ') continue;
      variants.add([...chars.slice(0, i), b, a, ...chars.slice(i + 2)].join(''));
    }
  }
  return [...variants];
}

/** The column matches the text or one of its variants. */
export function fuzzyMatch(column: AnyPgColumn, variants: string[]): SQL {
  const target = sql`lower(${column})`;
  const conditions = [sql`${target} like ${containsPattern(variants[0]!)}`];
  for (const v of variants) conditions.push(sql`${target} % ${v}`, sql`${target} %> ${v}`);
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * The ids of at most SEARCH_CANDIDATES rows of `table` where a word of one of `columns` is
 * similar to the text as typed (one `%>` condition the trigram GIN index answers) or, for each
 * transposition, a column contains its changed word.
 */
function candidateIds(
  table: PgTable,
  id: AnyPgColumn,
  columns: AnyPgColumn[],
  variants: string[],
  where?: SQL,
): SQL {
  const [typed, ...transposed] = variants;
  const filter = where ?? sql`true`;
  const similar = sql.join(
    columns.map((column) => sql`lower(${column}) %> ${typed!}`),
    sql` or `,
  );
  const typedIds = sql`(select ${id} as id from ${table} where ${filter} and (${similar}) limit ${SEARCH_CANDIDATES})`;
  if (transposed.length === 0) return typedIds;
  const contains = sql.join(
    columns.map((column) => sql`lower(${column}) like v.pattern`),
    sql` or `,
  );
  const patterns = [...new Set(transposed.map((variant) => containsPattern(changedWord(typed!, variant))))];
  // The text as typed first; SEARCH_CANDIDATES in all, which also tells the planner to look the
  // candidates up by id: estimating 200 per variant, it read the whole table instead (100,000
  // packages, "rajasthan forts": 38 ms against 1 ms).
  return sql`(select u.id from (${typedIds} union all select c.id from unnest(${variantsArray(patterns)}) as v(pattern)
    cross join lateral (select ${id} as id from ${table}
      where ${filter} and (${contains}) limit ${SEARCH_CANDIDATES}) c) u limit ${SEARCH_CANDIDATES})`;
}

/** The word of `variant` that differs from the text (a transposition never moves a space). */
export function changedWord(text: string, variant: string): string {
  const words = text.split(' ');
  return variant.split(' ').find((word, i) => word !== words[i]) ?? variant;
}

const variantsArray = (variants: string[]): SQL =>
  sql`array[${sql.join(
    variants.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** How well the column's best word matches, 0 to 1; a transposed variant counts a little less. */
export function wordScore(column: AnyPgColumn, variants: string[]): SQL<number> {
  const target = sql`lower(${column})`;
  const [typed, ...transposed] = variants;
  const best = sql`word_similarity(${typed!}, ${target})`;
  if (transposed.length === 0) return sql<number>`${best}::float8`;
  return sql<number>`greatest(${best}, 0.9 * (select max(word_similarity(v, ${target})) from unnest(${variantsArray(transposed)}) v))::float8`;
}

/**
 * Matching rows are scored in a bounded set: at 100,000 packages a common word ("bali") matches
 * thousands of titles, and scoring them all grows with the catalogue. The index finds at most
 * this many, the best of them are shown (ties are common: most share the matched word exactly).
 */
export const SEARCH_CANDIDATES = 200;

/** How well the column matches, 0 to 1 (1 for containing the text as typed). */
export function fuzzyScore(column: AnyPgColumn, variants: string[]): SQL<number> {
  const target = sql`lower(${column})`;
  const scores = [sql`case when ${target} like ${containsPattern(variants[0]!)} then 1 else 0 end`];
  variants.forEach((v, i) => {
    // A transposed variant counts a little less than the text as typed.
    const weight = i === 0 ? sql`1.0` : sql`0.9`;
    scores.push(sql`${weight} * greatest(similarity(${target}, ${v}), word_similarity(${v}, ${target}))`);
  });
  return sql<number>`greatest(${sql.join(scores, sql`, `)})::float8`;
}

export function searchPackages(db: Database, variants: string[], limit: number) {
  const candidates = candidateIds(
    tourPackages,
    tourPackages.id,
    [tourPackages.title],
    variants,
    eq(tourPackages.status, 'Published'),
  );
  const score = wordScore(tourPackages.title, variants);
  return db
    .select({
      id: tourPackages.id,
      title: tourPackages.title,
      slug: tourPackages.slug,
      thumb: tourPackages.thumb,
      startingPricePaise: tourPackages.startingPricePaise,
      pricingType: tourPackages.pricingType,
      creatorId: creators.id,
      creatorFullName: creators.fullName,
      creatorUsername: creators.username,
      creatorProfileImage: creators.profileImage,
    })
    .from(tourPackages)
    .innerJoin(creators, eq(creators.id, tourPackages.creatorId))
    .where(sql`${tourPackages.id} in ${candidates}`)
    .orderBy(sql`${score} desc`, sql`${tourPackages.publishedAt} desc nulls last`, tourPackages.id)
    .limit(limit);
}

export function searchCreators(db: Database, variants: string[], limit: number) {
  const score = sql`greatest(${wordScore(creators.username, variants)}, ${wordScore(creators.fullName, variants)})`;
  const candidates = candidateIds(creators, creators.id, [creators.username, creators.fullName], variants);
  return db
    .select({
      id: creators.id,
      username: creators.username,
      fullName: creators.fullName,
      profileImage: creators.profileImage,
      title: creators.title,
    })
    .from(creators)
    .where(sql`${creators.id} in ${candidates}`)
    .orderBy(sql`${score} desc`, sql`lower(${creators.username})`)
    .limit(limit);
}

/** Groups by their name, and groups one of whose places matches ("ubud" finds Bali). */
export function searchDestinationGroups(db: Database, variants: string[], limit: number) {
  const placeScore = sql<number>`(select max(${fuzzyScore(destinations.name, variants)})
    from ${destinationGroupDestinations}
    inner join ${destinations} on ${destinations.id} = ${destinationGroupDestinations.destinationId}
    where ${destinationGroupDestinations.groupId} = "destination_groups"."id"
      and ${fuzzyMatch(destinations.name, variants)})`;
  const score = sql`greatest(
    case when ${fuzzyMatch(destinationGroups.name, variants)} then ${fuzzyScore(destinationGroups.name, variants)} end,
    0.9 * ${placeScore})`;
  return db
    .select({
      id: destinationGroups.id,
      name: destinationGroups.name,
      slug: destinationGroups.slug,
      image: destinationGroups.image,
    })
    .from(destinationGroups)
    .where(sql`${score} is not null`)
    .orderBy(sql`${score} desc`, sql`lower(${destinationGroups.name})`)
    .limit(limit);
}
