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
