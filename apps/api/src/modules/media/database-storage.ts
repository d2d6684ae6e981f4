import type { Database } from '../../db/client.ts';
import {
  deleteBlob,
  findBlob,
  insertBlob,
  insertBlobIfMissing,
  type MediaBlob,
} from './media-blobs.repository.ts';
import type { StorageDriver } from './storage-driver.ts';

// ADR 1306: media in the database (media_blobs) when DATABASE_URL is set and neither S3_BUCKET nor
// MEDIA_DIR is: every instance stores and serves the same files, at the same /media/<key> URLs as
// the local disk. A key is never rewritten, so each instance keeps the files it served last in
// memory (at most CACHE_BYTES) and a hot image costs no database read.

/** What one instance keeps of the files it served, in bytes. */
const CACHE_BYTES = 32 * 1024 * 1024;
/** Files larger than this are read from the database each time (a large original is rarely hot). */
const CACHE_ENTRY_MAX_BYTES = 4 * 1024 * 1024;

export type { MediaBlob } from './media-blobs.repository.ts';

/** Least recently served first out, by bytes held. */
class BlobCache {
  private readonly entries = new Map<string, MediaBlob>();
  private held = 0;

  get(key: string): MediaBlob | undefined {
    const blob = this.entries.get(key);
    if (blob) {
      this.entries.delete(key);
      this.entries.set(key, blob);
    }
    return blob;
  }

  set(key: string, blob: MediaBlob): void {
    if (blob.size > CACHE_ENTRY_MAX_BYTES) return;
    this.delete(key);
    this.entries.set(key, blob);
    this.held += blob.size;
    for (const [oldest, old] of this.entries) {
      if (this.held <= CACHE_BYTES) break;
      this.entries.delete(oldest);
      this.held -= old.size;
    }
  }

  delete(key: string): void {
    const blob = this.entries.get(key);
    if (!blob) return;
    this.entries.delete(key);
    this.held -= blob.size;
  }
}

export class DatabaseStorage implements StorageDriver {
  constructor(
    private readonly db: Database,
    private readonly cache = new BlobCache(),
  ) {}

  async put(key: string, data: Buffer, contentType: string): Promise<string> {
    await insertBlob(this.db, key, data, contentType);
    return `/media/${key}`;
  }

  async remove(key: string): Promise<void> {
    this.cache.delete(key);
    await deleteBlob(this.db, key);
  }

  within(db: Database): DatabaseStorage {
    return new DatabaseStorage(db, this.cache);
  }

  /** The stored file, or undefined. */
  async read(key: string): Promise<MediaBlob | undefined> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const blob = await findBlob(this.db, key);
    if (blob) this.cache.set(key, blob);
    return blob;
  }

  /**
   * Stores a file several instances may make at once (an image width, a file imported from a
   * disk) and answers the one stored: the first maker's, so every instance serves one ETag.
   */
  async keep(key: string, data: Buffer, contentType: string): Promise<MediaBlob | undefined> {
    await insertBlobIfMissing(this.db, key, data, contentType);
    return this.read(key);
  }
}
