type DriverError = { code?: unknown; constraint?: unknown; cause?: unknown };

// Drizzle wraps driver errors (DrizzleQueryError) and keeps the driver's error as `cause`;
// node-postgres and PGlite both expose PostgreSQL's SQLSTATE as `code` and the violated
// constraint (or unique index) as `constraint`.
function driverError(error: unknown): DriverError | undefined {
  for (let e = error as DriverError | undefined; e; e = e.cause as DriverError | undefined) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => driverError(error)?.code === '23505';

/** A row still referenced by an `ON DELETE RESTRICT` foreign key (23503). */
export const isForeignKeyViolation = (error: unknown): boolean => driverError(error)?.code === '23503';

/**
 * PostgreSQL's class 22, data exception: a value the database cannot take (a NUL byte in text,
 * a malformed uuid or date, a number out of range). Always caused by input, never by the server.
 */
export const isDataException = (error: unknown): boolean => {
  const code = driverError(error)?.code;
  return typeof code === 'string' && code.startsWith('22');
};

/** The unique index or constraint a 23505 names, e.g. `creators_username_lower_idx`. */
export function violatedConstraint(error: unknown): string | undefined {
  const constraint = driverError(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

// SQLSTATE class 08 (connection exception) and the server going away under a connection or
// refusing work: 57P01 admin_shutdown (pg_terminate_backend, a restart), 57P02 crash_shutdown,
// 57P03 cannot_connect_now (starting up, shutting down), 53300 too_many_connections, 25006
// read_only_sql_transaction (a standby or a read-only database after a failover).
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '25006']);
// EAI_AGAIN: the database's host name could not be resolved just now (a DNS failure that passes);
// ENOTFOUND is left out, as a misspelt host stays misspelt.
const CONNECTION_ERRNOS = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
// node-postgres says these in words only (no code).
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed and is not queryable/i;
// 55000 is object_not_in_prerequisite_state, mostly the request's own doing; only with these
// words (`ALTER DATABASE … ALLOW_CONNECTIONS false`) is it the database refusing connections.
const REFUSING_CONNECTIONS = /is not currently accepting connections/i;

/**
 * The request failed because the database cannot be reached or refuses work right now (its
 * connection lost or not to be had, too many connections, starting up, read-only), not because
 * of anything it asked: the error handler answers 503 DATABASE_UNAVAILABLE with Retry-After and a
 * retry normally succeeds.
 */
export function isConnectionError(error: unknown): boolean {
  for (let e = error as (DriverError & { message?: unknown }) | undefined; e; e = e.cause as typeof e) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (code.startsWith('08') || CONNECTION_SQLSTATES.has(code) || CONNECTION_ERRNOS.has(code)) return true;
    if (code === '55000' && REFUSING_CONNECTIONS.test(message)) return true;
    if (CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}

/**
 * 40P01 deadlock_detected and 40001 serialization_failure: the transaction was rolled back whole
 * because of another one, not because of anything it asked; running it again is safe.
 */
export const isTransactionConflict = (error: unknown): boolean => {
  const code = driverError(error)?.code;
  return code === '40P01' || code === '40001';
};
