import { errorBody } from '@wayfarer/shared/schemas/common';
import {
  createProfileShareLinkBody,
  createShareLinkBody,
  shareLink,
  shareLinksQuery,
  shareLinksResponse,
} from '@wayfarer/shared/schemas/share-links';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInCreator } from '../../lib/auth-user.ts';
import {
  createProfileShareLink,
  createShareLink,
  listShareLinks,
  type ShareLinkDeps,
  shareRedirectPath,
} from './share-links.service.ts';

const security = [{ bearerAuth: [] }];
const refusals = { 401: errorBody, 403: errorBody };

// A signed-in creator's share links. The creator is the token's, never the body's.
export const shareLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ShareLinkDeps = app.deps;
  const creator = [app.authenticate, app.requireCreator];

  app.post(
    '/share-links',
    {
      preValidation: creator,
      schema: {
        tags: ['share-links'],
        summary:
          'A creator’s short link to a published package (its own, or another creator’s: a recommendation) for one channel; the same package and channel answer the same code',
        security,
        body: createShareLinkBody,
        response: { 201: shareLink, 400: errorBody, 404: errorBody, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createShareLink(deps, signedInCreator(request).creatorId, request.body)),
  );

  app.post(
    '/share-links/profile',
    {
      preValidation: creator,
      schema: {
        tags: ['share-links'],
        summary: 'The creator’s short link to its own public profile for one channel (packageId null)',
        security,
        body: createProfileShareLinkBody,
        response: { 201: shareLink, 400: errorBody, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createProfileShareLink(deps, signedInCreator(request).creatorId, request.body.channel)),
  );

  app.get(
    '/share-links',
    {
      preValidation: creator,
      schema: {
        tags: ['share-links'],
        summary: 'The creator’s links to one package (packageId), or to its profile (no packageId)',
        security,
        querystring: shareLinksQuery,
        response: { 200: shareLinksResponse, ...refusals },
      },
    },
    async (request) => listShareLinks(deps, signedInCreator(request).creatorId, request.query.packageId),
  );
};

/**
 * GET /go/{code} on the site's root (outside /v1), answered before the web app's pages: 302 to the
 * package's page or the creator's profile, the code and channel in the query; an unknown code or
 * a package no longer published gets the web app's not-found page (404).
 */
export async function registerShareRedirect(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { code: string } }>('/go/:code', { schema: { hide: true } }, async (request, reply) => {
    const target = await shareRedirectPath(app.deps.db, request.params.code);
    if (!target) return app.sendPageShell(reply, 404);
    // Each code always leads to the same page, but the page may be unpublished later: no caching.
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });
}
