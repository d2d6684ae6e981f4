import { and, eq, like, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { media, mediaBlobs } from '../../db/schema.ts';

export type MediaBlob = { contentType: string; bytes: Buffer; size: number; createdAt: Date };

/** A new key (a fresh UUID): a key already stored is a bug and throws, never overwritten. */
export async function insertBlob(db: Database, key: string, bytes: Buffer, contentType: string) {
  await db.insert(mediaBlobs).values({ key, contentType, bytes, size: bytes.length });
}

/**
 * A blob several instances may make at once (an image width, a file imported from a disk): the
 * first one stays; the others' inserts do nothing.
 */
export async function insertBlobIfMissing(db: Database, key: string, bytes: Buffer, contentType: string) {
  await db.insert(mediaBlobs).values({ key, contentType, bytes, size: bytes.length }).onConflictDoNothing();
}

export async function findBlob(db: Database, key: string): Promise<MediaBlob | undefined> {
  const [row] = await db
    .select({
      contentType: mediaBlobs.contentType,
      bytes: mediaBlobs.bytes,
      size: mediaBlobs.size,
      createdAt: mediaBlobs.createdAt,
    })
    .from(mediaBlobs)
    .where(eq(mediaBlobs.key, key));
  return row;
}

export async function deleteBlob(db: Database, key: string): Promise<void> {
  await db.delete(mediaBlobs).where(eq(mediaBlobs.key, key));
}

/**
 * Recorded media served by the API (/media/…) whose bytes the database does not hold: what an
 * earlier version wrote to one instance's disk.
 */
export async function localMediaWithoutBlobs(db: Database): Promise<{ key: string; mime: string }[]> {
  return db
    .select({ key: media.storageKey, mime: media.mime })
    .from(media)
    .where(
      and(
        like(media.url, '/media/%'),
        notExists(
          db.select({ key: mediaBlobs.key }).from(mediaBlobs).where(eq(mediaBlobs.key, media.storageKey)),
        ),
      ),
    );
}
