import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, index, integer, timestamp } from 'drizzle-orm/pg-core';

// Column and index helpers shared by the schema files.
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Case-insensitive uniqueness and lookups go through `lower(column)`. */
export const lower = (column: AnyPgColumn): SQL => sql`lower(${column})`;
/** pg_trgm GIN index for ILIKE '%…%' and similarity search on lower(column). */
export const trigramIndex = (name: string, column: AnyPgColumn) =>
  index(name).using('gin', sql`lower(${column}) gin_trgm_ops`);

/** The order a row was saved in within its section. */
export const position = () => integer('position').notNull().default(0);

/** bytea as a Buffer (node-postgres answers a Buffer, PGlite a Uint8Array: wrapped, not copied). */
export const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
