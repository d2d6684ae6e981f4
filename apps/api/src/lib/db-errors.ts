// Drizzle wraps driver errors (DrizzleQueryError) and keeps the driver's error as `cause`;
// node-postgres and PGlite both expose PostgreSQL's SQLSTATE as `code`.
function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';
