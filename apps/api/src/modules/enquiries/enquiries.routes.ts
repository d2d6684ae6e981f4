import { errorBody } from '@wayfarer/shared/schemas/common';
import { enquiryBody, enquiryResponse } from '@wayfarer/shared/schemas/enquiry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEnquiry } from './enquiries.service.ts';

export const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Anonymous writes are rate-limited per IP and route (PUBLIC_RATE_LIMIT a minute).
  const publicRateLimit = { max: app.config.publicRateLimit, timeWindow: '1 minute' };
  app.post(
    '/query',
    {
      config: { rateLimit: publicRateLimit },
      schema: {
        tags: ['enquiries'],
        summary:
          'Send an enquiry (anyone); stored as a lead with status "new"; its creators are e-mailed "new lead" and the sender an acknowledgement',
        body: enquiryBody,
        response: { 201: enquiryResponse, 400: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await createEnquiry(app.deps.db, request.body)),
  );
};
