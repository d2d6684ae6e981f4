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
