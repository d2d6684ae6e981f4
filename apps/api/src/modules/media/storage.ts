import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Config } from '../../config.ts';
import { S3Storage } from './s3-storage.ts';
import type { StorageDriver } from './storage-driver.ts';

// The drivers implement storage-driver.ts, which neither imports (no storage <-> s3-storage cycle).
export type { StorageDriver } from './storage-driver.ts';

export const mediaDir = (dataDir: string) => join(dataDir, 'media');

/** Default: files under DATA_DIR/media, served by the API at /media/<key>. */
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

export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): StorageDriver {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(mediaDir(config.dataDir));
}
