import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDestinationGroup, registerCreator, type TestCreator } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { signInCallers } from '../../../test/roles.ts';
import { addDays, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { insertBooking } from '../../../test/support/earnings.ts';
import { escapeHtml, jsonForScript } from '../../lib/html.ts';
import { entityPage, injectMeta, summarise, withSiteName } from './seo.service.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Wayfarer — travel with creators</title>
    <meta
      name="description"
      content="Default description."
    />
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>
</html>
`;
const PUBLIC_URL = 'https://wayfarer.example';
const NASTY_TITLE = `Sunset "Cruise" <script>alert('x')</script> & more`;

let t: TestApp;
let webRoot: string;
let creator: TestCreator;
let pkg: TestPackage;
let draft: TestPackage;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'wayfarer-seo-'));
  await writeFile(join(webRoot, 'index.html'), INDEX_HTML);
  t = await createTestApp({ PUBLIC_URL }, { webRoot });
  creator = await registerCreator(t.app, { fullName: 'Riya "Roams" <Sen>' });
  pkg = await createPublishedPackage(t.app, {
    creator,
    title: NASTY_TITLE,
    extra: { metaTitle: '', metaKeywords: 'sunset, cruise', metaDescription: '' },
  });
  draft = await createPublishedPackage(t.app, { creator, status: 'Draft' });
});
afterAll(async () => {
  await t?.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const attr = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('SEO injection into index.html', () => {
  it('fills a package page: escaped title, Open Graph, canonical, JSON-LD in INR', async () => {
    const res = await get(`/package/${pkg.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const escaped = escapeHtml(NASTY_TITLE);
    expect(attr(html, 'og:title')).toBe(`${escaped} | Wayfarer`);
    expect(html).toContain(`<title>${escaped} | Wayfarer</title>`);
    expect(html).not.toContain("<script>alert('x')");
    expect(html).not.toContain('Default description.');
    expect(attr(html, 'keywords')).toBe('sunset, cruise');
    // The page's share card (modules/share-cards), not the photo itself.
    expect(attr(html, 'og:image')).toBe(`${PUBLIC_URL}/og/package/${pkg.slug}.png`);
    expect(attr(html, 'og:url')).toBe(`${PUBLIC_URL}/package/${pkg.slug}`);
    expect(attr(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/package/${pkg.slug}" />`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(jsonLd).not.toContain('<');
    const data = JSON.parse(jsonLd);
    expect(data).toMatchObject({
      '@type': 'TouristTrip',
      name: NASTY_TITLE,
      offers: {
        '@type': 'Offer',
        price: 25_000,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        description: 'Starting From ₹25,000.00 per adult',
        priceSpecification: { referenceQuantity: { unitText: 'adult' } },
      },
    });
  });

  it('adds an AggregateRating of the published reviews only, once there is one', async () => {
    const rated = await createPublishedPackage(t.app, { creator, title: 'Rated trip' });
    const jsonLdOf = async () => {
      const html = (await get(`/package/${rated.slug}`)).body;
      const text = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
      expect(text).not.toContain('<');
      return JSON.parse(text);
    };
    expect(await jsonLdOf()).not.toHaveProperty('aggregateRating');

    const { admin } = await signInCallers(t.app);
    const reviewed = async (rating: number) => {
      const booking = await insertBooking(t.db, rated, {
        travelDate: addDays(todayInIndia(), -10),
        status: 'COMPLETED',
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/reviews',
        headers: { 'x-manage-key': booking.manageKey },
        payload: { bookingId: booking.id, rating, title: '</script><b>x</b>', text: 'Fine' },
      });
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };
    await reviewed(5);
    await reviewed(4);
    await reviewed(4);
    const hidden = await reviewed(1);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/v1/reviews/${hidden}`,
      headers: admin,
      payload: { status: 'hidden', reason: 'Test' },
    });
    expect(patch.statusCode).toBe(200);
    // 13 / 3 = 4.33 -> 4.3; the hidden 1-star review counts for nothing.
    expect((await jsonLdOf()).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('fills a creator page (any case) and a destination page', async () => {
    const username = creator.creator.username;
    const res = await get(`/@${username.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(attr(res.body, 'og:title')).toBe(`Riya &quot;Roams&quot; &lt;Sen&gt; (@${username}) | Wayfarer`);
    expect(attr(res.body, 'og:description')).toBe(
      'Trips designed and led by Riya &quot;Roams&quot; &lt;Sen&gt; on Wayfarer.',
    );
    expect(attr(res.body, 'og:image')).toBe(`${PUBLIC_URL}/og/creator/${username}.png`);
    expect(attr(res.body, 'og:url')).toBe(`${PUBLIC_URL}/@${username}`);

    const group = await createDestinationGroup(t.db, 'Kerala Backwaters', ['Alleppey']);
    const dest = await get(`/destination/${group.slug}`);
    expect(attr(dest.body, 'og:title')).toBe('Kerala Backwaters tour packages | Wayfarer');
    expect(attr(dest.body, 'og:image')).toBe(`${PUBLIC_URL}/og/destination/${group.slug}.png`);
  });

  it("keeps the page intact when user text holds replacement patterns ($`, $', $&, $$, $1)", async () => {
    const title = "Tide $` and $' and $& and $$ and $1 trip";
    const tricky = await createPublishedPackage(t.app, {
      creator,
      title,
      extra: { metaTitle: '', metaKeywords: "$' keys $`", metaDescription: "Sea $& sky $'" },
    });
    const res = await get(`/package/${tricky.slug}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const count = (needle: string) => html.split(needle).length - 1;
    expect(count('<title>')).toBe(1);
    expect(count('<!doctype html>')).toBe(1);
    expect(count('</head>')).toBe(1);
    expect(count('<div id="root"></div>')).toBe(1);
    expect(html).toContain(`<title>${escapeHtml(title)} | Wayfarer</title>`);
    expect(attr(html, 'og:title')).toBe(`${escapeHtml(title)} | Wayfarer`);
    expect(attr(html, 'keywords')).toBe(escapeHtml("$' keys $`"));
    expect(attr(html, 'description')).toBe(escapeHtml("Sea $& sky $'"));
    // Everything after </head> is the SPA's body, untouched.
    expect(html.slice(html.indexOf('</head>'))).toBe(INDEX_HTML.slice(INDEX_HTML.indexOf('</head>')));
  });

  it('answers 404 with the plain SPA for an unknown or unpublished entity; other pages unchanged', async () => {
    for (const url of [
      `/package/${draft.slug}`,
      '/package/nope',
      '/@nobody_at_all',
      '/destination/atlantis',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toBe(INDEX_HTML);
    }
    // A booking's pages answer 404 for an unknown booking id, 200 for a real one.
    const unknown = '6f1c1d9e-1b1a-4c1e-9a55-000000000000';
    for (const url of [
      `/booking/${unknown}`,
      `/booking/payment-complete/${unknown}`,
      `/booking/${unknown}/review`,
      '/booking/not-a-uuid',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toBe(INDEX_HTML);
    }
    const booking = await insertBooking(t.db, pkg, { travelDate: addDays(todayInIndia(), 20) });
    for (const url of [
      `/booking/${booking.id}`,
      `/booking/payment-complete/${booking.id}`,
      `/booking/${booking.id}/review`,
    ])
      expect((await get(url)).statusCode, url).toBe(200);
    for (const url of ['/', '/packages', '/package/booking?tour=x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    }
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists published packages, creators and destinations, never drafts', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain(`<loc>${PUBLIC_URL}/package/${pkg.slug}</loc>`);
    expect(res.body).not.toContain(draft.slug);
    expect(res.body).toContain(`<loc>${PUBLIC_URL}/@${creator.creator.username}</loc>`);
    expect(res.body).toContain(`<loc>${PUBLIC_URL}/destination/${pkg.destinationGroup.slug}</loc>`);
    expect(res.body).toContain(`<loc>${PUBLIC_URL}/packages</loc>`);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('keeps /admin and /creator out and points at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /creator');
    expect(res.body).toContain('Allow: /creators');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('helpers', () => {
  it('escapes JSON for a script element', () => {
    expect(jsonForScript({ a: '</script><b>&' })).toBe('{"a":"\\u003c/script\\u003e\\u003cb\\u003e\\u0026"}');
  });
  it('summarises rich text', () => {
    expect(summarise('<p>Hello&nbsp;<b>world</b></p>')).toBe('Hello world');
    expect(summarise('word '.repeat(100)).length).toBeLessThanOrEqual(200);
  });
  it('recognises the entity pages', () => {
    expect(entityPage('/package/goa-trip')).toEqual({ kind: 'package', key: 'goa-trip' });
    expect(entityPage('/package/booking')).toBeUndefined();
    expect(entityPage('/@Meera')).toEqual({ kind: 'creator', key: 'Meera' });
    expect(entityPage('/destination/bali/')).toEqual({ kind: 'destination', key: 'bali' });
    expect(entityPage('/packages')).toBeUndefined();
  });
  it('reads no replacement pattern in the head it injects', () => {
    const html = injectMeta(INDEX_HTML, { title: "$`$'$&", description: '$$', path: '/p' }, PUBLIC_URL);
    expect(html).toContain('<title>$`$&#39;$&amp;</title>');
    expect(html).toContain('<meta name="description" content="$$" />');
    expect(html.split('<title>').length).toBe(2);
  });
  it('injects nothing executable from the meta', () => {
    const html = injectMeta(
      INDEX_HTML,
      { title: '</title><script>', description: '"x', path: '/p' },
      PUBLIC_URL,
    );
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;</title>');
    expect(html).toContain('content="&quot;x"');
  });
});

it('adds the site name to a page title once', () => {
  expect(withSiteName('Bali Bliss')).toBe('Bali Bliss | Wayfarer');
  expect(withSiteName('Bali Bliss | Wayfarer')).toBe('Bali Bliss | Wayfarer');
});
