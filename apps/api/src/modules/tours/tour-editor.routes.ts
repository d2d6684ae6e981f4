import {
  destinationBody,
  destinationResponse,
  itineraryBody,
  itineraryResponse,
  overviewBody,
  overviewResponse,
} from '@wayfarer/shared/schemas/tour-content';
import {
  availabilityBody,
  availabilityResponse,
  pricingBody,
  pricingResponse,
} from '@wayfarer/shared/schemas/tour-pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../lib/auth-user.ts';
import { getAvailability, saveAvailability } from './tour-availability.service.ts';
import { getDestination, saveDestination } from './tour-destination.service.ts';
import { getItinerary, saveItinerary } from './tour-itinerary.service.ts';
import { getOverview, saveOverview } from './tour-overview.service.ts';
import { getPricing, savePricing } from './tour-pricing.service.ts';
import { errors, idParams, security, tags } from './tour-route-parts.ts';

// spec 001 §7 "Tour packages": the editor's tabs. ADMIN (any package) or creator (own); the guards
// run at preValidation, so 401/403 come before any body check.
export const tourEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  const asEditor = [app.authenticate, app.requireAdminOrCreator];

  // The five editor tabs: GET the section, POST replaces it in one transaction and answers the
  // fresh state. Written out one by one so each route's types follow from its schemas.
  app.get(
    '/tours/:id/overview',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: "The package's overview tab",
        security,
        params: idParams,
        response: { 200: overviewResponse, ...errors },
      },
    },
    async (request) => getOverview(app.deps.db, signedInUser(request), request.params.id),
  );

  app.post(
    '/tours/:id/overview',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: "Replace the package's overview tab in one transaction",
        security,
        params: idParams,
        body: overviewBody,
        response: { 200: overviewResponse, ...errors },
      },
    },
    async (request) => saveOverview(app.deps.db, signedInUser(request), request.params.id, request.body),
  );

  app.get(
    '/tours/:id/destination',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: "The package's destination tab",
        security,
        params: idParams,
        response: { 200: destinationResponse, ...errors },
      },
    },
    async (request) => getDestination(app.deps.db, signedInUser(request), request.params.id),
  );

  app.post(
    '/tours/:id/destination',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: "Replace the package's destination tab in one transaction",
        security,
        params: idParams,
        body: destinationBody,
        response: { 200: destinationResponse, ...errors },
      },
    },
    async (request) => saveDestination(app.deps.db, signedInUser(request), request.params.id, request.body),
  );

  app.get(
    '/tours/:id/itinerary',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: "The package's itinerary tab",
        security,
        params: idParams,
        response: { 200: itineraryResponse, ...errors },
      },
    },
    async (request) => getItinerary(app.deps.db, signedInUser(request), request.params.id),
  );

  app.post(
    '/tours/:id/itinerary',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: "Replace the package's itinerary tab in one transaction",
        security,
        params: idParams,
        body: itineraryBody,
        response: { 200: itineraryResponse, ...errors },
      },
    },
    async (request) => saveItinerary(app.deps.db, signedInUser(request), request.params.id, request.body),
  );

  app.get(
    '/tours/:id/pricing',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: "The package's pricing tab",
        security,
        params: idParams,
        response: { 200: pricingResponse, ...errors },
      },
    },
    async (request) => getPricing(app.deps.db, signedInUser(request), request.params.id),
  );

  app.post(
    '/tours/:id/pricing',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: "Replace the package's pricing tab in one transaction",
        security,
        params: idParams,
        body: pricingBody,
        response: { 200: pricingResponse, ...errors },
      },
    },
    async (request) => savePricing(app.deps.db, signedInUser(request), request.params.id, request.body),
  );

  app.get(
    '/tours/:id/availability',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: "The package's availability tab",
        security,
        params: idParams,
        response: { 200: availabilityResponse, ...errors },
      },
    },
    async (request) => getAvailability(app.deps.db, signedInUser(request), request.params.id),
  );

  app.post(
    '/tours/:id/availability',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: "Replace the package's availability tab in one transaction",
        security,
        params: idParams,
        body: availabilityBody,
        response: { 200: availabilityResponse, ...errors },
      },
    },
    async (request) => saveAvailability(app.deps.db, signedInUser(request), request.params.id, request.body),
  );
};
