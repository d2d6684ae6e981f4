import { pageQuery, paged } from '@wayfarer/shared/schemas/catalogue';
import { errorBody } from '@wayfarer/shared/schemas/common';
import { hotel, hotelBody, hotelOption, hotelSearchBody } from '@wayfarer/shared/schemas/hotel';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createHotel,
  editHotel,
  getHotel,
  getHotelPage,
  removeHotel,
  searchHotels,
} from './hotels.service.ts';

const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string() });
const tags = ['catalogue'];

// spec 001 §3 "Hotel", §5, §7. Guards run at preValidation: 401/403 come before any body check.
export const hotelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const asAdmin = [app.authenticate, app.requireRole('ADMIN')];

  app.get(
    '/hotels',
    {
      schema: {
        tags,
        summary: 'Hotels with their place, 10 a page in name order; `query` filters by name',
        querystring: pageQuery,
        response: { 200: paged(hotel) },
      },
    },
    async (request) => getHotelPage(app.deps.db, request.query),
  );

  app.get(
    '/hotels/:id',
    { schema: { tags, summary: 'One hotel', params: idParams, response: { 200: hotel, 404: errorBody } } },
    async (request) => getHotel(app.deps.db, request.params.id),
  );

  app.post(
    '/hotels',
    {
      preValidation: [app.authenticate, app.requireAdminOrCreator],
      schema: {
        tags,
        summary: 'ADMIN or creator (the editor’s Add Hotel): create a hotel in a place',
        security,
        body: hotelBody,
        response: { 201: hotel, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await createHotel(app.deps.db, request.body)),
  );

  app.post(
    '/hotels/search',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Signed-in: hotels in the given places whose name matches; `label` reads "name - address"',
        security,
        body: hotelSearchBody,
        response: { 200: z.array(hotelOption), 400: errorBody, 401: errorBody },
      },
    },
    async (request) => searchHotels(app.deps.db, request.body),
  );

  app.post(
    '/hotels/:id',
    {
      preValidation: asAdmin,
      schema: {
        tags,
        summary: 'ADMIN: update a hotel',
        security,
        params: idParams,
        body: hotelBody,
        response: {
          200: hotel,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => editHotel(app.deps.db, request.params.id, request.body),
  );

  app.delete(
    '/hotels/:id',
    {
      preValidation: asAdmin,
      schema: {
        tags,
        summary: 'ADMIN: delete a hotel',
        security,
        params: idParams,
        response: { 204: z.null(), 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await removeHotel(app.deps.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
