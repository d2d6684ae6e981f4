import { normalize, sep } from 'node:path';
import type { S3Config } from '../../config.ts';
import { S3Storage } from '../media/index.ts';

// A card's photo, read where uploads live (ADR 1316): a local upload (the media folder or the
// database, ADR 1306, through `readLocal`), or an
// object of the configured bucket over HTTPS. Any other address (a URL typed by hand) is never
// fetched: the server does not request what a creator's text points at. Missing or unreadable:
// undefined, and the card gets its designed background.

/** Larger than any upload (modules/media refuses over 10 MB). */
const MAX_PHOTO_BYTES = 12 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 5000;

export type PhotoSources = {
  /** The bytes of a `/media/` key where this instance stores uploads (folder or database). */
  readLocal: (key: string) => Promise<Buffer | undefined>;
  publicUrl: string;
  s3: S3Config | null;
};

function localKey(url: string, publicUrl: string): string | undefined {
  const path = url.startsWith(`${publicUrl}/media/`) ? url.slice(publicUrl.length) : url;
  if (!path.startsWith('/media/')) return undefined;
  const key = normalize(decodeURIComponent(path.slice('/media/'.length).split(/[?#]/)[0] ?? ''));
  return key && !key.startsWith('..') && !key.includes(`${sep}..`) ? key : undefined;
}

async function fetchBucketObject(url: string): Promise<Buffer | undefined> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  if (!response.ok) return undefined;
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_PHOTO_BYTES) return undefined;
  const bytes = Buffer.from(await response.arrayBuffer());
  return bytes.length <= MAX_PHOTO_BYTES ? bytes : undefined;
}

export async function readPhoto(url: string | null, sources: PhotoSources): Promise<Buffer | undefined> {
  if (!url) return undefined;
  try {
    const key = localKey(url, sources.publicUrl);
    if (key) return await sources.readLocal(key);
    const bucket = sources.s3 && new S3Storage(sources.s3).urlOf('');
    if (bucket && url.startsWith(bucket) && !url.slice(bucket.length).includes('..')) {
      return await fetchBucketObject(url);
    }
  } catch {
    // Gone, unreadable or the bucket did not answer in time: the designed background.
  }
  return undefined;
}
