import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { insertMediaRows } from '../../modules/media/media.repository.ts';
import type { StorageDriver } from '../../modules/media/storage.ts';
import type { Database } from '../../db/client.ts';
import { DEMO_IMAGE_SIZES, type DemoImageSpec, renderDemoSvg } from './demo-image-svg.ts';

export type { DemoImageSize, DemoImageSpec, DemoScene } from './demo-image-svg.ts';

// Demo pictures made here, no network: the SVG of demo-image-svg.ts rendered to JPEG by sharp
// and stored through the same StorageDriver uploads use, so the URLs behave like uploaded ones.

/** Huffman optimisation off: a few more bytes, a quarter less time (the seed must stay fast). */
export function renderDemoJpeg(spec: DemoImageSpec): Promise<Buffer> {
  return sharp(Buffer.from(renderDemoSvg(spec)))
    .jpeg({ quality: 80, optimiseCoding: false })
    .toBuffer();
}

/** One key per distinct picture: the same spec is drawn and stored once. */
export const demoImageKey = (spec: DemoImageSpec) =>
  `${spec.size}|${spec.scene}|${spec.label}|${spec.caption ?? ''}`;

type StoredImage = Omit<Parameters<typeof insertMediaRows>[1][number], 'ownerId'>;

/**
 * Draws and stores every distinct picture of `specs` (in parallel, one per core) and answers
 * each key (demoImageKey) with its URL. The files are recorded in `media` without an owner,
 * like any stored image.
 */
export async function createDemoImages(
  ctx: { db: Database; storage: StorageDriver },
  specs: DemoImageSpec[],
): Promise<Map<string, string>> {
  const queue = [...new Map(specs.map((spec) => [demoImageKey(spec), spec])).values()];
  const urls = new Map<string, string>();
  const stored: StoredImage[] = [];
  const worker = async () => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      const data = await renderDemoJpeg(spec);
      const storageKey = `demo/${randomUUID()}.jpg`;
      const url = await ctx.storage.put(storageKey, data, 'image/jpeg');
      const { width, height } = DEMO_IMAGE_SIZES[spec.size];
      urls.set(demoImageKey(spec), url);
      stored.push({ url, storageKey, mime: 'image/jpeg', width, height, bytes: data.length });
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  await insertMediaRows(
    ctx.db,
    stored.map((image) => ({ ...image, ownerId: null })),
  );
  return urls;
}
