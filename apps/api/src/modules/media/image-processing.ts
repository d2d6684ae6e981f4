import { serverMessages } from '@wayfarer/shared/messages';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'webp';
export type ProcessedImage = {
  data: Buffer;
  format: ImageFormat;
  mime: `image/${ImageFormat}`;
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
};

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, i) => buffer[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type the bytes say, whatever the file name or declared content type claim. */
export function detectImageFormat(buffer: Buffer): ImageFormat | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/**
 * Checks an upload and re-encodes it: same format, EXIF orientation applied, every piece of
 * metadata (EXIF, GPS, ICC, XMP) dropped. The pixel count is read from the header before any
 * decoding, so a small file that claims huge dimensions never reaches the decoder.
 */
export async function processImage(buffer: Buffer): Promise<ProcessedImage> {
  const format = detectImageFormat(buffer);
  if (!format) throw new AppError('IMAGE_TYPE_UNSUPPORTED', serverMessages.imageType);

  // metadata() parses the header only; the pixel limit is checked here with our own message
  // and enforced again by libvips (limitInputPixels) when decoding.
  const metadata = await sharp(buffer, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height || metadata.format !== format) {
    throw new AppError('IMAGE_UNREADABLE', serverMessages.imageUnreadable);
  }
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    throw new AppError('IMAGE_TOO_MANY_PIXELS', serverMessages.imageTooManyPixels);
  }

  const pipeline = sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  if (format === 'jpeg') pipeline.jpeg({ quality: 82, mozjpeg: true });
  else if (format === 'png') pipeline.png();
  else pipeline.webp({ quality: 82 });
  const output = await pipeline.toBuffer({ resolveWithObject: true }).catch(() => {
    throw new AppError('IMAGE_UNREADABLE', serverMessages.imageUnreadable);
  });
  return {
    data: output.data,
    format,
    mime: `image/${format}`,
    extension: format === 'jpeg' ? 'jpg' : format,
    width: output.info.width,
    height: output.info.height,
  };
}
