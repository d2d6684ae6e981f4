import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './fixtures.ts';
import { jpeg } from './images.ts';
import { addDays, todayInIndia } from '@wayfarer/shared/rules/travel-date';

/** Registers a user and makes it a creator through the API; answers its credentials and ids. */
export async function createCreator(request: APIRequestContext, fullName = 'Tara Trails') {
  const email = uniqueEmail('creator');
  const registered = await (
    await request.post('/v1/auth/register', { data: { name: fullName, email, password: PASSWORD } })
  ).json();
  const headers = { authorization: `Bearer ${registered.tokens.access.token}` };
  const upload = await request.post('/v1/media', {
    headers,
    multipart: { image: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpeg(600, 600) } },
  });
  const { url } = await upload.json();
  const username = `tara_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const res = await request.post('/v1/creators', {
    headers,
    data: {
      username,
      fullName,
      email,
      phoneNumber: '9123456780',
      profileImage: url,
      socialMediaLinks: [],
      categoryId: [],
      destinations: [],
    },
  });
  if (res.status() !== 201) throw new Error(`creator not created: ${res.status()} ${await res.text()}`);
  const creator = await res.json();
  return { email, password: PASSWORD, username, creatorId: creator.id as string };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the API; answers the access token. */
export async function apiToken(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/v1/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).tokens.access.token as string;
}

async function postOk(request: APIRequestContext, url: string, token: string, data: unknown) {
  const res = await request.post(url, { headers: bearer(token), data });
  if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** Today in India plus n days (YYYY-MM-DD), so the date stays bookable (spec 001 §5, 2-day cutoff). */
export function daysFromNow(n: number) {
  return addDays(todayInIndia(), n);
}

/**
 * A new creator with a complete, Published package made through the tours API (the five tabs, then
 * publish): Simple pricing, one "Standard" departure priced 2 adults ₹45,000 and 2 adults + 1 child
 * ₹52,500.50, and one date 20 days ahead.
 */
export async function createBookablePackage(
  request: APIRequestContext,
  title = 'Coorg Coffee Trails',
  creatorName = 'Kavya Kodagu',
  /** Extra Overview fields (e.g. `isInternational: true` for an overseas package). */
  overview: Record<string, unknown> = {},
) {
  const creator = await createCreator(request, creatorName);
  const token = await apiToken(request, creator.email, creator.password);
  const upload = await request.post('/v1/media', {
    headers: bearer(token),
    multipart: { image: { name: 'banner.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1200, 600) } },
  });
  const { url: banner } = await upload.json();
  const fullTitle = `${title} ${Date.now().toString(36)}`;
  const { id } = await postOk(request, '/v1/tours', token, {
    title: fullTitle,
    description: 'Made for checkout',
  });
  const places = await (await request.get('/v1/destinations', { params: { page: 1 } })).json();
  const destinationId = places.results[0].id as string;
  await postOk(request, `/v1/tours/${id}/overview`, token, {
    banner,
    thumb: banner,
    title: fullTitle,
    description: 'Three slow days among coffee estates and misty hills.',
    commissionType: 'SalesOperations',
    ...overview,
  });
  await postOk(request, `/v1/tours/${id}/destination`, token, {
    tourPackageDestinations: [{ destinationId, days: 2 }],
  });
  await postOk(request, `/v1/tours/${id}/itinerary`, token, {
    tourItineraries: [{ destinationId, day: 1, title: 'Arrival', description: 'Estate walk and dinner.' }],
  });
  const pricing = await postOk(request, `/v1/tours/${id}/pricing`, token, {
    pricingType: 'Simple',
    tourPackageDepartures: [
      {
        name: 'Standard',
        simplePricings: [
          { adult: 2, child: 0, price: 45000 },
          { adult: 2, child: 1, price: '52500.50' },
        ],
      },
    ],
  });
  const departureId = pricing.tourPackageDepartures[0].id as string;
  const date = daysFromNow(20);
  await postOk(request, `/v1/tours/${id}/availability`, token, {
    tourType: 'SpecificDays',
    tourDates: [{ date, tourPackageDepartureId: departureId }],
  });
  const published = await postOk(request, `/v1/tours/${id}/publish`, token, { publish: true });
  return { id: id as string, slug: published.slug as string, title: fullTitle, departureId, date, creator };
}

/** An admin-made coupon: a fixed discount in rupees, for one package. */
export async function createCoupon(
  request: APIRequestContext,
  admin: { email: string; password: string },
  data: { code: string; kind: 'percent' | 'fixed'; value: number; tourPackageId?: string },
) {
  const token = await apiToken(request, admin.email, admin.password);
  return postOk(request, '/v1/coupons', token, data);
}

/** The creator re-prices the package's "Standard" departure (same id, so checkout links stay valid). */
export async function repriceDeparture(
  request: APIRequestContext,
  pkg: Awaited<ReturnType<typeof createBookablePackage>>,
  simplePricings: { adult: number; child: number; price: number | string }[],
) {
  const token = await apiToken(request, pkg.creator.email, pkg.creator.password);
  return postOk(request, `/v1/tours/${pkg.id}/pricing`, token, {
    pricingType: 'Simple',
    tourPackageDepartures: [{ id: pkg.departureId, name: 'Standard', simplePricings }],
  });
}

/**
 * A booking of one "Standard" room for 2 adults (₹45,000) made through the API and paid on the
 * PhonePe emulator's page (its Pay button), as a traveller would; answers the booking id once the
 * browser is back on the payment result.
 */
export async function bookAndPay(
  page: Page,
  pkg: Awaited<ReturnType<typeof createBookablePackage>>,
  data: { name: string; email: string; paymentType: 'token' | 'full' },
) {
  const res = await page.request.post('/v1/bookings', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      tourPackageId: pkg.id,
      departureId: pkg.departureId,
      travelDate: pkg.date,
      adults: [2],
      child: [0],
      phone: '9876543210',
      ...data,
    },
  });
  if (res.status() !== 201) throw new Error(`booking not created: ${res.status()} ${await res.text()}`);
  const booking = await res.json();
  await page.goto(booking.data.instrumentResponse.redirectInfo.url);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/booking\/payment-complete\//);
  // ADR 1302: the browser keeps the traveller's manage key from the checkout's answer, as the
  // checkout form does, so the booking page offers the traveller's actions in this browser.
  await keepManageKey(page, booking.bookingId, booking.manageKey);
  return booking.bookingId as string;
}

/**
 * Stores a booking's manage key in the page's browser, where the web's checkout keeps it: on the
 * page's origin (the gateway returns to PUBLIC_URL's) and on the journeys' base URL's, which may
 * name the same server by another host (localhost / 127.0.0.1).
 */
export async function keepManageKey(page: Page, bookingId: string, manageKey: string) {
  const store = (target: Page) =>
    target.evaluate(([id, key]) => localStorage.setItem(`wayfarer-manage-key:${id}`, key), [
      bookingId,
      manageKey,
    ] as const);
  await store(page);
  const other = await page.context().newPage();
  await other.goto('/robots.txt');
  if (new URL(other.url()).origin !== new URL(page.url()).origin) await store(other);
  await other.close();
}

/** The manage key the page's browser keeps for a booking ('' when none). */
export async function storedManageKey(page: Page, bookingId: string): Promise<string> {
  return page.evaluate((id) => localStorage.getItem(`wayfarer-manage-key:${id}`) ?? '', bookingId);
}

/** The X-Manage-Key header of the traveller's API calls on a booking (ADR 1302). */
export const travellerHeaders = (manageKey: string) => ({ 'X-Manage-Key': manageKey });
