import { errorBody } from '@wayfarer/shared/schemas/common';
import {
  bannerImagesBody,
  creatorBannerImages,
  creatorMemories,
  memoriesBody,
} from '@wayfarer/shared/schemas/creator';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInCreator } from '../../lib/auth-user.ts';
import { getBannerImages, getMemories, saveBannerImages, saveMemories } from './creator-gallery.service.ts';

const security = [{ bearerAuth: [] }];
const creatorParams = z.object({ creatorId: z.string() });

// spec 000 §2 Settings: the Gallery (five banners) and Memories tabs, and the public profile.
export const creatorGalleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const asCreator = [app.authenticate, app.requireCreator];

  app.get(
    '/creator-banner/:creatorId',
    {
      schema: {
        tags: ['creators'],
        summary: 'A creator’s banner images, by order',
        params: creatorParams,
        response: { 200: creatorBannerImages, 404: errorBody },
      },
    },
    async (request) => getBannerImages(app.deps.db, request.params.creatorId),
  );

  app.post(
    '/creator-banner',
    {
      preHandler: asCreator,
      schema: {
        tags: ['creators'],
        summary: 'Replace the signed-in creator’s five banner images (orders 1 to 5)',
        security,
        body: bannerImagesBody,
        response: { 200: creatorBannerImages, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => saveBannerImages(app.deps.db, signedInCreator(request).creatorId, request.body),
  );

  app.get(
    '/creator-memories/:creatorId',
    {
      schema: {
        tags: ['creators'],
        summary: 'A creator’s memories, by order',
        params: creatorParams,
        response: { 200: creatorMemories, 404: errorBody },
      },
    },
    async (request) => getMemories(app.deps.db, request.params.creatorId),
  );

  app.post(
    '/creator-memories',
    {
      preHandler: asCreator,
      schema: {
        tags: ['creators'],
        summary: 'Replace the signed-in creator’s memories',
        security,
        body: memoriesBody,
        response: { 200: creatorMemories, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => saveMemories(app.deps.db, signedInCreator(request).creatorId, request.body),
  );
};
