import { instalmentPlanBody, instalmentPlanResponse } from '@wayfarer/shared/schemas/instalments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../lib/auth-user.ts';
import {
  getInstalmentPlan,
  getPublicInstalmentPlan,
  removeInstalmentPlan,
  saveInstalmentPlan,
} from './tour-instalments.service.ts';
import { errors, idParams, security, tags } from './tour-route-parts.ts';

// ADR 1365: a package's instalment plan. The package's creator or an admin edits it (another
// creator's package answers 403); the checkout reads a published package's plan without signing in.
export const tourInstalmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const asEditor = [app.authenticate, app.requireAdminOrCreator];
  const { deps } = app;

  app.get(
    '/tours/:id/instalment-plan',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: "The package's instalment plan (empty: token and balance only)",
        security,
        params: idParams,
        response: { 200: instalmentPlanResponse, ...errors },
      },
    },
    async (request) => getInstalmentPlan(app.deps.db, signedInUser(request), request.params.id),
  );

  app.put(
    '/tours/:id/instalment-plan',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary:
          'Replace the instalment plan: whole percentages summing to 100, the first at booking (daysBeforeTravel null), the others strictly fewer days before travel; at most 6',
        security,
        params: idParams,
        body: instalmentPlanBody,
        response: { 200: instalmentPlanResponse, ...errors },
      },
    },
    async (request) =>
      saveInstalmentPlan(deps, signedInUser(request), request.params.id, request.body.instalments),
  );

  app.delete(
    '/tours/:id/instalment-plan',
    {
      preValidation: asEditor,
      schema: {
        tags,
        summary: 'Remove the instalment plan (bookings already made keep theirs)',
        security,
        params: idParams,
        response: { 200: instalmentPlanResponse, ...errors },
      },
    },
    async (request) => removeInstalmentPlan(deps, signedInUser(request), request.params.id),
  );

  app.get(
    '/tours/public/id/:id/instalment-plan',
    {
      schema: {
        tags,
        summary: "A published package's instalment plan, as the checkout offers it",
        params: idParams,
        response: { 200: instalmentPlanResponse, ...errors },
      },
    },
    async (request) => getPublicInstalmentPlan(app.deps.db, request.params.id),
  );
};
