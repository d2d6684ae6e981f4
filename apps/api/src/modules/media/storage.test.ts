import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage.ts';
import { createStorage, LocalDiskStorage } from './storage.ts';

describe('storage drivers', () => {
  it('local disk: writes under the root, answers /media/<key>, never overwrites, removes', async () => {
    const root = await mkdtemp(join(tmpdir(), 'wayfarer-storage-'));
    const storage = new LocalDiskStorage(root);
    const url = await storage.put('2026/01/a.png', Buffer.from('x'));
    expect(url).toBe('/media/2026/01/a.png');
    expect(await readFile(join(root, '2026/01/a.png'), 'utf8')).toBe('x');
    await expect(storage.put('2026/01/a.png', Buffer.from('y'))).rejects.toThrow();
    await storage.remove('2026/01/a.png');
    await expect(readFile(join(root, '2026/01/a.png'))).rejects.toThrow();
    await rm(root, { recursive: true, force: true });
  });

  it('picks S3 when S3_BUCKET is configured, local disk otherwise', () => {
    expect(createStorage({ dataDir: '/data', s3: null })).toBeInstanceOf(LocalDiskStorage);
    expect(createStorage({ dataDir: '/data', s3: { bucket: 'b', region: 'eu-west-1' } })).toBeInstanceOf(
      S3Storage,
    );
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
