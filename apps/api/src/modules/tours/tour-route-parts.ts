import { errorBody } from '@wayfarer/shared/schemas/common';
import { z } from '@wayfarer/shared/zod';

// The OpenAPI parts every package route repeats.
export const security = [{ bearerAuth: [] }];
export const idParams = z.object({ id: z.string() });
export const tags = ['tours'];
export const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
