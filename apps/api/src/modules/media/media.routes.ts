import { serverMessages } from '@wayfarer/shared/messages';
import { errorBody, mediaResponse } from '@wayfarer/shared/schemas/common';
import { z } from '@wayfarer/shared/zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { signedInUser } from '../../plugins/auth-guard.ts';
import { uploadImage } from './media.service.ts';

// Documents the multipart body; the parts are read by @fastify/multipart, not validated as JSON.
const uploadBody = z.object({ image: z.file().describe('A JPEG, PNG or WebP image, 10 MB at most') });

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/media',
    {
      preHandler: app.authenticate,
      validatorCompiler: () => (value) => ({ value }),
      schema: {
        tags: ['media'],
        summary: 'Upload an image (multipart field "image"); answers its URL',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        body: uploadBody,
        response: { 201: mediaResponse, 400: errorBody, 401: errorBody, 413: errorBody },
      },
    },
    async (request, reply) => {
      const data = await readImagePart(request);
      const media = await uploadImage(
        { db: app.db, storage: app.storage },
        { data, ownerId: signedInUser(request).id },
      );
      return reply.code(201).send(media);
    },
  );
};

/** The bytes of the "image" part, held in memory (10 MB at most) until every check passed. */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  const missing = new AppError(400, serverMessages.imageMissing);
  if (!request.isMultipart()) throw missing;
  const part = await request.file();
  if (part?.fieldname !== 'image') throw missing;
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, serverMessages.imageTooLarge);
    }
    throw error;
  }
}
