import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { packageReads } from '../../db/schema.ts';
import { readBatches } from './read-batches.ts';

// The public package answer stored once per change (package_reads, ADR 1214, 1221): its forms
// read by slug, kept in the process on PGlite (ADR 1229), read once for requests that come
// together (ADR 1230), and stored after a build unless a change raced it. The build's query is
// in public-package.repository.ts.

/** The stored answer: the JSON text, its weak ETag and its br and gzip forms (ADR 1221). */
export type StoredPackageAnswer = { body: string; etag: string; br: Buffer | null; gzip: Buffer | null };
/** Which form of the stored answer a request wants: the text, or one compressed form. */
export type PackageForm = 'identity' | 'br' | 'gzip';
/** One form as read: the ETag, and the compressed bytes or (identity, or nothing compressed) the text. */
export type StoredPackageForm = {
  etag: string;
  compressible: boolean;
  bytes: Buffer | null;
  text: string | null;
};

const formColumn = { identity: null, br: packageReads.bodyBr, gzip: packageReads.bodyGzip };

// One statement per form, so a read moves only the bytes it answers with (a bytea of a form not
// sent would still be read and decoded).
const storedForm = (db: Database, form: PackageForm) => {
  const column = formColumn[form];
  return db
    .select({
      etag: packageReads.etag,
      compressible: sql<boolean>`${packageReads.bodyBr} is not null`,
      bytes: column ?? sql<null>`null`,
      text: column
        ? sql<string | null>`case when ${column} is null then ${packageReads.body} end`
        : packageReads.body,
    })
    .from(packageReads)
    .where(
      and(
        eq(packageReads.slug, sql.placeholder('slug')),
        eq(packageReads.datesFrom, sql.placeholder('datesFrom')),
        eq(packageReads.builder, sql.placeholder('builder')),
        isNotNull(packageReads.body),
      ),
    )
    .limit(1)
    .prepare(`public_package_stored_${form}`);
};
const storedByDb = new WeakMap<Database, Record<PackageForm, ReturnType<typeof storedForm>>>();

/** At most this many packages' answers are kept in a process (~15 KB each, three forms). */
export const PROCESS_COPY_LIMIT = 2000;
type ProcessCopy = {
  datesFrom: string;
  builder: string;
  forms: Partial<Record<PackageForm, StoredPackageForm>>;
};
/** The copies (by slug, least recently used first) and how many notifications have emptied them. */
type ProcessCopies = { bySlug: Map<string, ProcessCopy>; generation: number };
const copiesByDb = new WeakMap<Database, ProcessCopies>();

/**
 * ADR 1229: on PGlite, the stored answers read are kept in this process, and every copy is dropped
 * on the `package_reads` notification that marking any row stale sends. The process is the
 * database's only writer and PGlite delivers the notification as the writer's statement returns,
 * so no read after a change finds a copy from before it. A read that was under way when a
 * notification came keeps nothing (the generation moved), since it may have read the old row.
 */
export async function keepStoredAnswersInProcess(
  db: Database,
  listen: NonNullable<DatabaseHandle['listen']>,
): Promise<void> {
  const copies: ProcessCopies = { bySlug: new Map(), generation: 0 };
  await listen('package_reads', () => {
    copies.generation += 1;
    copies.bySlug.clear();
  });
  copiesByDb.set(db, copies);
}

function copied(copies: ProcessCopies, key: { slug: string; datesFrom: string; builder: string }) {
  const copy = copies.bySlug.get(key.slug);
  return copy && copy.datesFrom === key.datesFrom && copy.builder === key.builder ? copy : undefined;
}

/** Keeps `found` as the newest copy of the package (most recently used), within the limit. */
function keepCopy(
  copies: ProcessCopies,
  key: { slug: string; datesFrom: string; builder: string },
  form: PackageForm,
  found: StoredPackageForm,
) {
  const copy = copied(copies, key) ?? { datesFrom: key.datesFrom, builder: key.builder, forms: {} };
  copy.forms[form] = found;
  copies.bySlug.delete(key.slug);
  copies.bySlug.set(key.slug, copy);
  if (copies.bySlug.size > PROCESS_COPY_LIMIT) {
    const oldest = copies.bySlug.keys().next().value;
    if (oldest !== undefined) copies.bySlug.delete(oldest);
  }
}

/**
 * One form of the stored answer of the package with this slug, if it is current for this day and
 * builder: one indexed read, nothing to hash or compress; on PGlite a copy in this process while
 * nothing has marked any answer stale since it was read (keepStoredAnswersInProcess).
 */
export async function findStoredPackageForm(
  db: Database,
  form: PackageForm,
  key: { slug: string; datesFrom: string; builder: string },
): Promise<StoredPackageForm | undefined> {
  let prepared = storedByDb.get(db);
  if (!prepared) {
    prepared = {
      identity: storedForm(db, 'identity'),
      br: storedForm(db, 'br'),
      gzip: storedForm(db, 'gzip'),
    };
    storedByDb.set(db, prepared);
  }
  const copies = copiesByDb.get(db);
  const hit = copies && copied(copies, key)?.forms[form];
  if (copies && hit) {
    keepCopy(copies, key, form, hit);
    return hit;
  }
  const statement = prepared[form];
  // Requests for one answer at once share a read started after each of them came (ADR 1230).
  return batchesOf(db)(`${form} ${key.datesFrom} ${key.builder} ${key.slug}`, async () => {
    const generation = copies?.generation;
    const [row] = await statement.execute(key);
    if (!row?.etag) return undefined;
    const found = {
      etag: row.etag,
      compressible: row.compressible,
      bytes: row.bytes ?? null,
      text: row.text ?? null,
    };
    if (copies && copies.generation === generation) keepCopy(copies, key, form, found);
    return found;
  });
}

const batchesByDb = new WeakMap<Database, ReturnType<typeof readBatches<StoredPackageForm | undefined>>>();
function batchesOf(db: Database) {
  let batches = batchesByDb.get(db);
  if (!batches) {
    batches = readBatches<StoredPackageForm | undefined>();
    batchesByDb.set(db, batches);
  }
  return batches;
}

/**
 * Keeps a freshly built answer, unless the package's inputs changed since the build read them:
 * `readVersion` is the row's version the build saw (null: no row yet). A trigger that ran since
 * has bumped it (or made the row), so the conditional write keeps nothing; a writer still open
 * holds the row's lock and the write waits for it, then finds the new version.
 */
export async function storePackageBody(
  db: Database,
  input: {
    packageId: string;
    readVersion: number | null;
    slug: string;
    datesFrom: string;
    builder: string;
  } & StoredPackageAnswer,
): Promise<void> {
  const values = {
    slug: input.slug,
    datesFrom: input.datesFrom,
    builder: input.builder,
    body: input.body,
    etag: input.etag,
    bodyBr: input.br,
    bodyGzip: input.gzip,
    builtAt: sql`now()`,
  };
  await db
    .insert(packageReads)
    .values({ packageId: input.packageId, version: 0, ...values })
    .onConflictDoUpdate({
      target: packageReads.packageId,
      set: values,
      where: input.readVersion === null ? sql`false` : sql`${packageReads.version} = ${input.readVersion}`,
    });
}
