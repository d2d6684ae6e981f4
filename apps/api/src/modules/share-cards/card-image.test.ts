import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderCard } from './card-image.ts';
import type { CardContent } from './card-svg.ts';

// A card is a 1200 × 630 PNG: the photo under the text, or the designed orange background when
// there is none (or it cannot be read); a long title stays inside the margins.

const CONTENT: CardContent = {
  title: 'Spiti Valley Winter Expedition',
  byline: 'by Riya Sen',
  dates: '12 Mar 2027 · 26 Mar 2027 · 09 Apr 2027',
  price: 'Starting From ₹25,000.00 per adult',
};
const LONG_TITLE =
  'Spiti Valley Winter Expedition with Snow Leopards, Key Monastery and Chandratal Lake Camp for 9 days';

const solid = (background: string, width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    info,
    at: (x: number, y: number) => {
      const i = (y * info.width + x) * 3;
      return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
    },
  };
}

describe('renderCard', () => {
  it('is a 1200 × 630 PNG with the photo under the text', async () => {
    const png = await renderCard(CONTENT, { photo: await solid('#1f9d55') });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    const { at } = await pixels(png);
    const right = at(1150, 300);
    // Green, darkened by the scrim.
    expect(right.g).toBeGreaterThan(right.r + 30);
  });

  it('draws the designed background without a photo, or when the photo cannot be read', async () => {
    for (const photo of [undefined, Buffer.from('not an image')]) {
      const png = await renderCard(CONTENT, { photo });
      const { at } = await pixels(png);
      const right = at(1150, 300);
      expect(right.r).toBeGreaterThan(right.g + 40);
    }
  });

  it('keeps a 100-character title inside the margins', async () => {
    expect(LONG_TITLE).toHaveLength(100);
    const png = await renderCard({ ...CONTENT, title: LONG_TITLE }, {});
    const { at } = await pixels(png);
    // The text is white; the orange background has little green. Nothing white right of the margin.
    let white = 0;
    for (let y = 130; y < 600; y++) for (let x = 1137; x < 1200; x++) if (at(x, y).g > 200) white++;
    expect(white).toBe(0);
    // …and the title is there, across the width.
    let titleInk = 0;
    for (let y = 200; y < 460; y++) for (let x = 64; x < 1136; x++) if (at(x, y).g > 200) titleInk++;
    expect(titleInk).toBeGreaterThan(10_000);
  });

  it("puts a creator's portrait in a circle on the right", async () => {
    const png = await renderCard(
      { kicker: 'Discover your next adventure with', title: 'Riya Sen', price: CONTENT.price },
      { avatar: await solid('#2563eb', 400, 400) },
    );
    const { at } = await pixels(png);
    const centre = at(1200 - 64 - 120, 315);
    expect(centre.b).toBeGreaterThan(200);
    expect(centre.r).toBeLessThan(80);
  });
});
