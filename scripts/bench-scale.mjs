// Lists, search and the operator screens at scale. Usage:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale -- [--sizes 1000,100000] [--runs 25] [--keep] [--only operator|public]
// --keep leaves the databases in place (their names are printed) for EXPLAIN ANALYZE; drop them by hand.
// Creates one throwaway database per size on DATABASE_URL's server, starts the built API on each
// (apps/api/dist/server.js; `npm run build` first) with the demo seed and no micro-cache, grows
// each catalogue to its size (published packages over ~2,000 creators, with places, departures
// and dates), then times each call one request at a time, alternating between the sizes (A B, B A,
// …) so that the machine's own ups and downs fall on both alike: p50/p95 over --runs requests per
// size after three warm-ups. Prints a table and p95(last size) / p95(first size). Heavy: not part
// of npm test.
// Each call asks the same thing at every size: a filtered list's deep page is page 50 or, when the
// filter matches fewer rows at the first size, its last page there (page 50 of ~170 matches is
// empty, and an empty answer is no baseline); a creator's packages are a demo creator's, whose
// catalogue stays the same while the marketplace grows (packages are added to the bench's own
// creators only).
// The operator calls run on the same sites, which also hold `size` bookings and `size`
// leads: a tenth of the bookings on the demo creator's packages (its dashboard and its first
// package's departure board), the rest on the bench's packages; 60 % paid by token, 10 % paid in
// full and completed, 10 % paid then cancelled with a part refunded, 20 % unpaid; each paid one
// with its payment attempt; the leads' e-mails match some travellers'. Calls: admin stats, the
// creator dashboard (a demo creator, signed in with the admin's password copied onto it), the
// admin bookings and leads lists (pages 1 and 50, a filter), the departure board.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { option as opt, percentile, startBuiltApi } from './bench-support.mjs';

const sizes = opt('--sizes', '1000,100000').split(',').map(Number);
const runs = Number(opt('--runs', 100));
const keep = process.argv.includes('--keep');
const only = opt('--only', '');
// --port-base N: the sites listen on N, N+1, … (default: any free ports).
const portBase = Number(opt('--port-base', 0));
const CREATORS = 2000;
const ADMIN = { email: 'admin@scale.wayfarer.test', password: 'Admin_scale1' };

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error(
    'bench:scale needs DATABASE_URL (a PostgreSQL server; a throwaway database is created on it)',
  );
  process.exit(1);
}
const dbNames = sizes.map(() => `wayfarer_scale_${randomBytes(4).toString('hex')}`);
const urlOf = (dbName) => {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
};

async function onServer(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const startApi = (databaseUrl, k) =>
  startBuiltApi('scale', {
    ...(portBase ? { PORT: String(portBase + k) } : {}),
    DATABASE_URL: databaseUrl,
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

// The triggers that add each row to a kept total (ADR 1211) upsert the same few rows: one
// statement inserting 100,000 rows would rewrite each of them ~100,000 times in one transaction,
// which is quadratic. The bulk load runs without them, then rebuilds the totals from the rows.
const COUNTING_TRIGGERS = [
  ['bookings', 'booking_figures_on_booking'],
  ['payment_attempts', 'booking_figures_on_attempt'],
  ['refunds', 'booking_figures_on_refund'],
  ['earnings', 'booking_figures_on_earning'],
  ['tour_packages', 'record_counts_on_package'],
  ['leads', 'record_counts_on_lead'],
  // The departure board's per-date counts (ADR 1222; absent before migration 0029).
  ['bookings', 'board_counts_on_booking'],
  ['seat_holds', 'board_counts_on_hold'],
  // The bookings per status and payment status (ADR 1226; absent before migration 0030), rebuilt
  // by kept_figures_rebuild() from then on.
  ['bookings', 'record_counts_on_booking'],
];
// The stored package answers' triggers (ADR 1214) likewise upsert one row per package for
// each booking, hold, date… of it: run without them, then mark every package stale once.
async function withoutCountingTriggers(db, load) {
  // A build from before the kept totals (a "before" run) has none of them.
  const { rows } = await db.query(`select to_regproc('kept_figures_rebuild') is not null as kept`);
  if (!rows[0].kept) return load();
  const reads = (
    await db.query(
      `select c.relname as "table", t.tgname as name from pg_trigger t
        join pg_class c on c.oid = t.tgrelid where t.tgname like 'package_reads%' and not t.tgisinternal`,
    )
  ).rows.map((r) => [r.table, r.name]);
  const { rows: board } = await db.query(`select to_regproc('board_counts_rebuild') is not null as kept`);
  const { rows: booked } = await db.query(`select to_regproc('booking_counts_rebuild') is not null as kept`);
  const counting = COUNTING_TRIGGERS.filter(
    ([, name]) =>
      (board[0].kept || !name.startsWith('board_counts')) &&
      (booked[0].kept || name !== 'record_counts_on_booking'),
  );
  const triggers = [...counting, ...reads];
  const alter = (how) =>
    Promise.all(triggers.map(([table, name]) => db.query(`alter table ${table} ${how} trigger ${name}`)));
  await alter('disable');
  try {
    await load();
  } finally {
    await alter('enable');
    await db.query('select kept_figures_rebuild()');
    if (board[0].kept) await db.query('select board_counts_rebuild()');
    if (reads.length > 0) await db.query('select package_reads_stale(array(select id from tour_packages))');
  }
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
  // Only the bench's own creators get packages: the demo creators keep their demo catalogues.
  await db.query(`create temporary table if not exists scale_creators as
    select id, row_number() over (order by id) as n from creators where username like 'scale\\_creator\\_%'`);
  const { rows: counted } = await db.query('select count(*)::int as n from scale_creators');
  await db.query(`create temporary table new_packages as
    select g, gen_random_uuid() as id, ${placeIds}[1 + (g * 7) % array_length(${placeIds}, 1)] as place_id,
      ${places}[1 + (g * 7) % array_length(${places}, 1)] || ' ' || ${words}[1 + g % ${WORDS.length}] || ' ' || (3 + g % 9) || ' Days' as title,
      (select id from scale_creators where n = 1 + (g * 31) % ${counted[0].n}) as creator_id
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

/** `size` bookings (with their payments and refunds) and `size` leads, as the header says. */
async function growBookings(db, size, creatorUsername) {
  const start = Date.now();
  await db.query(
    `create temporary table booked_packages as
    select p.id, p.creator_id, d.id as departure_id, d.name as departure_name,
      (select min(td.date) from tour_dates td where td.departure_id = d.id and td.date >= current_date) as travel_date,
      row_number() over (order by p.created_at, p.id) as n, c.username = $1 as demo
    from tour_packages p join creators c on c.id = p.creator_id
    join lateral (select * from tour_departures where package_id = p.id order by position limit 1) d on true
    where p.status = 'Published' and (c.username = $1 or c.username like 'scale\\_creator\\_%')`,
    [creatorUsername],
  );
  await db.query(`delete from booked_packages where travel_date is null`);
  await db.query(`create temporary table booked_ranked as
    select *, row_number() over (partition by demo order by n) as k from booked_packages`);
  await db.query('create index on booked_ranked (demo, k)');
  const { rows: per } = await db.query(`select count(*) filter (where demo)::int as demo,
    count(*) filter (where not demo)::int as rest from booked_ranked`);
  await db.query(
    `insert into bookings (booking_number, package_id, creator_id, departure_id, departure_name, travel_date,
      name, email, phone, payment_type, pricing_type, selection, people, package_amount_paise, due_now_paise, paid_paise,
      payment_status, status, balance_due_date, created_at)
    select 'SCALE-' || g, p.id, p.creator_id, p.departure_id, p.departure_name, p.travel_date,
      'Traveller ' || g, 'traveller' || g || '@example.com', '9876543210',
      case when g % 10 = 6 then 'full' else 'token' end, 'Simple', '[{"adult":2,"child":0,"pricePaise":5000000}]', 2,
      5000000, case when g % 10 = 6 then 5000000 else 750000 end,
      case when g % 10 in (8, 9) then 0 when g % 10 = 6 then 5000000 else 750000 end,
      case when g % 10 in (8, 9) then 'PENDING' else 'PAYMENT_SUCCESS' end,
      case when g % 10 in (8, 9) then 'PENDING' when g % 10 = 6 then 'COMPLETED' when g % 10 = 7 then 'CANCELLED' else 'CONFIRMED' end,
      p.travel_date - 30, now() - make_interval(days => g % 400, secs => g)
    from generate_series(1, $1::int) g
    join booked_ranked p on p.demo = (g % 10 = 0)
      and p.k = 1 + (g * 7) % (case when g % 10 = 0 then ${per[0].demo} else ${per[0].rest} end)`,
    [size],
  );
  await db.query(`insert into payment_attempts (booking_id, merchant_transaction_id, kind, amount_paise, status, expires_at, created_at, updated_at)
    select id, 'SCALE-MT-' || booking_number, payment_type, paid_paise, 'PAYMENT_SUCCESS', created_at + interval '15 minutes', created_at, created_at + interval '1 minute'
    from bookings where booking_number like 'SCALE-%' and payment_status = 'PAYMENT_SUCCESS'`);
  await db.query(`insert into refunds (booking_id, payment_attempt_id, merchant_transaction_id, amount_paise, status, created_at)
    select b.id, a.id, 'SCALE-RF-' || b.booking_number, 250000, 'COMPLETED', b.created_at + interval '1 day'
    from bookings b join payment_attempts a on a.booking_id = b.id
    where b.booking_number like 'SCALE-%' and b.status = 'CANCELLED'`);
  await db.query(
    `insert into leads (name, email, phone, message, status, creator_id, created_at)
    select 'Lead ' || g, case when g % 5 = 0 then '' else 'traveller' || (g * 3) || '@example.com' end, '9123456789', 'Hello',
      (array['new','followed','cancelled','confirmed'])[1 + g % 4],
      case when g % 10 = 0 then (select id from creators where username = $2) end,
      now() - make_interval(days => g % 400, secs => g + 7)
    from generate_series(1, $1::int) g`,
    [size, creatorUsername],
  );
  await db.query('drop table booked_ranked');
  await db.query('drop table booked_packages');
  await db.query('vacuum analyze');
  console.log(`  added ${size} bookings and ${size} leads in ${((Date.now() - start) / 1000).toFixed(1)} s`);
}

async function time(origin, path, headers, method = 'GET') {
  const t = performance.now();
  const res = await fetch(origin + path, { headers, method });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return performance.now() - t;
}

/** Page 50 of the list, or its last page when it has fewer (at the first size). */
async function deepPage(origin, path) {
  const { totalPages } = await (await fetch(origin + path)).json();
  return Math.max(1, Math.min(50, totalPages));
}

/** The demo creator with the most published packages (the bench adds none to them). */
async function demoCreator(db) {
  const { rows } = await db.query(`select c.username from creators c
    join tour_packages p on p.creator_id = c.id and p.status = 'Published'
    where c.username not like 'scale\\_creator\\_%' group by c.username order by count(*) desc, c.username limit 1`);
  return rows[0].username;
}

/** Each call on every size, alternating the order request by request; p50/p95 per size. */
async function measure(sites, calls) {
  const bySize = sites.map(() => ({}));
  for (const [name, pathOf, auth, method = 'GET'] of calls) {
    const headersOf = (site) => (auth ? site[auth === true ? 'auth' : auth] : {});
    const at = (site) => (typeof pathOf === 'function' ? pathOf(site) : pathOf);
    for (const site of sites) {
      const body = await (await fetch(site.origin + at(site), { headers: headersOf(site), method })).json();
      for (const key of ['tourPackages', 'results', 'enquiries', 'dates'])
        if (Array.isArray(body[key]) && body[key].length === 0)
          console.log(`  note: ${name} answers no ${key} at ${site.size}`);
      for (let i = 0; i < 2; i += 1) await time(site.origin, at(site), headersOf(site), method);
    }
    const samples = sites.map(() => []);
    for (let i = 0; i < runs; i += 1) {
      const order = i % 2 === 0 ? sites : [...sites].reverse();
      for (const site of order)
        samples[sites.indexOf(site)].push(await time(site.origin, at(site), headersOf(site), method));
    }
    sites.forEach((_, k) => {
      bySize[k][name] = { p50: percentile(samples[k], 50), p95: percentile(samples[k], 95) };
    });
  }
  return bySize;
}

/** A database of `size` published packages with its own API server. */
async function openSite(size, dbName, sites) {
  await onServer(`CREATE DATABASE ${dbName}`);
  const site = { size, dbName, db: new pg.Client({ connectionString: urlOf(dbName) }) };
  sites.push(site);
  site.api = await startApi(urlOf(dbName), sites.length - 1);
  site.origin = site.api.origin;
  await site.db.connect();
  await addCreators(site.db);
  site.creator = await demoCreator(site.db);
  await withoutCountingTriggers(site.db, async () => {
    await growTo(site.db, size);
    if (only !== 'public') await growBookings(site.db, size, site.creator);
  });
  // The lists' totals read the kept counts (ADR 1226): rebuilt right, or the bench measures wrong
  // answers.
  const { rows: counted } = await site.db.query(
    `select (select count(*) from bookings)::int as rows,
       (select coalesce(sum(n), 0) from record_counts where scope = '' and name like 'booking:%')::int as kept,
       to_regproc('booking_counts_rebuild') is not null as counts`,
  );
  if (counted[0].counts && counted[0].rows !== counted[0].kept)
    throw new Error(`kept bookings ${counted[0].kept} against ${counted[0].rows} rows`);
  const signIn = async (email, password) => {
    const login = await fetch(`${site.origin}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return { authorization: `Bearer ${(await login.json()).tokens.access.token}` };
  };
  site.auth = await signIn(ADMIN.email, ADMIN.password);
  // The demo creator signs in with the admin's password (its own is random and never shown).
  const { rows } = await site.db.query(
    `update users u set password_hash = (select password_hash from users where lower(email) = lower($1))
     from creators c where c.user_id = u.id and c.username = $2 returning u.email`,
    [ADMIN.email, site.creator],
  );
  site.creatorAuth = await signIn(rows[0].email, ADMIN.password);
  const { rows: board } = await site.db.query(
    `select p.id from tour_packages p join creators c on c.id = p.creator_id
     where c.username = $1 and p.status = 'Published' order by p.created_at, p.id limit 1`,
    [site.creator],
  );
  site.boardPackage = board[0].id;
}

const sites = [];
try {
  for (const [k, size] of sizes.entries()) await openSite(size, dbNames[k], sites);
  const [small] = sites;
  const { rows: groups } = await small.db.query('select slug from destination_groups order by name limit 1');
  const group = groups[0].slug;
  const byGroup = `/v1/tours/list?destination=${group}`;
  const byPrice = '/v1/tours/list?minPrice=20000&maxPrice=60000';
  const groupPage = await deepPage(small.origin, byGroup);
  const pricePage = await deepPage(small.origin, byPrice);
  const creator = small.creator;
  const publicCalls = [
    ['list newest p1', '/v1/tours/list?sort=newest'],
    ['list newest p50', '/v1/tours/list?sort=newest&page=50'],
    ['list price p1', '/v1/tours/list?sort=price'],
    ['list price p50', '/v1/tours/list?sort=price&page=50'],
    ['list price_desc p1', '/v1/tours/list?sort=price_desc'],
    ['list price_desc p50', '/v1/tours/list?sort=price_desc&page=50'],
    ['list destination p1', byGroup],
    [`list destination p${groupPage}`, `${byGroup}&page=${groupPage}`],
    ['list price range p1', byPrice],
    [`list price range p${pricePage}`, `${byPrice}&page=${pricePage}`],
    ['list query "bali" p1', '/v1/tours/list?query=bali'],
    ['search "bali"', '/v1/search?query=bali'],
    ['search "rajasthan forts"', '/v1/search?query=rajasthan%20forts'],
    ['search "blai"', '/v1/search?query=blai'],
    ['search "rajastan"', '/v1/search?query=rajastan'],
    ['search "kyto"', '/v1/search?query=kyto'],
    ['destination page', `/v1/destination-groups/slug/${group}`],
    [`creator packages (@${creator})`, `/v1/tours/feature/${creator}`],
    ['admin list p1', '/v1/tours?page=1', true],
    ['admin list p50', '/v1/tours?page=50', true],
    ['admin list title "bali"', '/v1/tours?title=bali', true],
  ];
  const operatorCalls = [
    ['admin stats', '/v1/admin/stats', true],
    [`creator dashboard (@${creator})`, '/v1/creators/dashboard', 'creatorAuth', 'POST'],
    ['admin bookings p1', '/v1/bookings?page=1', true],
    ['admin bookings p50', '/v1/bookings?page=50', true],
    ['admin bookings paid p1', '/v1/bookings?status=PAYMENT_SUCCESS&page=1', true],
    ['admin bookings search', '/v1/bookings?search=traveller123', true],
    ['admin leads p1', '/v1/query/me?page=1', true],
    ['admin leads p50', '/v1/query/me?page=50', true],
    ['admin leads followed p1', '/v1/query/me?status=followed&page=1', true],
    ['departure board', (site) => `/v1/tours/${site.boardPackage}/departures-board`, true],
  ];
  const calls =
    only === 'operator'
      ? operatorCalls
      : only === 'public'
        ? publicCalls
        : [...publicCalls, ...operatorCalls];
  const bySize = await measure(sites, calls);
  const first = bySize[0];
  const last = bySize[bySize.length - 1];
  const f = (n) => n.toFixed(1).padStart(7);
  console.log(
    `\n${'call'.padEnd(34)} ${sizes.map((s) => `p50@${s}`.padStart(9) + `p95@${s}`.padStart(10)).join(' ')}  p95 ratio`,
  );
  let within = 0;
  for (const [name] of calls) {
    const ratio = last[name].p95 / first[name].p95;
    if (ratio <= 1.5) within += 1;
    console.log(
      `${name.padEnd(34)} ${bySize.map((r) => `${f(r[name].p50)}  ${f(r[name].p95)} `).join(' ')}  ${ratio.toFixed(2)}${ratio <= 1.5 ? '' : '  over 1.5'}`,
    );
  }
  console.log(
    `\n${within} of ${calls.length} calls within 1.5x (ms, ${runs} runs each, one at a time, sizes alternating, PUBLIC_CACHE_MS=0)`,
  );
} finally {
  for (const site of sites) {
    await site.db.end().catch(() => {});
    await site.api?.stop();
  }
  for (const dbName of dbNames) {
    if (keep) console.log(`kept database ${dbName}`);
    else await onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}
