import { errorBody } from '@wayfarer/shared/schemas/common';
import {
  availabilityBody,
  availabilityResponse,
  createTourBody,
  destinationBody,
  destinationResponse,
  featureBody,
  itineraryBody,
  itineraryResponse,
  overviewBody,
  overviewResponse,
  pricingBody,
  pricingResponse,
  publishBody,
  rejectBody,
  tourListQuery,
  tourListResponse,
  tourStateResponse,
} from '@wayfarer/shared/schemas/tour';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthUser, signedInUser } from '../../plugins/auth-guard.ts';
import {
  createTour,
  featureTour,
  getAvailability,
  getDestination,
  getItinerary,
  getOverview,
  getPricing,
  getTourPage,
  publishTour,
  rejectTour,
  saveAvailability,
  saveDestination,
  saveItinerary,
  saveOverview,
  savePricing,
  unpublishTour,
} from './tours.service.ts';

const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string() });
const tags = ['tours'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

// spec 001 §5, §7 "Tour packages". Guards run at preValidation: 401/403 come before any
// body check. Every package endpoint goes through packageForUser: another creator's package is 404.
export const toursRoutes: FastifyPluginAsyncZod = async (app) => {
  const asEditor = [app.authenticate, app.requireAdminOrCreator];
  const asAdmin = [app.authenticate, app.requireRole('ADMIN')];

  app.get(
    '/tours',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: 'ADMIN (all) or creator (own): packages, newest first; `title` and `status` filter',
        security,
        querystring: tourListQuery,
        response: { 200: tourListResponse, ...errors },
      },
    },
    async (request) => getTourPage(app.db, signedInUser(request), request.query),
  );

  app.post(
    '/tours',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: 'ADMIN (for the creator named by creatorId) or creator (own): a new Draft package',
        security,
        body: createTourBody,
        response: { 201: z.object({ id: z.string(), slug: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTour(app.db, signedInUser(request), request.body)),
  );

  // The five editor tabs: GET the section, POST replaces it and answers the fresh state.
  // Each call site's `get`/`save` is typed against its response schema (the services return the
  // shared response types); the response schema still validates and serialises the answer.
  const tab = <B extends z.ZodType>(
    name: string,
    body: B,
    response: z.ZodType,
    get: (user: AuthUser, id: string) => Promise<unknown>,
    save: (user: AuthUser, id: string, input: z.output<B>) => Promise<unknown>,
  ) => {
    app.get(
      `/tours/:id/${name}`,
      {
        preValidation: asEditor,
        schema: {
          tags,
          summary: `The package's ${name} tab`,
          security,
          params: idParams,
          response: { 200: response, ...errors },
        },
      },
      async (request) => get(signedInUser(request), request.params.id),
    );
    app.post(
      `/tours/:id/${name}`,
      {
        preValidation: asEditor,
        schema: {
          tags,
          summary: `Replace the package's ${name} tab in one transaction`,
          security,
          params: idParams,
          body,
          response: { 200: response, ...errors },
        },
      },
      async (request) => save(signedInUser(request), request.params.id, request.body as z.output<B>),
    );
  };

  tab(
    'overview',
    overviewBody,
    overviewResponse,
    (user, id) => getOverview(app.db, user, id),
    (user, id, input) => saveOverview(app.db, user, id, input),
  );
  tab(
    'destination',
    destinationBody,
    destinationResponse,
    (user, id) => getDestination(app.db, user, id),
    (user, id, input) => saveDestination(app.db, user, id, input),
  );
  tab(
    'itinerary',
    itineraryBody,
    itineraryResponse,
    (user, id) => getItinerary(app.db, user, id),
    (user, id, input) => saveItinerary(app.db, user, id, input),
  );
  tab(
    'pricing',
    pricingBody,
    pricingResponse,
    (user, id) => getPricing(app.db, user, id),
    (user, id, input) => savePricing(app.db, user, id, input),
  );
  tab(
    'availability',
    availabilityBody,
    availabilityResponse,
    (user, id) => getAvailability(app.db, user, id),
    (user, id, input) => saveAvailability(app.db, user, id, input),
  );

  app.post(
    '/tours/:id/publish',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: 'Publish a complete package; 400 lists what is missing',
        security,
        params: idParams,
        body: publishBody,
        response: { 200: tourStateResponse, ...errors },
      },
    },
    async (request) => publishTour(app.db, signedInUser(request), request.params.id),
  );

  app.post(
    '/tours/:id/unpublish',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: 'Back to Draft',
        security,
        params: idParams,
        response: { 200: tourStateResponse, ...errors },
      },
    },
    async (request) => unpublishTour(app.db, signedInUser(request), request.params.id),
  );

  app.post(
    '/tours/:id/reject',
    {
      preValidation: asAdmin,
      schema: {
        tags,
        summary: 'ADMIN: reject with a reason the creator sees',
        security,
        params: idParams,
        body: rejectBody,
        response: { 200: tourStateResponse, ...errors },
      },
    },
    async (request) => rejectTour(app.db, signedInUser(request), request.params.id, request.body.reason),
  );

  app.patch(
    '/tours/:id/feature',
    {
      preValidation: asAdmin,
      schema: {
        tags,
        summary: 'ADMIN: mark featured or not',
        security,
        params: idParams,
        body: featureBody,
        response: { 200: tourStateResponse, ...errors },
      },
    },
    async (request) => featureTour(app.db, signedInUser(request), request.params.id, request.body.featured),
  );
};
