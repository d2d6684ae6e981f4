import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../db/client.ts';
import { DatabaseStorage } from './database-storage.ts';
import { processImage } from './image-processing.ts';
import { localMediaWithoutBlobs } from './media-blobs.repository.ts';
import { isMediaKey } from './media-files.ts';
import { insertMedia } from './media.repository.ts';
import type { StorageDriver } from './storage.ts';

type MediaContext = { db: Database; storage: StorageDriver };

/** Every check runs on the in-memory buffer first: a rejected upload writes nothing. */
export async function uploadImage(ctx: MediaContext, upload: { data: Buffer; ownerId: string }) {
  const image = await processImage(upload.data);
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `${now.getUTCFullYear()}/${month}/${randomUUID()}.${image.extension}`;
  const url = await ctx.storage.put(key, image.data, image.mime);
  try {
    await insertMedia(ctx.db, {
      url,
      storageKey: key,
      ownerId: upload.ownerId,
      mime: image.mime,
      width: image.width,
      height: image.height,
      bytes: image.data.length,
    });
  } catch (error) {
    await ctx.storage.remove(key).catch(() => {});
    throw error;
  }
  return { url };
}

/**
 * Media in the database (ADR 1306): copies in what an earlier version wrote to this instance's
 * disk (recorded media at /media/… whose bytes the database lacks and `root` holds), so every
 * instance serves it. Each instance adds what it has; answers how many files it copied.
 */
export async function importLocalMedia(ctx: MediaContext, root: string): Promise<number> {
  if (!(ctx.storage instanceof DatabaseStorage)) return 0;
  let copied = 0;
  for (const { key, mime } of await localMediaWithoutBlobs(ctx.db)) {
    if (!isMediaKey(key)) continue;
    const bytes = await readFile(join(root, key)).catch(() => undefined);
    if (!bytes) continue;
    await ctx.storage.keep(key, bytes, mime);
    copied += 1;
  }
  return copied;
}
