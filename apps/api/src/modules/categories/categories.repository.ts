import type { NamedRef } from '@wayfarer/shared/schemas/catalogue';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { byNameRelevance, nameContains, nameEquals, nameMatches } from '../../db/name-search.ts';
import { creatorCategories, tourCategories } from '../../db/schema.ts';

export type CategoryRow = typeof tourCategories.$inferSelect;
export type NewCategory = Pick<typeof tourCategories.$inferInsert, 'name' | 'image' | 'banner'>;

/** Several at once (the demo seed; the admin adds one at a time). */
export async function insertCategories(db: Database, rows: NewCategory[]): Promise<CategoryRow[]> {
  if (rows.length === 0) return [];
  return db.insert(tourCategories).values(rows).returning();
}

export async function findCategoryById(db: Database, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(tourCategories).where(eq(tourCategories.id, id)).limit(1);
  return row;
}

/** A page in name order; `query` (may be empty) filters by name. */
export async function listCategories(
  db: Database,
  options: { query: string; offset: number; limit: number },
): Promise<{ rows: CategoryRow[]; total: number }> {
  const where = options.query ? nameContains(tourCategories.name, options.query) : undefined;
  const rows = await db
    .select()
    .from(tourCategories)
    .where(where)
    .orderBy(sql`lower(${tourCategories.name})`, tourCategories.id)
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ value: count() }).from(tourCategories).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** The picker's search: names containing the text or close to it, best match first. */
export async function searchCategoryNames(db: Database, name: string, limit: number): Promise<NamedRef[]> {
  const query = db.select({ id: tourCategories.id, name: tourCategories.name }).from(tourCategories);
  if (!name) return query.orderBy(sql`lower(${tourCategories.name})`).limit(limit);
  return query
    .where(nameMatches(tourCategories.name, name))
    .orderBy(...byNameRelevance(tourCategories.name, name))
    .limit(limit);
}

/** Which of these (UUID-shaped) ids name a category. */
export async function findExistingCategoryIds(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: tourCategories.id })
    .from(tourCategories)
    .where(inArray(tourCategories.id, ids));
  return rows.map((row) => row.id);
}

export async function hasCategories(db: Database): Promise<boolean> {
  const rows = await db.select({ id: tourCategories.id }).from(tourCategories).limit(1);
  return rows.length > 0;
}

/** Ids by lower-cased name, for the given names that exist. */
export async function findCategoryIdsByName(db: Database, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: tourCategories.id, name: tourCategories.name })
    .from(tourCategories)
    .where(
      inArray(
        sql`lower(${tourCategories.name})`,
        names.map((name) => name.toLowerCase()),
      ),
    );
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

export async function updateCategory(
  db: Database,
  id: string,
  values: NewCategory,
): Promise<CategoryRow | undefined> {
  const [row] = await db.update(tourCategories).set(values).where(eq(tourCategories.id, id)).returning();
  return row;
}

/** Another category already has this name, whatever its case. */
export async function isCategoryNameTaken(db: Database, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: tourCategories.id })
    .from(tourCategories)
    .where(and(nameEquals(tourCategories.name, name), exceptId ? ne(tourCategories.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** How many creators list the category (indexed on creator_categories.category_id). */
export async function countCategoryCreators(db: Database, id: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(creatorCategories)
    .where(eq(creatorCategories.categoryId, id));
  return row?.value ?? 0;
}

export async function deleteCategory(db: Database, id: string): Promise<void> {
  await db.delete(tourCategories).where(eq(tourCategories.id, id));
}
