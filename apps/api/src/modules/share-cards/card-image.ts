import sharp, { type OverlayOptions } from 'sharp';
import {
  AVATAR_SIZE,
  CARD_HEIGHT,
  CARD_WIDTH,
  type CardContent,
  drawCard,
  fallbackBackground,
} from './card-svg.ts';

// A card's PNG (ADR 1316): sharp (libvips, librsvg) rasterises the overlay over the photo, in
// libuv's thread pool, so the event loop only lays the text out. A photo that cannot be read gives
// the designed background instead.

/** Photos larger than this are not decoded (an upload is at most 40 MP, modules/media). */
const MAX_INPUT_PIXELS = 40_000_000;

export type CardImages = { photo?: Buffer; avatar?: Buffer };

const decodable = async (bytes: Buffer | undefined): Promise<boolean> => {
  if (!bytes) return false;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return Boolean(meta.width && meta.height);
  } catch {
    return false;
  }
};

const circle = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}"><circle cx="${AVATAR_SIZE / 2}" cy="${AVATAR_SIZE / 2}" r="${AVATAR_SIZE / 2}"/></svg>`,
);

async function portrait(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
    .composite([{ input: circle, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

export async function renderCard(content: CardContent, images: CardImages): Promise<Buffer> {
  const [hasPhoto, hasAvatar] = await Promise.all([decodable(images.photo), decodable(images.avatar)]);
  const drawing = drawCard(content, { hasPhoto, hasAvatar });
  const background =
    hasPhoto && images.photo
      ? sharp(images.photo, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover' })
      : sharp(Buffer.from(fallbackBackground()));
  const layers: OverlayOptions[] = [{ input: Buffer.from(drawing.overlay), top: 0, left: 0 }];
  if (hasAvatar && images.avatar && drawing.avatarAt) {
    layers.push({ input: await portrait(images.avatar), ...drawing.avatarAt });
  }
  // 256 colours, dithered: a photo's card is ~300 KB instead of ~1.2 MB in full colour, under
  // what WhatsApp fetches for a large preview (ADR 1316).
  return background.composite(layers).png({ palette: true, effort: 1 }).toBuffer();
}
