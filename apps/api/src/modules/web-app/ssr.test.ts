import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { examplePath, PAGE_LIST, PAGES } from '@wayfarer/shared/page-routes';
import { formatPaise } from '@wayfarer/shared/rules/money';
import { TRIPS_SIGNED_IN_COOKIE } from '@wayfarer/shared/trips-cookies';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { creators, tourItineraries, tourPackages } from '../../db/schema.ts';
import { webDistDir } from '../../lib/paths.ts';
import { escapeHtml } from '../../lib/html.ts';
import { isServerRenderedPath } from './ssr.ts';

// Server-rendered public pages (docs/decisions/801): the real web build renders them,
// so `npm run build` (which npm test runs first) must have built apps/web/dist-server.

const CACHE_MS = 1500;
// `</script>` must not close the state's script element; `$&` (in a day's title, which only the
// rendered page carries) would paste the matched text if the page were placed with a replacement string.
const TITLE = 'Sunset Spice "Trail" </script><b>x</b>';
const DAYS = [
  'Arrive $& settle among the spice farms',
  'Tea estate walk at dawn',
  'Houseboat on the backwaters',
];

let t: TestApp;
let pkg: TestPackage;

beforeAll(async () => {
  const entry = join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  t = await createTestApp({ PUBLIC_CACHE_MS: String(CACHE_MS) });
  pkg = await createPublishedPackage(t.app, { title: TITLE });
  // The factory's days are titled "Day 1"…; give three of them titles no other text repeats.
  for (const [index, title] of DAYS.entries()) {
    await t.db
      .update(tourItineraries)
      .set({ title })
      .where(and(eq(tourItineraries.packageId, pkg.id), eq(tourItineraries.day, index + 1)));
  }
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
const stateOf = (html: string) => {
  const json = /<script type="application\/json" id="wayfarer-ssr">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

describe('server-rendered public pages', () => {
  it('carries one inline script, the early-click recorder, and the CSP allows exactly it (ADR 991)', async () => {
    const res = await get(`/package/${pkg.slug}`);
    // Every executable inline script (not the JSON state or JSON-LD, not one with src) must be allowed.
    const inline = [
      ...res.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/)[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('__wayfarerEarlyClicks');
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
    expect(scriptSrc.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('renders the package page: title, price, itinerary and footer in the HTML, SEO head kept', async () => {
    const res = await get(`/package/${pkg.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const root = rootOf(html);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(TITLE))}</h1>`));
    expect(pkg.startingPricePaise).not.toBeNull();
    expect(root).toContain(formatPaise(pkg.startingPricePaise ?? 0));
    for (const day of DAYS)
      expect(root).toMatch(new RegExp(`<h[2-4][^>]*>[^<]*${escapeRegExp(escapeHtml(day))}`));
    expect(root).toContain('All rights reserved');
    expect(root).toMatch(/<img [^>]*width="\d+" height="\d+"/);

    // the SEO head (modules/seo) is still there.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="canonical" href="${t.config.publicUrl}/package/${pkg.slug}" />`);
    expect(head).toContain(`<meta property="og:title" content="${escapeHtml(TITLE)} | Wayfarer" />`);
    expect(head).toContain('<script type="application/ld+json">');
    expect(head.match(/<title[ >]/g)).toHaveLength(1);
    // The first render waits for the whole markup: the state element it names follows #root.
    expect(head).toContain('<link rel="expect" href="#wayfarer-ssr" blocking="render">');
    expect(html.indexOf('id="wayfarer-ssr"')).toBeGreaterThan(html.indexOf('All rights reserved'));

    // The state the browser hydrates from: the package query, settled, with no way out of the script.
    expect(html).not.toContain('</script><b>');
    const state = stateOf(html);
    const query = Object.values(state.api.queries).find(
      (q) => (q as { endpointName: string }).endpointName === 'getPublicPackage',
    ) as { status: string; data: { title: string } };
    expect(query.status).toBe('fulfilled');
    expect(query.data.title).toBe(TITLE);
    // The routes it matched, by React Router's ids, root first (ADR 1401): the root, the public
    // layout, its pages' group, the package page.
    expect(state.routeIds).toHaveLength(4);
    expect(state.routeIds[0]).toBe('0');
    for (const [i, id] of state.routeIds.slice(1).entries())
      expect(id.startsWith(`${state.routeIds[i]}-`), id).toBe(true);
  });

  it('renders the other public pages with their content', async () => {
    const pages: [string, string][] = [
      ['/', 'All rights reserved'],
      ['/packages', escapeHtml(TITLE)],
      [`/destination/${pkg.destinationGroup.slug}`, escapeHtml(TITLE)],
      ['/creators', escapeHtml(pkg.creator.creator.fullName)],
      [`/@${pkg.creator.creator.username}`, escapeHtml(TITLE)],
      ['/about', 'All rights reserved'],
      ['/privacy-policy', 'All rights reserved'],
      // The results of a search (ADR 1391), and the prompt below its two letters.
      [`/search?query=${encodeURIComponent(TITLE)}`, escapeHtml(TITLE)],
      ['/search?query=b', 'Type at least 2 letters to search packages, creators and destinations.'],
      // A query the API refuses shows its reason, not "not available".
      [`/search?query=${'a'.repeat(101)}`, 'Must be at most 100 characters'],
      // The pages a visitor signs in or joins on, signed out, with their forms (ADR 1391).
      ['/login', 'aria-label="Sign in"'],
      ['/influencer', 'Shape Journeys, Inspire Travelers'],
      ['/login?expired', 'Your session has expired'],
      ['/forgot-password', 'Forgot password?'],
      ['/influencer', 'Join Our Network of Elite Travel Creators.'],
    ];
    for (const [url, text] of pages) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(rootOf(res.body), url).toContain(text);
      expect(stateOf(res.body), url).toBeDefined();
    }
    // Their own titles in the head, as crawlers and shared links see them (ADR 1391).
    const titles: [string, string][] = [
      ['/login', 'Sign in — Wayfarer'],
      ['/forgot-password', 'Forgot password — Wayfarer'],
      ['/influencer', 'For travel creators — Wayfarer'],
    ];
    for (const [url, title] of titles) {
      const head = (await get(url)).body.split('</head>')[0];
      expect(head, url).toContain(`<title itemprop="name">${title}</title>`);
    }
  });

  it('leaves checkout, the creator area, the admin area and the e-mailed links to the browser', async () => {
    for (const url of ['/package/booking', '/creator/dashboard', '/admin/dashboard', '/reset-password']) {
      expect(isServerRenderedPath(url), url).toBe(false);
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(stateOf(res.body), url).toBeUndefined();
      // Nothing to wait for: no render-blocking link where nothing is rendered on the server.
      expect(res.body, url).not.toContain('rel="expect"');
    }
  });

  it('renders My trips signed out, and leaves it to the browser for one carrying the sign-in mark (ADR 1393)', async () => {
    const signedOut = await get('/trips');
    expect(signedOut.statusCode).toBe(200);
    expect(rootOf(signedOut.body)).toContain('Send me a sign-in link');
    expect(rootOf(signedOut.body)).toContain('method="post"');
    expect(signedOut.body.split('</head>')[0]).toContain(
      '<title itemprop="name">My trips — Wayfarer</title>',
    );
    expect(signedOut.headers.vary).toBe('cookie, accept-encoding');
    for (const cookie of [`${TRIPS_SIGNED_IN_COOKIE}=1`, `a=b; ${TRIPS_SIGNED_IN_COOKIE}=1; c=d`]) {
      const signedIn = await t.app.inject({ method: 'GET', url: '/trips', headers: { cookie } });
      expect(signedIn.statusCode, cookie).toBe(200);
      expect(signedIn.body, cookie).toContain('<div id="root"></div>');
      expect(stateOf(signedIn.body), cookie).toBeUndefined();
      expect(signedIn.headers.vary, cookie).toContain('cookie');
    }
    // Another cookie (the session's own is never sent to pages) does not change it.
    const other = await t.app.inject({
      method: 'GET',
      url: '/trips',
      headers: { cookie: 'wayfarer_trips=1' },
    });
    expect(stateOf(other.body)).toBeDefined();
    // Pages that do not depend on it do not vary on it.
    expect((await get('/login')).headers.vary ?? '').not.toContain('cookie');
  });

  it('serves every page of the route manifest: server-rendered exactly where the manifest says', async () => {
    const values: Partial<Record<string, string>> = {
      [PAGES.package.path]: pkg.slug,
      [PAGES.destination.path]: pkg.destinationGroup.slug,
      [PAGES.creatorProfile.path]: pkg.creator.creator.username,
    };
    for (const page of PAGE_LIST) {
      const url = examplePath(page, values[page.path] ?? 'abc');
      const res = await get(url);
      expect(res.headers['content-type'], url).toContain('text/html');
      // A booking's pages answer 404 for an id no booking has; the page is still served.
      const bookingPage = page.path.startsWith('/booking/');
      expect(res.statusCode, url).toBe(bookingPage ? 404 : 200);
      expect(res.body, url).toContain('<div id="root">');
      expect(stateOf(res.body) !== undefined, `${url} server-rendered`).toBe(page.ssr === true);
    }
    const unknown = await get('/no-such-page/here');
    expect(unknown.statusCode).toBe(404);
  });

  it("preloads each page's largest image with its srcset: the package hero, the creator's first banner photo", async () => {
    const preloads = (html: string) =>
      html.slice(0, html.indexOf('</head>')).match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    const [hero] = preloads((await get(`/package/${pkg.slug}`)).body);
    expect(hero).toContain('href="/media/test/banner.jpg"');
    expect(hero).toContain('/media/test/banner.w480.webp 480w');
    expect(hero).toMatch(/fetchpriority="high"/i);

    const banners = [1, 2, 3, 4, 5].map((order) => ({
      image: `/media/test/creator-banner-${order}.jpg`,
      order,
    }));
    const saved = await t.app.inject({
      method: 'POST',
      url: '/v1/creator-banner',
      headers: { authorization: `Bearer ${pkg.creator.token}` },
      payload: banners,
    });
    expect(saved.statusCode).toBe(200);
    // The profile's page cache may still hold the page without banners.
    await new Promise((done) => setTimeout(done, CACHE_MS + 100));
    const creatorPage = preloads((await get(`/@${pkg.creator.creator.username}`)).body);
    const first = creatorPage.find((link) => link.includes('creator-banner-1.w480.webp'));
    expect(first, creatorPage.join('\n')).toMatch(/fetchpriority="high"/i);
    expect(first).toMatch(/imagesizes="\(min-width: 768px\) 50vw, 85vw"/i);
    // The other photos wait (lazy: off-screen in the phone's strip), and the 100 px avatar is
    // neither the high-priority preload nor fetched at its full size.
    expect(creatorPage.some((link) => link.includes('creator-banner-2'))).toBe(false);
    for (const link of creatorPage.filter((l) => l.includes('avatar'))) {
      expect(link).not.toMatch(/fetchpriority/i);
      expect(link).toMatch(/imagesizes="100px"/i);
    }
  });

  it("preloads a card page's first picture alone; the next cards' pictures come as found, the rest lazily", async () => {
    await t.db
      .update(creators)
      .set({ profileImage: '/media/test/avatar.jpg' })
      .where(eq(creators.id, pkg.creatorId));
    // Seven cards: the first, four near it, and two further down.
    for (const n of [2, 3, 4, 5, 6, 7])
      await createPublishedPackage(t.app, { creator: pkg.creator, title: `Card ${n} for the grid` });
    await new Promise((done) => setTimeout(done, CACHE_MS + 100));
    for (const path of ['/', '/packages']) {
      const html = (await get(path)).body;
      const head = html.slice(0, html.indexOf('</head>'));
      const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      expect(preloads, path).toHaveLength(1);
      expect(preloads[0]).toContain('/media/test/thumb.w480.webp 480w');
      const root = rootOf(html);
      const cards = root.match(/<img [^>]*thumb\.jpg[^>]*>/g) ?? [];
      expect(cards.length, path).toBeGreaterThanOrEqual(7);
      // ADR 1405: the browser fetches the pictures near the first screen once the page is laid out;
      // eager at low priority, it finds them as it reads the markup instead, and none is preloaded.
      const [first, ...rest] = cards;
      expect(first).toContain('loading="eager"');
      expect(first).not.toContain('fetchPriority');
      for (const card of rest.slice(0, 4)) {
        expect(card, path).toContain('loading="eager"');
        expect(card, path).toContain('fetchPriority="low"');
      }
      expect(rest.slice(4).every((img) => img.includes('loading="lazy"'))).toBe(true);
      // The creator's picture (a chip's avatar, a creator tile) offers its WebP widths; a chip's
      // avatar, a box of a few dozen pixels, asks for the smallest (48 px), not the upload. On the
      // first five cards it comes as found at low priority, further down lazily; never preloaded.
      const pictures = root.match(/<img [^>]*avatar\.jpg[^>]*>/g) ?? [];
      for (const picture of pictures) {
        expect(picture).toContain('/media/test/avatar.w480.webp 480w');
        expect(picture).toMatch(/loading="lazy"|loading="eager"[^>]*fetchPriority="low"/);
      }
      const chips = pictures.filter((img) => img.includes('sizes="48px"'));
      expect(chips.length, path).toBeGreaterThanOrEqual(7);
      expect(chips.slice(0, 5).every((img) => img.includes('fetchPriority="low"'))).toBe(true);
      expect(chips.slice(5).every((img) => img.includes('loading="lazy"'))).toBe(true);
    }
  });

  it('renders an unknown package as not found with a 404, and does not keep that answer', async () => {
    const missing = await get('/package/published-a-moment-later');
    expect(missing.statusCode).toBe(404);
    expect(rootOf(missing.body)).toContain('We could not find this package');
    await createPublishedPackage(t.app, { title: 'Published a moment later' });
    const found = await get('/package/published-a-moment-later');
    expect(found.statusCode).toBe(200);
    expect(rootOf(found.body)).toContain('Published a moment later');
  });

  it('re-serves a page built moments ago; an edit shows once the cache window has passed', async () => {
    // A package of its own: its page is rendered (and cached) here first, not by an earlier test.
    const fresh = await createPublishedPackage(t.app, { title: 'Fresh trail' });
    const url = `/package/${fresh.slug}`;
    const first = (await get(url)).body;
    expect(rootOf(first)).toContain('Fresh trail');
    // A shared link's query string is the same page, served from the same entry.
    expect((await get(`${url}?utm_source=newsletter`)).body).toBe(first);
    await t.db.update(tourPackages).set({ title: 'Renamed trail' }).where(eq(tourPackages.id, fresh.id));
    expect(rootOf((await get(url)).body)).not.toContain('Renamed trail');
    // The page reads the package JSON, itself cached as long: the edit shows within two windows.
    const deadline = Date.now() + 2 * CACHE_MS + 2000;
    let html = '';
    while (Date.now() < deadline) {
      html = rootOf((await get(url)).body);
      if (html.includes('Renamed trail')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(html).toContain('<h1 class');
    expect(html).toContain('Renamed trail');
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
