import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { processImage } from './image-processing.ts';
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
