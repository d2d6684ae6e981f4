import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creatorBannerImages, creatorMemories } from '../../db/schema.ts';

export type BannerImageRow = typeof creatorBannerImages.$inferSelect;
export type MemoryRow = typeof creatorMemories.$inferSelect;
export type NewMemory = Omit<typeof creatorMemories.$inferInsert, 'id'>;

export async function findBannerImages(db: Database, creatorId: string): Promise<BannerImageRow[]> {
  return db
    .select()
    .from(creatorBannerImages)
    .where(eq(creatorBannerImages.creatorId, creatorId))
    .orderBy(asc(creatorBannerImages.order));
}

/** Rows of one or several creators (the demo seed inserts them all at once). */
export async function insertBannerImages(db: Database, rows: BannerImageRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(creatorBannerImages).values(rows);
}

export async function deleteBannerImages(db: Database, creatorId: string): Promise<void> {
  await db.delete(creatorBannerImages).where(eq(creatorBannerImages.creatorId, creatorId));
}

/** In the creator's order; equal orders keep the order they were saved in. */
export async function findMemories(db: Database, creatorId: string): Promise<MemoryRow[]> {
  return db
    .select()
    .from(creatorMemories)
    .where(eq(creatorMemories.creatorId, creatorId))
    .orderBy(asc(creatorMemories.order), asc(creatorMemories.position));
}

export async function insertMemories(db: Database, rows: NewMemory[]): Promise<void> {
  if (rows.length > 0) await db.insert(creatorMemories).values(rows);
}

export async function deleteMemories(db: Database, creatorId: string): Promise<void> {
  await db.delete(creatorMemories).where(eq(creatorMemories.creatorId, creatorId));
}
