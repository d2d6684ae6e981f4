import { randomBytes } from 'node:crypto';

type Part = { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data request body, as a browser's FormData would send it. */
export function multipart(...parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----wayfarer${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
        `Content-Type: ${part.contentType}\r\n\r\n`,
    ),
    part.data,
    Buffer.from('\r\n'),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const imagePart = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): Part => ({
  name: 'image',
  filename,
  contentType,
  data,
});
