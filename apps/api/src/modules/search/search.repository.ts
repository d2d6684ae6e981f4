import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
// schema.ts serve it. A column matches a text when it contains it (ILIKE), is similar to it
// (`%`, similarity above 0.3) or contains a word similar to it (`%>`, word_similarity above 0.6).
// Trigrams forgive a wrong or missing letter in longer words but not two swapped letters in a
// short one ("blai" and "bali" share one trigram of five), so the text's adjacent transpositions
// are tried as well: "blai" -> "lbai", "bali", "blia".

/** Only short texts (one or two words) get their transpositions tried. */
const MAX_TRANSPOSED_LENGTH = 16;

/** The lower-cased text and its adjacent transpositions, without repeats. */
export function searchVariants(text: string): string[] {
  const base = text.toLowerCase();
  const variants = new Set([base]);
  if (base.length <= MAX_TRANSPOSED_LENGTH) {
    for (let i = 0; i < base.length - 1; i += 1) {
      const a = base[i]!;
      const b = base[i + 1]!;
      if (a === b || a === ' ' || b === ' ') continue;
      variants.add(base.slice(0, i) + b + a + base.slice(i + 2));
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
  const score = fuzzyScore(tourPackages.title, variants);
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
    .where(and(eq(tourPackages.status, 'Published'), fuzzyMatch(tourPackages.title, variants)))
    .orderBy(sql`${score} desc`, sql`${tourPackages.publishedAt} desc nulls last`, tourPackages.id)
    .limit(limit);
}

export function searchCreators(db: Database, variants: string[], limit: number) {
  const score = sql`greatest(${fuzzyScore(creators.username, variants)}, ${fuzzyScore(creators.fullName, variants)})`;
  return db
    .select({
      id: creators.id,
      username: creators.username,
      fullName: creators.fullName,
      profileImage: creators.profileImage,
      title: creators.title,
    })
    .from(creators)
    .where(sql`(${fuzzyMatch(creators.username, variants)} or ${fuzzyMatch(creators.fullName, variants)})`)
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
