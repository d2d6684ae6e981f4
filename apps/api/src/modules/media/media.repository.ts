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

/** Several at once (the demo seed's generated pictures). */
export async function insertMediaRows(
  db: Database,
  rows: Omit<typeof media.$inferInsert, 'id' | 'createdAt'>[],
): Promise<void> {
  if (rows.length > 0) await db.insert(media).values(rows);
}
