import {
  destinationGroup,
  destinationGroupBody,
  destinationGroupBySlug,
  nameSearchBody,
  namedRef,
  pageQuery,
  paged,
} from '@wayfarer/shared/schemas/catalogue';
import { errorBody } from '@wayfarer/shared/schemas/common';
import { packageCard } from '@wayfarer/shared/schemas/tour-public';
import { z } from '@wayfarer/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicCache } from '../../plugins/etag.ts';
import {
  createDestinationGroup,
  editDestinationGroup,
  removeDestinationGroup,
} from './destination-groups-admin.service.ts';
import {
  getDestinationGroup,
  getDestinationGroupBySlug,
  getDestinationGroupPage,
  searchDestinationGroups,
} from './destination-groups.service.ts';

// spec 000 §7 spells the path both "/destination-groups" and "/desination-groups"; both answer.
const BASE_PATHS = ['/destination-groups', '/desination-groups'] as const;

// Public reads for the pickers and pages (the UI's "Destinations") and the ADMIN writes.
export const destinationGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const base of BASE_PATHS) {
    registerReads(app, base, base !== BASE_PATHS[0]);
    registerWrites(app, base, base !== BASE_PATHS[0]);
  }
};

const security = [{ bearerAuth: [] }];
/** The slug read's packages are the public grid's cards. */
const groupWithPackages = destinationGroupBySlug.extend({ packages: z.array(packageCard) });
const idParams = z.object({ id: z.string() });

// Guards run at preValidation, so a caller without the right gets 401/403 before any body check.
function registerWrites(app: FastifyInstance, base: string, isAlias: boolean) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: ['catalogue'], security, ...(isAlias && { hide: true }) };
  const asAdmin = [app.authenticate, app.requireRole('ADMIN')];
  const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody };

  typed.post(
    base,
    {
      preValidation: asAdmin,
      schema: {
        ...docs,
        summary: 'ADMIN: create a destination {name, image, banner, destinations: [place ids]}',
        body: destinationGroupBody,
        response: { 201: destinationGroup, ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send(await createDestinationGroup(app.deps.db, request.body)),
  );

  for (const method of ['POST', 'PATCH'] as const) {
    typed.route({
      method,
      url: `${base}/:id`,
      preValidation: asAdmin,
      schema: {
        ...docs,
        summary: 'ADMIN: update a destination (name, pictures, places); the slug stays',
        params: idParams,
        body: destinationGroupBody,
        response: { 200: destinationGroup, 404: errorBody, ...refusals },
      },
      handler: async (request) => editDestinationGroup(app.deps.db, request.params.id, request.body),
    });
  }

  typed.delete(
    `${base}/:id`,
    {
      preValidation: asAdmin,
      schema: {
        ...docs,
        summary: 'ADMIN: delete a destination no creator uses (409 otherwise)',
        params: idParams,
        response: { 204: z.null(), 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await removeDestinationGroup(app.deps.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

function registerReads(app: FastifyInstance, base: string, isAlias: boolean) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: ['catalogue'], ...(isAlias && { hide: true }) };

  typed.get(
    base,
    {
      onSend: publicCache,
      schema: {
        ...docs,
        summary: 'Destinations (destination groups) with their places, 20 a page; `query` filters by name',
        querystring: pageQuery,
        response: { 200: paged(destinationGroup) },
      },
    },
    async (request) => getDestinationGroupPage(app.deps.db, request.query),
  );

  typed.get(
    `${base}/:id`,
    {
      onSend: publicCache,
      schema: {
        ...docs,
        summary: 'One destination (destination group) with its places',
        params: z.object({ id: z.string() }),
        response: { 200: destinationGroup, 404: errorBody },
      },
    },
    async (request) => getDestinationGroup(app.deps.db, request.params.id),
  );

  typed.post(
    `${base}/search`,
    {
      schema: {
        ...docs,
        summary: 'Destinations whose name contains (or nearly matches) `name`, best first, 20 at most',
        body: nameSearchBody,
        response: { 200: z.array(namedRef), 400: errorBody },
      },
    },
    async (request) => searchDestinationGroups(app.deps.db, request.body.name),
  );

  typed.get(
    `${base}/slug/:slug`,
    {
      onSend: publicCache,
      schema: {
        ...docs,
        summary: 'A destination by its slug, with the published packages touching its places',
        params: z.object({ slug: z.string() }),
        response: { 200: groupWithPackages, 404: errorBody },
      },
    },
    async (request) => getDestinationGroupBySlug(app.deps.db, request.params.slug),
  );
}
