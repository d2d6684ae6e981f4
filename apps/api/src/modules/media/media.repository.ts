import type { Database } from '../../db/client.ts';
import { media } from '../../db/schema.ts';

export type MediaRow = typeof media.$inferSelect;

export async function insertMedia(
  db: Database,
  row: Omit<typeof media.$inferInsert, 'id' | 'createdAt'>,
): Promise<MediaRow> {
  const [inserted] = await db.insert(media).values(row).returning();
  return inserted!;
}
