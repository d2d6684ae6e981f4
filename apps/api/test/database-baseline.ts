// What a test file's database is put back to before the worker hands it to its next file, on PGlite
// (pglite-template.ts) and on PostgreSQL (pg-reuse.ts): the state the migrations left.

/** Runs one statement (or several, without parameters) and answers its rows. */
export type RunSql = <Row>(statement: string) => Promise<{ rows: Row[] }>;

/** A query naming the tables that hold rows, the statements that restore the migrations' state, and the schema's fingerprint. */
export type Baseline = { written: string; restore: string; schema: string };

/**
 * A digest of the public schema's objects: its tables, sequences, indexes and views, their
 * triggers and whether each is enabled, and its functions. A file that created a table, a trigger
 * or a function for fault injection, or left a trigger disabled, changes it: its database is not
 * handed on (the next file gets a new copy of the migrated one).
 */
const SCHEMA_FINGERPRINT = `select md5(coalesce(string_agg(item, ',' order by item), '')) as digest from (
  select 'r:' || c.relname || ':' || c.relkind::text from pg_class c where c.relnamespace = 'public'::regnamespace
  union all
  select 't:' || c.relname || '.' || t.tgname || ':' || t.tgenabled::text
    from pg_trigger t join pg_class c on c.oid = t.tgrelid where c.relnamespace = 'public'::regnamespace
  union all
  select 'f:' || p.proname || ':' || md5(p.prosrc) from pg_proc p where p.pronamespace = 'public'::regnamespace
) objects(item)`;

export async function schemaDigest(run: RunSql): Promise<string> {
  return (await run<{ digest: string }>(SCHEMA_FINGERPRINT)).rows[0]?.digest ?? '';
}

/**
 * What the migrations left in the database, as what puts it back: which of the public schema's
 * tables hold rows (one query), those emptied, then the rows the migrations
 * inserted written again as they were (triggers off, as a restore) and the sequences set where they
 * stood. Only the tables a file wrote to are emptied (restoreBaseline).
 */
export async function baselineOf(run: RunSql): Promise<Baseline> {
  const tables = (
    await run<{ name: string }>(
      `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).rows.map((r) => r.name);
  const restores: string[] = [];
  for (const table of tables) {
    const { rows } = await run<{ rows: string | null }>(
      `select json_agg(t)::text as rows from public.${table} t`,
    );
    const json = rows[0]?.rows;
    if (json)
      restores.push(
        `insert into public.${table} select * from json_populate_recordset(null::public.${table}, $j$${json}$j$);`,
      );
  }
  const sequences = (
    await run<{ statement: string }>(
      `select format('select setval(%L, %s, %L);', quote_ident(schemaname) || '.' || quote_ident(sequencename),
         coalesce(last_value, start_value), last_value is not null) as statement
       from pg_sequences where schemaname = 'public'`,
    )
  ).rows.map((r) => r.statement);
  return {
    written: tables
      .map((t) => `select 'public.${t}' as name where exists (select from public.${t})`)
      .join(' union all '),
    restore: [
      'set session_replication_role = replica;',
      ...restores,
      'set session_replication_role = default;',
      ...sequences,
    ].join('\n'),
    schema: await schemaDigest(run),
  };
}

/**
 * Puts a database back as `baseline` recorded it: false, with nothing changed, when its schema is
 * no longer the migrations' (the caller makes a new one instead). The tables a file wrote are
 * emptied by `delete`, with triggers off (no foreign key checked, no count kept, as in the restore
 * itself): a `truncate` gives each table and index new files, 0.3-0.7 s a file on PostgreSQL on a
 * 2-core machine and ~170 ms on PGlite, where the deletes took ~45 and ~17 ms. What a delete leaves
 * behind is vacuumed (by PostgreSQL's autovacuum; on PGlite, by the caller).
 */
export async function restoreBaseline(run: RunSql, baseline: Baseline): Promise<boolean> {
  if ((await schemaDigest(run)) !== baseline.schema) return false;
  const written = (await run<{ name: string }>(baseline.written)).rows.map((t) => `delete from ${t.name};`);
  const empty = written.length > 0 ? ['set session_replication_role = replica;', ...written] : [];
  await run([...empty, baseline.restore].join('\n'));
  return true;
}

/**
 * A reset's answer, or false when it fails (`onError` is told why) or takes longer than `ms`; the
 * caller then makes a new database instead.
 */
export async function resetOrFalse(
  reset: Promise<boolean>,
  ms: number,
  onError: (error: unknown) => void,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const answer = reset.catch((error: unknown) => {
    onError(error);
    return false;
  });
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
