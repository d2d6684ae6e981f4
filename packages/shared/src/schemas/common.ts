import { z } from '../zod.ts';

// ARCHITECTURE.md: { code: <http status>, message, errors?: [{ path, message }] }
export const errorBody = z.object({
  code: z.number().int(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const mediaResponse = z.object({ url: z.string() });
export type MediaResponse = z.infer<typeof mediaResponse>;

export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('up') });
