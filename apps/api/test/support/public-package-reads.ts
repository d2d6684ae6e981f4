import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, type sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { createPublishedPackage, type TestPackage } from '../package-factory.ts';
import { packageReads } from '../../src/db/schema.ts';
import { weakEtag } from '../../src/plugins/etag.ts';
import {
  getPublicPackageBySlug,
  getPublicPackageJsonBySlug,
} from '../../src/modules/public-tours/public-tours.service.ts';

// What the stored package answer's tests share (ADR 1214, 1221; not a test file itself):
// public-package-reads.test.ts (the answer after each change) and public-package-stored.test.ts
// (the stored row's life and the micro-cache). One app per test file: packageReadsTestApp()
// registers the file's beforeAll/afterAll, and `t` and `pkg` are filled before its first test.

export let t: TestApp;
export let pkg: TestPackage;
export const minDate = addDays(firstBookableDate(), 12);
export const seatDate = addDays(firstBookableDate(), 20);

/** The file's app and a published package on two dates: minDate uncapped, seatDate 10 seats. */
export function packageReadsTestApp() {
  beforeAll(async () => {
    t = await createTestApp();
    pkg = await createPublishedPackage(t.app, {
      dates: [
        { date: minDate, seats: null },
        { date: seatDate, seats: 10 },
      ],
    });
  });
  afterAll(async () => t?.close());
}

export const db = () => t.db;
export const exec = (query: ReturnType<typeof sql>) => db().execute(query);
export const storedRow = async () =>
  (await db().select().from(packageReads).where(eq(packageReads.packageId, pkg.id)))[0];

/** The row's ETag and compressed forms are those of its body. */
async function expectFormsOf(body: string) {
  const row = await storedRow();
  expect(row?.body).toBe(body);
  expect(row?.etag).toBe(weakEtag(body));
  expect(brotliDecompressSync(row!.bodyBr!).toString()).toBe(body);
  expect(gunzipSync(row!.bodyGzip!).toString()).toBe(body);
}

/** The route answers exactly `body` in br, gzip and identity, with its ETag; 304 when it matches. */
export async function expectServed(app: TestApp['app'], slug: string, body: string) {
  const url = `/v1/tours/public/slug/${slug}`;
  const etag = weakEtag(body);
  const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (b: Buffer) => b };
  for (const encoding of ['br', 'gzip', 'identity'] as const) {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(res.headers.etag).toBe(etag);
    expect(decode[encoding](res.rawPayload).toString()).toBe(body);
  }
  const notModified = await app.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': 'br', 'if-none-match': etag },
  });
  expect(notModified.statusCode).toBe(304);
  expect(notModified.rawPayload.length).toBe(0);
  expect(notModified.headers.etag).toBe(etag);
}

/** Reads once so the answer is stored; answers the stored body. */
export async function warm(): Promise<string> {
  const body = await getPublicPackageJsonBySlug(db(), pkg.slug);
  await expectFormsOf(body);
  expect(await getPublicPackageJsonBySlug(db(), pkg.slug)).toBe(body);
  return body;
}

/** The stored answer after the change equals a fresh build, and the change moved it. */
export async function expectCurrent(before: string) {
  const stored = await getPublicPackageJsonBySlug(db(), pkg.slug);
  const fresh = await getPublicPackageBySlug(db(), pkg.slug);
  expect(JSON.parse(stored)).toEqual(fresh);
  expect(stored).not.toBe(before);
  await expectFormsOf(stored);
  const res = await t.app.inject({ method: 'GET', url: `/v1/tours/public/slug/${pkg.slug}` });
  expect(res.json()).toEqual(fresh);
  await expectServed(t.app, pkg.slug, stored);
}
