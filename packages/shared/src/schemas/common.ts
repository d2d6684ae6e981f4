import { appErrorCodes } from '../error-codes.ts';
import { z } from '../zod.ts';

// One component in the OpenAPI document (plugins/docs.ts), not the list inlined in every answer.
export const appErrorCode = z.enum(appErrorCodes).meta({ id: 'AppErrorCode' });

// ARCHITECTURE.md: { code: <http status>, error: <named code>, message, errors?: [{ path, message }] }
export const errorBody = z.object({
  code: z.number().int(),
  error: appErrorCode,
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const mediaResponse = z.object({ url: z.string() });
export type MediaResponse = z.infer<typeof mediaResponse>;

/** Liveness: 200 while the process serves; `database` reports, never fails it. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['up', 'down']),
  /** Where rate limits are counted now: this process, Redis, or nowhere while Redis is away. */
  rateLimits: z.enum(['process', 'redis', 'redis-down']),
});
/** Readiness: 200 only when the database answers and the instance is not draining. */
export const readyResponse = z.object({ status: z.literal('ready') });

// ---------------------------------------------------------------------------------------------
// Numbers from the client (issue round 4, item 6; ADR 1301). One place decides what is a number:
// never `z.coerce.number()`, which reads null, '', [] and false as 0, true as 1 and '0x12' as 18.

/** Plain decimal text: digits, optionally a point and more digits ("18", "12.5"); no sign, exponent, hex or spaces. */
export const PLAIN_DECIMAL = /^\d{1,15}(?:\.\d{1,15})?$/;
/** Plain whole-number text for a query string ("1", "20"). */
export const PLAIN_DIGITS = /^\d{1,15}$/;

/** A plain decimal string to its number; anything else as it came (so the number schema refuses it). */
export const plainDecimalToNumber = (value: unknown): unknown =>
  typeof value === 'string' && PLAIN_DECIMAL.test(value) ? Number(value) : value;

/**
 * A body's number: a JSON number, or a plain decimal string ("18", "12.5", as a web form's input
 * sends) read as that number. null, booleans, '', arrays, objects and strings such as '0x12',
 * '1e3', ' 5' or '-1' are not numbers: `schema` (a `z.number()` with its own rules and message)
 * refuses them, naming the field. Wrap it in `.optional()` / `.nullable()` outside.
 */
export const strictNumber = <T extends z.ZodNumber>(schema: T) =>
  z.preprocess(plainDecimalToNumber, schema) as unknown as z.ZodType<z.output<T>, number | string>;

/**
 * A query string's whole number: digits only ("1e3", "0x10", "", " 5" and "-1" are refused) within
 * `schema`'s rules. Query strings are strings, so this parse is the one justified reading of one.
 */
export const queryInt = <T extends z.ZodNumber>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && PLAIN_DIGITS.test(value) ? Number(value) : value),
    schema,
  ) as unknown as z.ZodType<z.output<T>, string | number>;

/** A query string's decimal number (a price filter's bound): plain decimal text only, within `schema`'s rules. */
export const queryNumber = <T extends z.ZodNumber>(schema: T) =>
  z.preprocess(plainDecimalToNumber, schema) as unknown as z.ZodType<z.output<T>, string | number>;
