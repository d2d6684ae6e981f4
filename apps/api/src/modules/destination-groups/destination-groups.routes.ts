import {
  destinationGroup,
  nameSearchBody,
  namedRef,
  pageQuery,
  paged,
} from '@wayfarer/shared/schemas/catalogue';
import { errorBody } from '@wayfarer/shared/schemas/common';
import { z } from '@wayfarer/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getDestinationGroup,
  getDestinationGroupPage,
  searchDestinationGroups,
} from './destination-groups.service.ts';

// spec 000 §7 spells the path both "/destination-groups" and "/desination-groups"; both answer.
const BASE_PATHS = ['/destination-groups', '/desination-groups'] as const;

// Public reads for the pickers and pages (the UI's "Destinations"). Create and update come with
// the admin catalogue issue.
export const destinationGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const base of BASE_PATHS) registerReads(app, base, base !== BASE_PATHS[0]);
};

function registerReads(app: FastifyInstance, base: string, isAlias: boolean) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: ['catalogue'], ...(isAlias && { hide: true }) };

  typed.get(
    base,
    {
      schema: {
        ...docs,
        summary: 'Destinations (destination groups) with their places, 20 a page; `query` filters by name',
        querystring: pageQuery,
        response: { 200: paged(destinationGroup) },
      },
    },
    async (request) => getDestinationGroupPage(app.db, request.query),
  );

  typed.get(
    `${base}/:id`,
    {
      schema: {
        ...docs,
        summary: 'One destination (destination group) with its places',
        params: z.object({ id: z.string() }),
        response: { 200: destinationGroup, 404: errorBody },
      },
    },
    async (request) => getDestinationGroup(app.db, request.params.id),
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
    async (request) => searchDestinationGroups(app.db, request.body.name),
  );
}
