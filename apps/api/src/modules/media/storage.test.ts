import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage.ts';
import type { Database } from '../../db/client.ts';
import { DatabaseStorage } from './database-storage.ts';
import { createStorage, LocalDiskStorage, localMediaRoot, mediaStoreOf, readLocalMedia } from './storage.ts';

describe('storage drivers', () => {
  it('local disk: writes under the root, answers /media/<key>, never overwrites, removes', async () => {
    const root = await mkdtemp(join(tmpdir(), 'wayfarer-storage-'));
    const storage = new LocalDiskStorage(root);
    const url = await storage.put('2026/01/a.png', Buffer.from('x'));
    expect(url).toBe('/media/2026/01/a.png');
    expect(await readFile(join(root, '2026/01/a.png'), 'utf8')).toBe('x');
    await expect(storage.put('2026/01/a.png', Buffer.from('y'))).rejects.toThrow();
    expect(await readLocalMedia(storage, root, '2026/01/a.png')).toEqual(Buffer.from('x'));
    await storage.remove('2026/01/a.png');
    expect(await readLocalMedia(storage, root, '2026/01/a.png')).toBeUndefined();
    await expect(readFile(join(root, '2026/01/a.png'))).rejects.toThrow();
    await rm(root, { recursive: true, force: true });
  });

  it('picks S3, else MEDIA_DIR, else the database with DATABASE_URL, else DATA_DIR/media (ADR 1306)', () => {
    const db = {} as Database;
    const base = { dataDir: '/data', s3: null, mediaDir: null, databaseUrl: undefined };
    const s3 = { bucket: 'b', region: 'eu-west-1' };
    const pg = 'postgres://db/wayfarer';
    expect(createStorage(base, db)).toBeInstanceOf(LocalDiskStorage);
    expect(mediaStoreOf(base)).toEqual({ kind: 'folder', root: '/data/media', shared: false });
    expect(createStorage({ ...base, s3 }, db)).toBeInstanceOf(S3Storage);
    expect(createStorage({ ...base, s3, databaseUrl: pg }, db)).toBeInstanceOf(S3Storage);
    expect(createStorage({ ...base, databaseUrl: pg }, db)).toBeInstanceOf(DatabaseStorage);
    expect(mediaStoreOf({ ...base, databaseUrl: pg })).toEqual({ kind: 'database' });
    expect(createStorage({ ...base, databaseUrl: pg, mediaDir: '/mnt/media' }, db)).toBeInstanceOf(
      LocalDiskStorage,
    );
    expect(mediaStoreOf({ ...base, databaseUrl: pg, mediaDir: '/mnt/media' })).toEqual({
      kind: 'folder',
      root: '/mnt/media',
      shared: true,
    });
    expect(localMediaRoot({ dataDir: '/data', mediaDir: null })).toBe('/data/media');
    expect(localMediaRoot({ dataDir: '/data', mediaDir: '/mnt/media' })).toBe('/mnt/media');
  });

  it.each([
    [{ publicUrl: 'https://cdn.example.com' }, 'https://cdn.example.com/2026/01/a.jpg'],
    [{ endpoint: 'http://127.0.0.1:9000/' }, 'http://127.0.0.1:9000/media/2026/01/a.jpg'],
    [{}, 'https://media.s3.eu-west-1.amazonaws.com/2026/01/a.jpg'],
  ])('S3 object URL for %j', (extra, expected) => {
    const storage = new S3Storage({ bucket: 'media', region: 'eu-west-1', ...extra });
    expect(storage.urlOf('2026/01/a.jpg')).toBe(expected);
  });
});
