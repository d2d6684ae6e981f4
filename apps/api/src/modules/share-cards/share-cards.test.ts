import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creators, tourDates, tourPackages } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { registerCreator, type TestCreator } from '../../../test/factories.ts';
import { mediaDir, readLocalMedia } from '../media/index.ts';
import { createShareCards } from './share-cards.service.ts';

// Share cards (ADR 1316) through the app: the package, creator and destination pages' heads name
// their card, which is a 1200 × 630 PNG, revalidated by ETag, a new version when what it shows
// changes, and rendered once for a burst of requests.

const PUBLIC_URL = 'https://wayfarer.example';
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Wayfarer</title>' +
  '<meta name="description" content="Default." /></head><body><div id="root"></div></body></html>';

let t: TestApp;
let webRoot: string;
let creator: TestCreator;
let pkg: TestPackage;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'wayfarer-og-'));
  await writeFile(join(webRoot, 'index.html'), INDEX_HTML);
  t = await createTestApp({ PUBLIC_URL }, { webRoot });
  // The factory's packages name /media/test/banner.jpg as their photo: a green one.
  const media = join(mediaDir(t.config.dataDir), 'test');
  await mkdir(media, { recursive: true });
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1f9d55' } })
    .jpeg()
    .toFile(join(media, 'banner.jpg'));
  creator = await registerCreator(t.app, { fullName: 'Riya Sen' });
  pkg = await createPublishedPackage(t.app, { creator, title: 'Spiti Valley Winter Expedition' });
});
afterAll(async () => {
  await t?.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const meta = (html: string, property: string) =>
  [...html.matchAll(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`, 'g'))].map(
    (m) => m[1],
  );

describe('the pages name their share card', () => {
  it('a package page: og:image and twitter:image at its card, with the size, once each', async () => {
    const html = (await get(`/package/${pkg.slug}`)).body;
    const card = `${PUBLIC_URL}/og/package/${pkg.slug}.png`;
    expect(meta(html, 'og:image')).toEqual([card]);
    expect(meta(html, 'twitter:image')).toEqual([card]);
    expect(meta(html, 'og:image:width')).toEqual(['1200']);
    expect(meta(html, 'og:image:height')).toEqual(['630']);
    expect(meta(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(html, 'og:title')).toEqual(['Spiti Valley Winter Expedition | Wayfarer']);
    expect(meta(html, 'og:image:alt')).toEqual(['Spiti Valley Winter Expedition | Wayfarer']);
    expect(meta(html, 'og:description')).toEqual(['A test package.']);
    expect(meta(html, 'og:url')).toEqual([`${PUBLIC_URL}/package/${pkg.slug}`]);
    // The structured data keeps the photo itself.
    expect(html).toContain(`"image":"${PUBLIC_URL}/media/test/banner.jpg"`);
  });

  it('a creator page and a destination page', async () => {
    const username = creator.creator.username;
    const profile = (await get(`/@${username.toUpperCase()}`)).body;
    expect(meta(profile, 'og:image')).toEqual([`${PUBLIC_URL}/og/creator/${username}.png`]);
    const destination = (await get(`/destination/${pkg.destinationGroup.slug}`)).body;
    expect(meta(destination, 'og:image')).toEqual([
      `${PUBLIC_URL}/og/destination/${pkg.destinationGroup.slug}.png`,
    ]);
    expect(meta(destination, 'og:image:height')).toEqual(['630']);
  });
});

describe('GET /og/{kind}/{key}.png', () => {
  const png = async (url: string) => {
    const res = await get(url);
    expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'image/png']);
    const info = await sharp(res.rawPayload).metadata();
    expect([info.format, info.width, info.height]).toEqual(['png', 1200, 630]);
    return res;
  };

  it("answers the package's card, a 1200 × 630 PNG of its photo, and 304 while it is unchanged", async () => {
    const res = await png(`/og/package/${pkg.slug}.png`);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    // The photo (green) is under the text.
    const { data, info } = await sharp(res.rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const i = (300 * info.width + 1150) * 3;
    expect(data[i + 1]!).toBeGreaterThan(data[i]! + 30);

    const again = await get(`/og/package/${pkg.slug}.png`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // A PNG is not a document: no page policy headers on it.
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it("is a new version when the title, the creator's name or the dates change", async () => {
    const dated = await createPublishedPackage(t.app, {
      creator,
      title: 'Kerala Backwaters',
      tourType: 'SpecificDays',
    });
    const url = `/og/package/${dated.slug}.png`;
    const tag = async () => (await png(url)).headers.etag as string;
    const first = await tag();
    expect(await tag()).toBe(first);

    // The creator renames the package in the editor.
    const headers = bearer(creator.token);
    const overview = (await t.app.inject({ url: `/v1/tours/${dated.id}/overview`, headers })).json();
    const { id: _id, slug: _slug, status: _s, rejectionReason: _r, creator: _c, ...body } = overview;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/v1/tours/${dated.id}/overview`,
      headers,
      payload: { ...body, title: 'Kerala Backwaters by Houseboat' },
    });
    expect(saved.statusCode).toBe(200);
    const renamed = await tag();
    expect(renamed).not.toBe(first);
    expect((await get(url, { 'if-none-match': first })).statusCode).toBe(200);

    await t.db.update(creators).set({ fullName: 'Riya S.' }).where(eq(creators.id, creator.creator.id));
    const creatorRenamed = await tag();
    expect(creatorRenamed).not.toBe(renamed);

    const [nextDate] = dated.departure.dates;
    await t.db.update(tourDates).set({ closedForSale: true }).where(eq(tourDates.id, nextDate!.id));
    expect(await tag()).not.toBe(creatorRenamed);
  });

  it("answers a creator's and a destination's card, and a package titled in Devanagari", async () => {
    await png(`/og/creator/${creator.creator.username.toUpperCase()}.png`);
    await png(`/og/destination/${pkg.destinationGroup.slug}.png`);
    const hindi = await createPublishedPackage(t.app, { creator, title: 'हिमालय ट्रेक: केदारनाथ की यात्रा' });
    await png(`/og/package/${hindi.slug}.png`);
  });

  it('answers 404 for an unknown page, a draft package and another extension', async () => {
    const draft = await createPublishedPackage(t.app, { creator, status: 'Draft' });
    for (const url of [
      '/og/package/no-such-trip.png',
      `/og/package/${draft.slug}.png`,
      `/og/package/${pkg.slug}.jpg`,
      `/og/package/${pkg.slug}`,
      '/og/creator/nobody-here.png',
      '/og/destination/atlantis.png',
      `/og/trip/${pkg.slug}.png`,
    ]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('renders a card once for a burst of requests, and again only when it changes', async () => {
    const cards = createShareCards({
      db: t.db,
      photos: {
        readLocal: (key) => readLocalMedia(t.app.storage, mediaDir(t.config.dataDir), key),
        publicUrl: PUBLIC_URL,
        s3: null,
      },
      maxBytes: 10 * 1024 * 1024,
      cacheMs: 0,
    });
    const burst = async () => {
      const found = await Promise.all(Array.from({ length: 8 }, () => cards.find('package', pkg.slug)));
      return Promise.all(found.map((card) => card!.png()));
    };
    const first = await burst();
    expect(cards.renders).toBe(1);
    expect(new Set(first).size).toBe(1);
    await burst();
    expect(cards.renders).toBe(1);
    await t.db
      .update(creators)
      .set({ fullName: 'Riya Sen Gupta' })
      .where(eq(creators.id, creator.creator.id));
    const changed = await burst();
    expect(cards.renders).toBe(2);
    expect(changed[0]!.equals(first[0]!)).toBe(false);
  });

  it('reuses what a card shows for the public cache window, until the page is said to have changed', async () => {
    const cards = createShareCards({
      db: t.db,
      photos: {
        readLocal: (key) => readLocalMedia(t.app.storage, mediaDir(t.config.dataDir), key),
        publicUrl: PUBLIC_URL,
        s3: null,
      },
      maxBytes: 10 * 1024 * 1024,
      cacheMs: 60_000,
    });
    const kept = await createPublishedPackage(t.app, { creator, title: 'Goa Monsoon Escape' });
    const etag = async () => (await cards.find('package', kept.slug))!.etag;
    const first = await etag();
    await t.db.update(tourPackages).set({ title: 'Goa Monsoon Retreat' }).where(eq(tourPackages.id, kept.id));
    expect(await etag()).toBe(first);
    cards.forget('package', kept.slug);
    expect(await etag()).not.toBe(first);
    // An unknown page is not kept: it may be published a moment later.
    expect(await cards.find('package', 'not-yet-published')).toBeUndefined();
  });
});
