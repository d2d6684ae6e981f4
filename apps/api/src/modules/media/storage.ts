import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { DatabaseStorage } from './database-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { StorageDriver } from './storage-driver.ts';

// The drivers implement storage-driver.ts, which neither imports (no storage <-> s3-storage cycle).
export type { StorageDriver } from './storage-driver.ts';

type MediaConfig = Pick<Config, 'dataDir' | 'mediaDir' | 's3' | 'databaseUrl'>;

/** The instance's own media folder: DATA_DIR/media. */
export const mediaDir = (dataDir: string) => join(dataDir, 'media');

/** The folder the API serves /media/… from when media are files: MEDIA_DIR, else DATA_DIR/media. */
export const localMediaRoot = (config: Pick<Config, 'dataDir' | 'mediaDir'>) =>
  config.mediaDir ?? mediaDir(config.dataDir);

/**
 * Where uploads and the demo seed's images go (ADR 1306), first match:
 * S3_BUCKET: the bucket; MEDIA_DIR: that folder (a mount every instance shares); DATABASE_URL:
 * the database (media_blobs), so every instance serves every file; else (PGlite, one process)
 * DATA_DIR/media.
 */
export type MediaStore =
  | { kind: 's3' }
  | { kind: 'folder'; root: string; shared: boolean }
  | { kind: 'database' };

export function mediaStoreOf(config: MediaConfig): MediaStore {
  if (config.s3) return { kind: 's3' };
  if (config.mediaDir) return { kind: 'folder', root: config.mediaDir, shared: true };
  if (config.databaseUrl) return { kind: 'database' };
  return { kind: 'folder', root: mediaDir(config.dataDir), shared: false };
}

/** Files under a folder (DATA_DIR/media or MEDIA_DIR), served by the API at /media/<key>. */
export class LocalDiskStorage implements StorageDriver {
  constructor(private readonly root: string) {}

  async put(key: string, data: Buffer): Promise<string> {
    const path = join(this.root, key);
    await mkdir(dirname(path), { recursive: true });
    // 'wx': a key is a fresh UUID, so an existing file would be a bug, never overwritten.
    await writeFile(path, data, { flag: 'wx' });
    return `/media/${key}`;
  }

  async remove(key: string): Promise<void> {
    await rm(join(this.root, key), { force: true });
  }
}

export function createStorage(config: MediaConfig, db: Database): StorageDriver {
  if (config.s3) return new S3Storage(config.s3);
  const store = mediaStoreOf(config);
  return store.kind === 'folder' ? new LocalDiskStorage(store.root) : new DatabaseStorage(db);
}

/**
 * The bytes of a file the API serves at /media/<key> (a server-side reader, such as a picture
 * drawn into something else): the database's when media are stored there, else the file under
 * `root`; undefined when there is none. `key` must already be checked to stay under `root`.
 */
export async function readLocalMedia(
  storage: StorageDriver,
  root: string,
  key: string,
): Promise<Buffer | undefined> {
  if (storage instanceof DatabaseStorage) return (await storage.read(key))?.bytes;
  return readFile(join(root, key)).catch(() => undefined);
}
