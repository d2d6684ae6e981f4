// Lists and search at scale. Usage:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale -- [--sizes 1000,100000] [--runs 25] [--keep]
// --keep leaves the database in place (its name is printed) for EXPLAIN ANALYZE; drop it by hand.
// Creates a throwaway database on DATABASE_URL's server, starts the built API on it
// (apps/api/dist/server.js; `npm run build` first) with the demo seed and no micro-cache, then
// grows the catalogue to each size (published packages over ~2,000 creators, with places,
// departures and dates) and times each call one at a time: p50/p95 over --runs requests after
// three warm-ups. Prints a table and p95(last size) / p95(first size). Heavy: not part of npm test.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { option as opt, percentile, startBuiltApi } from './bench-support.mjs';

const sizes = opt('--sizes', '1000,100000').split(',').map(Number);
const runs = Number(opt('--runs', 25));
const keep = process.argv.includes('--keep');
const CREATORS = 2000;
const ADMIN = { email: 'admin@scale.wayfarer.test', password: 'Admin_scale1' };

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error(
    'bench:scale needs DATABASE_URL (a PostgreSQL server; a throwaway database is created on it)',
  );
  process.exit(1);
}
const dbName = `wayfarer_scale_${randomBytes(4).toString('hex')}`;
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;

async function onServer(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const startApi = () =>
  startBuiltApi('scale', {
    DATABASE_URL: dbUrl.toString(),
    PUBLIC_CACHE_MS: '0',
    PUBLIC_RATE_LIMIT: '1000000',
    AUTH_RATE_LIMIT: '100000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });

/** INSERT … SELECT that copies a template row and overrides some columns. */
async function columnsOf(db, table) {
  const { rows } = await db.query(
    `select column_name from information_schema.columns where table_name = $1 and table_schema = 'public' order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}
async function copyInsert(db, table, overrides, fromSql) {
  const columns = (await columnsOf(db, table)).filter((c) => c !== 'id' || overrides.id);
  const values = columns.map((c) => overrides[c] ?? `t."${c}"`);
  await db.query(
    `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) select ${values.join(', ')} ${fromSql}`,
  );
}

const WORDS = [
  'Bliss',
  'Highlights',
  'Escape',
  'Trails',
  'Explorer',
  'Getaway',
  'Heritage Walk',
  'Backroads',
  'Retreat',
  'Odyssey',
  'Temples and Beaches',
  'Forts and Palaces',
  'by Road',
  'Food Trail',
  'Slow Travel',
];

async function addCreators(db) {
  const { rows } = await db.query('select count(*)::int as n from creators');
  const missing = CREATORS - rows[0].n;
  if (missing <= 0) return;
  const template = `from generate_series(1, ${missing}) g, (select u.* from users u join creators c on c.user_id = u.id limit 1) t`;
  await copyInsert(
    db,
    'users',
    {
      id: 'gen_random_uuid()',
      name: `'Scale Creator ' || g`,
      email: `'scale' || g || '@creators.wayfarer.test'`,
    },
    template,
  );
  await copyInsert(
    db,
    'creators',
    {
      id: 'gen_random_uuid()',
      user_id: `(select id from users where email = 'scale' || g || '@creators.wayfarer.test')`,
      username: `'scale_creator_' || g`,
      full_name: `(array['Asha','Ravi','Meera','Kabir','Isha','Dev','Tara','Arjun'])[1 + g % 8] || ' ' || (array['Nair','Rao','Kapoor','Sen','Iyer','Das','Mehta'])[1 + g % 7] || ' ' || g`,
      email: `'scale' || g || '@creators.wayfarer.test'`,
    },
    `from generate_series(1, ${missing}) g, (select * from creators limit 1) t`,
  );
}

/** Grows the published catalogue to `size` packages. */
async function growTo(db, size) {
  const { rows } = await db.query(`select count(*)::int as n from tour_packages where status = 'Published'`);
  const missing = size - rows[0].n;
  if (missing <= 0) return;
  const start = Date.now();
  const places = `((select array_agg(name order by name) from destinations))`;
  const placeIds = `((select array_agg(id order by name) from destinations))`;
  const words = `(array[${WORDS.map((w) => `'${w}'`).join(',')}])`;
  await db.query(
    'create temporary table if not exists scale_creators as select id, row_number() over (order by id) as n from creators',
  );
  await db.query(`create temporary table new_packages as
    select g, gen_random_uuid() as id, ${placeIds}[1 + (g * 7) % array_length(${placeIds}, 1)] as place_id,
      ${places}[1 + (g * 7) % array_length(${places}, 1)] || ' ' || ${words}[1 + g % ${WORDS.length}] || ' ' || (3 + g % 9) || ' Days' as title,
      (select id from scale_creators where n = 1 + (g * 31) % ${CREATORS}) as creator_id
    from generate_series(${rows[0].n + 1}, ${size}) g`);
  await copyInsert(
    db,
    'tour_packages',
    {
      id: 'n.id',
      creator_id: 'n.creator_id',
      title: 'n.title',
      slug: `lower(regexp_replace(n.title, '[^a-zA-Z0-9]+', '-', 'g')) || '-' || n.g`,
      status: `'Published'`,
      featured: 'false',
      starting_price_paise: `(800000 + (n.g * 7919) % 30000000)::int`,
      published_at: `now() - make_interval(mins => n.g)`,
      created_at: `now() - make_interval(mins => n.g + 5)`,
      updated_at: 'now()',
    },
    `from new_packages n, (select * from tour_packages where status = 'Published' order by created_at limit 1) t`,
  );
  await db.query(`insert into tour_package_destinations (package_id, destination_id, days, position)
    select id, place_id, 3 + g % 9, 0 from new_packages`);
  await db.query(`insert into tour_departures (id, package_id, name, position)
    select gen_random_uuid(), id, 'Standard', 0 from new_packages`);
  await db.query(`insert into tour_dates (package_id, departure_id, date, seats)
    select d.package_id, d.id, current_date + (7 * k + n.g % 7), 20
    from tour_departures d join new_packages n on n.id = d.package_id, generate_series(1, 3) k`);
  await db.query('drop table new_packages');
  await db.query('vacuum analyze');
  console.log(`  grew to ${size} published packages in ${((Date.now() - start) / 1000).toFixed(1)} s`);
}

async function time(origin, path, headers) {
  const t = performance.now();
  const res = await fetch(origin + path, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return performance.now() - t;
}

async function measure(origin, calls, headers) {
  const results = {};
  for (const [name, path, auth] of calls) {
    for (let i = 0; i < 3; i += 1) await time(origin, path, auth ? headers : {});
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await time(origin, path, auth ? headers : {}));
    results[name] = { p50: percentile(samples, 50), p95: percentile(samples, 95) };
  }
  return results;
}

await onServer(`CREATE DATABASE ${dbName}`);
const db = new pg.Client({ connectionString: dbUrl.toString() });
let api;
try {
  api = await startApi();
  await db.connect();
  await addCreators(db);
  const login = await fetch(`${api.origin}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = (await login.json()).tokens.access.token;
  const auth = { authorization: `Bearer ${token}` };
  const { rows: groups } = await db.query('select slug from destination_groups order by name limit 1');
  const group = groups[0].slug;
  const calls = [
    ['list newest p1', '/v1/tours/list?sort=newest'],
    ['list newest p50', '/v1/tours/list?sort=newest&page=50'],
    ['list price p1', '/v1/tours/list?sort=price'],
    ['list price p50', '/v1/tours/list?sort=price&page=50'],
    ['list price_desc p1', '/v1/tours/list?sort=price_desc'],
    ['list price_desc p50', '/v1/tours/list?sort=price_desc&page=50'],
    ['list destination p1', `/v1/tours/list?destination=${group}`],
    ['list destination p50', `/v1/tours/list?destination=${group}&page=50`],
    ['list price range p1', '/v1/tours/list?minPrice=20000&maxPrice=60000'],
    ['list price range p50', '/v1/tours/list?minPrice=20000&maxPrice=60000&page=50'],
    ['list query "bali" p1', '/v1/tours/list?query=bali'],
    ['search "bali"', '/v1/search?query=bali'],
    ['search "rajasthan forts"', '/v1/search?query=rajasthan%20forts'],
    ['search "blai"', '/v1/search?query=blai'],
    ['search "rajastan"', '/v1/search?query=rajastan'],
    ['search "kyto"', '/v1/search?query=kyto'],
    ['destination page', `/v1/destination-groups/slug/${group}`],
    ['creator packages', '/v1/tours/feature/scale_creator_7'],
    ['admin list p1', '/v1/tours?page=1', true],
    ['admin list p50', '/v1/tours?page=50', true],
    ['admin list title "bali"', '/v1/tours?title=bali', true],
  ];
  const bySize = [];
  for (const size of sizes) {
    await growTo(db, size);
    bySize.push(await measure(api.origin, calls, auth));
  }
  const first = bySize[0];
  const last = bySize[bySize.length - 1];
  const f = (n) => n.toFixed(1).padStart(7);
  console.log(
    `\n${'call'.padEnd(26)} ${sizes.map((s) => `p50@${s}`.padStart(9) + `p95@${s}`.padStart(10)).join(' ')}  p95 ratio`,
  );
  let within = 0;
  for (const [name] of calls) {
    const ratio = last[name].p95 / first[name].p95;
    if (ratio <= 1.5) within += 1;
    console.log(
      `${name.padEnd(26)} ${bySize.map((r) => `${f(r[name].p50)}  ${f(r[name].p95)} `).join(' ')}  ${ratio.toFixed(2)}${ratio <= 1.5 ? '' : '  over 1.5'}`,
    );
  }
  console.log(
    `\n${within} of ${calls.length} calls within 1.5x (ms, ${runs} runs each, one at a time, PUBLIC_CACHE_MS=0)`,
  );
} finally {
  await db.end().catch(() => {});
  await api?.stop();
  if (keep) console.log(`kept database ${dbName}`);
  else await onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
