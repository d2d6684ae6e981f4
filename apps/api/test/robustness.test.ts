import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { createPublishedPackage } from './package-factory.ts';
import { type Callers, signInCallers } from './roles.ts';

// "The server never crashes on input": every documented route, as an admin, a creator and
// anonymous, with malformed bodies, ids and query strings, answers below 500.
let t: TestApp;
let callers: Callers;
let packageId: string;

beforeAll(async () => {
  t = await createTestApp();
  callers = await signInCallers(t.app);
  packageId = (await createPublishedPackage(t.app, { creator: callers.creatorRecord })).id;
});
afterAll(() => t?.close());

const JUNK_BODIES: unknown[] = [
  null,
  7,
  'text',
  [],
  {},
  { title: {}, name: [], email: 5, page: 'x' },
  { tourDates: 'x', tourPackageDepartures: [{ id: 5, simplePricings: [{ adult: '1e9' }] }] },
  { tourItineraries: [{ day: -1, meals: 'x' }], adults: [99], child: ['a'], customs: [{ id: 1, value: -1 }] },
  {
    name: 'nul\u0000byte',
    title: 'nul\u0000byte',
    description: 'x\u0000',
    email: 'a\u0000@b.co',
    code: 'A\u0000B',
  },
];
const JUNK_QUERY = '?page=-1&pageSize=abc&status=%00&minPrice=x&maxPrice=-5&sort=zz&query=%25%5F&search=%27';

it('answers every documented route with malformed input below 500', async () => {
  const spec = (await t.app.inject({ url: '/v1/docs/json' })).json<{ paths: Record<string, object> }>();
  const failures: string[] = [];
  const who = { admin: callers.admin, creator: callers.creator, anonymous: {} };
  for (const [path, operations] of Object.entries(spec.paths)) {
    for (const method of Object.keys(operations)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      for (const id of [packageId, 'not-a-uuid', '%00%ff']) {
        const url = path.replace(/\{id\}/g, id).replace(/\{[^}]+\}/g, 'zz%00');
        const bodies = upper === 'GET' || upper === 'DELETE' ? [undefined] : JUNK_BODIES;
        for (const body of bodies) {
          for (const [name, headers] of Object.entries(who)) {
            const res = await t.app.inject({
              method: upper as 'GET',
              url: upper === 'GET' ? url + JUNK_QUERY : url,
              headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
              payload: body === undefined ? undefined : JSON.stringify(body),
            });
            if (res.statusCode >= 500)
              failures.push(`${res.statusCode} ${upper} ${url} as ${name}: ${res.body.slice(0, 120)}`);
          }
        }
      }
    }
  }
  expect(failures).toEqual([]);
}, 120_000);

// what the router itself refuses — a path it cannot decode, a parameter
// longer than 100 characters — answers the documented { code, message } shape too, on every
// route family (each documented path with a parameter, the media files and the web pages).
it('answers undecodable and over-long path parameters in the error shape', async () => {
  const spec = (await t.app.inject({ url: '/v1/docs/json' })).json<{ paths: Record<string, object> }>();
  const templates = Object.entries(spec.paths)
    .filter(([path]) => path.includes('{'))
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => method.toUpperCase())
        .filter((method) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
        .map((method) => ({ method, path })),
    );
  expect(templates.length).toBeGreaterThan(20);
  templates.push(
    ...['/media/{key}', '/package/{slug}', '/creator/{username}', '/{page}', '/v1/nope/{x}'].map((path) => ({
      method: 'GET',
      path,
    })),
  );
  const failures: string[] = [];
  for (const { method, path } of templates) {
    for (const [param, statuses] of [
      ['%ZZ', [400]],
      ['x'.repeat(101), [414, 404]],
    ] as const) {
      const url = path.replace(/\{[^}]+\}/g, param);
      const res = await t.app.inject({ method: method as 'GET', url, headers: callers.admin });
      // A web page (outside /v1 and /media) may answer the web app's own not-found page.
      const isPage =
        !/^\/(v1|media)\//.test(path) && String(res.headers['content-type'] ?? '').includes('text/html');
      const body = parseJson(res.body);
      const isShape =
        isPage ||
        (Object.keys(body).every((key) => key === 'code' || key === 'message' || key === 'error') &&
          body.code === res.statusCode &&
          typeof body.error === 'string' &&
          typeof body.message === 'string');
      if (!(statuses as readonly number[]).includes(res.statusCode) || !isShape)
        failures.push(`${method} ${url.slice(0, 60)} → ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
  }
  expect(failures).toEqual([]);
  const res = await t.app.inject({ url: '/v1/tours/%ZZ/overview', headers: callers.admin });
  expect([res.statusCode, res.json()]).toEqual([
    400,
    { code: 400, error: 'BAD_REQUEST', message: 'Bad request' },
  ]);
  const long = await t.app.inject({ url: `/v1/tours/${'a'.repeat(101)}/overview`, headers: callers.admin });
  expect([long.statusCode, long.json()]).toEqual([
    414,
    { code: 414, error: 'URI_TOO_LONG', message: 'The address is too long' },
  ]);
}, 60_000);

function parseJson(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text);
  } catch {
    return { notJson: text.slice(0, 40) };
  }
}
