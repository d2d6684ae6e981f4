import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { creators, media } from '../db/schema.ts';
import type { StorageDriver } from '../modules/media/storage.ts';
import { runSeed } from './seed.ts';

// Several instances share their media: the demo images go through the storage driver uploads use
// (S3 on a fleet), never straight onto the seeding instance's disk.

const CDN = 'https://cdn.test/wayfarer';

/** A driver like S3Storage seen from outside: it keeps what it is given and answers its own URL. */
function fakeDriver(failAfter = Number.POSITIVE_INFINITY) {
  const objects = new Map<string, { data: Buffer; contentType: string }>();
  const removed: string[] = [];
  const storage: StorageDriver = {
    put: async (key, data, contentType) => {
      if (objects.size >= failAfter) throw new Error('bucket unreachable');
      objects.set(key, { data, contentType });
      return `${CDN}/${key}`;
    },
    remove: async (key) => {
      removed.push(key);
      objects.delete(key);
    },
  };
  return { storage, objects, removed };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('demo seed storage', () => {
  it('stores every demo image through the given driver, nothing on local disk', async () => {
    t = await createTestApp();
    const driver = fakeDriver();
    const seeded = await runSeed(t.database.db, { ...t.config, seedDemo: true }, { storage: driver.storage });
    expect(seeded.demo?.creators).toBeGreaterThan(0);

    const rows = await t.database.db.select().from(media);
    expect(rows.length).toBeGreaterThan(0);
    // Every recorded image is one object the driver holds, at the driver's URL, and vice versa.
    expect(new Set(rows.map((m) => m.storageKey))).toEqual(new Set(driver.objects.keys()));
    for (const row of rows) expect(row.url).toBe(`${CDN}/${row.storageKey}`);
    for (const { data, contentType } of driver.objects.values()) {
      expect(contentType).toBe('image/jpeg');
      expect(data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    // The rows point at the driver's URLs, and the instance's own media folder stays empty.
    const profiles = await t.database.db.select({ image: creators.profileImage }).from(creators);
    for (const { image } of profiles) expect(image).toMatch(new RegExp(`^${CDN}/demo/`));
    // (app.ts may make the folder to serve it from; it must hold no file.)
    const localMedia = join(t.config.dataDir, 'media');
    const localFiles = existsSync(localMedia) ? readdirSync(localMedia, { recursive: true }) : [];
    expect(localFiles).toEqual([]);
  });

  it('takes back, through the driver, what it stored when storing fails half-way', async () => {
    t = await createTestApp();
    const driver = fakeDriver(5);
    await expect(
      runSeed(t.database.db, { ...t.config, seedDemo: true }, { storage: driver.storage }),
    ).rejects.toThrow('bucket unreachable');
    expect(driver.removed).toHaveLength(5);
    expect(driver.objects.size).toBe(0);
    expect(await t.database.db.select().from(media)).toEqual([]);
  });
});
