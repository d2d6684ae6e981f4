import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { registerCreator, type TestCreator } from '../factories.ts';
import { bearer, createTestApp, type TestApp } from '../helpers.ts';
import { type Callers, signInCallers } from '../roles.ts';
import { call, createTourPlaces, type TourPlaces } from '../tour-factory.ts';
import { tourPackages } from '../../src/db/schema.ts';

// The package editor tests' app (tours.test.ts, tour-sections.test.ts,
// tour-availability-publishing.test.ts): one app per file, a creator, a rival creator and places.
// Not a test file itself.

type ToursContext = {
  t: TestApp;
  callers: Callers;
  rival: TestCreator;
  rivalHeaders: Record<string, string>;
  places: TourPlaces;
};

/** Registers the file's beforeAll/afterAll; `ctx` is filled before the first test runs. */
export function toursTestContext() {
  const ctx = {} as ToursContext;
  beforeAll(async () => {
    ctx.t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    ctx.callers = await signInCallers(ctx.t.app);
    ctx.rival = await registerCreator(ctx.t.app);
    ctx.rivalHeaders = bearer(ctx.rival.token);
    ctx.places = await createTourPlaces(ctx.t.database.db);
  });
  afterAll(() => ctx.t.close());

  const get = (url: string, headers = ctx.callers.creator) => call(ctx.t.app, headers, 'GET', url);
  const post = (url: string, payload?: object, headers = ctx.callers.creator) =>
    call(ctx.t.app, headers, 'POST', url, payload);
  const packageRow = async (id: string) =>
    (await ctx.t.database.db.select().from(tourPackages).where(eq(tourPackages.id, id)))[0]!;
  const issues = (res: { json: () => { errors?: { path: string; message: string }[] } }) =>
    res.json().errors ?? [];
  return { ctx, get, post, packageRow, issues };
}
