import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, imagePart } from './multipart.ts';
import {
  databaseUrlOf,
  type Instance,
  onServer,
  postJson,
  startInstance,
  stopInstance,
} from './spawned-server.ts';

// One fleet whatever the data folders (ADR 1306): two API processes (as deployed) on
// one fresh PostgreSQL database, each with its own DATA_DIR, no JWT_SECRET, no S3_BUCKET and no
// MEDIA_DIR, started at the same moment with the demo seed on. They behave as one site: one
// signing secret in the database (never printed), a sign-in on A accepted and refreshed on B, an
// upload on A served by B byte for byte, and the demo images served by both.

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_DRIVER === 'pg' && Boolean(serverUrl);
if (!onPostgres) console.info('one-site fleet test skipped: it needs PostgreSQL (the api-pg project)');

describe.skipIf(!onPostgres)('two instances, two DATA_DIRs, one database, no JWT_SECRET or S3', () => {
  const dbName = `wayfarer_onesite_${randomBytes(5).toString('hex')}`;
  const started: Instance[] = [];
  let a: Instance;
  let b: Instance;
  let db: pg.Client;
  /** The access token of the user the sign-in test made, for the upload test. */
  let uploader = '';

  beforeAll(async () => {
    await onServer(serverUrl!, `CREATE DATABASE ${dbName}`);
    const env = { DATABASE_URL: databaseUrlOf(serverUrl!, dbName), SEED_DEMO: 'true', LOG_LEVEL: 'info' };
    [a, b] = await Promise.all([startInstance(env, started), startInstance(env, started)]);
    db = new pg.Client({ connectionString: env.DATABASE_URL });
    await db.connect();
  }, 150_000);

  afterAll(async () => {
    await db?.end();
    await Promise.all(started.map(stopInstance));
    await onServer(serverUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }, 30_000);

  const get = (instance: Instance, path: string, headers: Record<string, string> = {}) =>
    fetch(`${instance.url}${path}`, { headers });
  const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('both are ready and end with one signing secret, which neither prints', async () => {
    for (const instance of [a, b]) expect((await get(instance, '/v1/ready')).status).toBe(200);
    const { rows } = await db.query<{ value: string }>(`select value from shared_secrets where name = 'jwt'`);
    expect(rows).toHaveLength(1);
    for (const instance of [a, b]) {
      const output = instance.output.join('');
      expect(output).not.toContain(rows[0]!.value);
      // No media warning any more: media are in the database.
      expect(output).not.toMatch(/S3_BUCKET/);
    }
  });

  it('a sign-in on A is accepted on B, and B refreshes it', async () => {
    const email = `one.site.${randomBytes(3).toString('hex')}@example.com`;
    const signUp = await postJson(a.url, '/v1/auth/register', {
      name: 'Asha Fleet',
      email,
      password: 'Secret_1',
    });
    expect(signUp.status).toBe(201);
    const { user, tokens } = (await signUp.json()) as {
      user: { id: string };
      tokens: { access: { token: string }; refresh: { token: string } };
    };
    const onB = await get(b, '/v1/user', { authorization: `Bearer ${tokens.access.token}` });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { id: string }).id).toBe(user.id);
    const refreshed = await postJson(b.url, '/v1/auth/refresh-tokens', {
      refreshToken: tokens.refresh.token,
    });
    expect(refreshed.status).toBe(200);
    const fresh = ((await refreshed.json()) as { tokens: { access: { token: string } } }).tokens.access.token;
    expect((await get(a, '/v1/user', { authorization: `Bearer ${fresh}` })).status).toBe(200);
    // A token signed with any other secret is still refused: B checks, it does not wave through.
    const [head, body] = tokens.access.token.split('.');
    const forged = `${head}.${body}.${randomBytes(32).toString('base64url')}`;
    expect((await get(b, '/v1/user', { authorization: `Bearer ${forged}` })).status).toBe(401);

    uploader = tokens.access.token;
  });

  it('an image uploaded on A is served by B, the same bytes and ETag; its width too', async () => {
    expect(uploader).not.toBe('');
    const picture = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#2a7' } })
      .jpeg()
      .toBuffer();
    const body = multipart(imagePart(picture));
    const uploaded = await fetch(`${a.url}/v1/media`, {
      method: 'POST',
      headers: { ...body.headers, authorization: `Bearer ${uploader}` },
      body: new Uint8Array(body.payload),
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const fromA = await get(a, url);
    const fromB = await get(b, url);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
    const bytes = await bytesOf(fromA);
    expect((await bytesOf(fromB)).equals(bytes)).toBe(true);
    expect((await sharp(bytes).metadata()).width).toBe(1000);
    const width = url.replace(/\.jpg$/, '.w480.webp');
    const widthOnB = await get(b, width);
    expect(widthOnB.status).toBe(200);
    expect((await bytesOf(await get(a, width))).equals(await bytesOf(widthOnB))).toBe(true);
  });

  it('a demo image answers 200 on both, from the one seed', async () => {
    const { rows } = await db.query<{ url: string }>(
      `select url from media where storage_key like 'demo/%' order by url limit 2`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { url } of rows) {
      expect(url).toMatch(/^\/media\/demo\//);
      const [fromA, fromB] = await Promise.all([get(a, url), get(b, url)]);
      expect([fromA.status, fromB.status], url).toEqual([200, 200]);
      expect(fromB.headers.get('content-type')).toBe('image/jpeg');
      expect((await bytesOf(fromA)).equals(await bytesOf(fromB))).toBe(true);
    }
    const creatorImage = await db.query<{ image: string }>(
      `select profile_image as image from creators limit 1`,
    );
    const image = creatorImage.rows[0]?.image ?? '';
    expect(image).toMatch(/^\/media\/demo\//);
    expect((await get(b, image)).status).toBe(200);
  });
});
