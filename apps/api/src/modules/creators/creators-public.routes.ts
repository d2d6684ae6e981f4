import { pageQuery, paged } from '@wayfarer/shared/schemas/catalogue';
import { errorBody } from '@wayfarer/shared/schemas/common';
import { creatorAdminRow, creatorCard, creatorPublic } from '@wayfarer/shared/schemas/creator';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicCache } from '../../plugins/etag.ts';
import {
  getAdminCreatorPage,
  getCreatorCardPage,
  getFeaturedCreators,
  getPublicCreatorById,
  getPublicCreatorByUsername,
} from './creators-public.service.ts';

// Public creator pages (spec 001 §2, §3), with ETags (plugins/etag.ts), and the admin's creator list.
export const creatorsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  // spec 000 §7 writes "creators/feature/"; both spellings answer.
  for (const url of ['/creators/feature', '/creators/feature/']) {
    app.get(
      url,
      {
        onSend: publicCache,
        schema: {
          tags: ['creators'],
          summary: 'Featured creators; the newest eight when none is featured',
          hide: url.endsWith('/'),
          response: { 200: z.array(creatorCard) },
        },
      },
      async () => getFeaturedCreators(app.deps.db),
    );
  }

  app.get(
    '/creators/list',
    {
      onSend: publicCache,
      schema: {
        tags: ['creators'],
        summary: 'The public creators grid, 12 a page, newest first',
        querystring: pageQuery.pick({ page: true }),
        response: { 200: paged(creatorCard) },
      },
    },
    async (request) => getCreatorCardPage(app.deps.db, request.query.page),
  );

  app.get(
    '/creators',
    {
      preHandler: [app.authenticate, app.requireRole('ADMIN')],
      schema: {
        tags: ['creators'],
        summary: 'ADMIN: creators, 20 a page, newest first; `query` searches name, username and e-mail',
        security: [{ bearerAuth: [] }],
        querystring: pageQuery,
        response: { 200: paged(creatorAdminRow), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => getAdminCreatorPage(app.deps.db, request.query),
  );

  app.get(
    '/creators/:id',
    {
      onSend: publicCache,
      schema: {
        tags: ['creators'],
        summary: 'A public creator profile by id',
        params: z.object({ id: z.string() }),
        response: { 200: creatorPublic, 404: errorBody },
      },
    },
    async (request) => getPublicCreatorById(app.deps.db, request.params.id),
  );

  app.get(
    '/creators/username/:username',
    {
      onSend: publicCache,
      schema: {
        tags: ['creators'],
        summary: 'A public creator profile by username, in any case (/@{username})',
        params: z.object({ username: z.string() }),
        response: { 200: creatorPublic, 404: errorBody },
      },
    },
    async (request) => getPublicCreatorByUsername(app.deps.db, request.params.username),
  );
};
