import { errorBody, mediaResponse } from '@wayfarer/shared/schemas/common';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../lib/auth-user.ts';
import { readImagePart } from './image-upload.ts';
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
      const media = await uploadImage(app.deps, { data, ownerId: signedInUser(request).id });
      return reply.code(201).send(media);
    },
  );
};
