import {
  authResponse,
  loginBody,
  logoutBody,
  refreshBody,
  registerBody,
  registerResponse,
} from '@wayfarer/shared/schemas/auth';
import { errorBody } from '@wayfarer/shared/schemas/common';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { login, logout, refreshSession, register } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.deps;
  // spec 000 §7: login and register are rate-limited per IP and per route.
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };

  app.post(
    '/auth/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: registerBody,
        response: { 201: registerResponse, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await register(ctx, request.body)),
  );

  app.post(
    '/auth/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginBody,
        response: { 200: authResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => login(ctx, request.body),
  );

  app.post(
    '/auth/refresh-tokens',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for new tokens (rotation; a replayed token ends the session)',
        body: refreshBody,
        response: { 200: authResponse, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => refreshSession(ctx, request.body.refreshToken),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of a refresh token (idempotent: an unknown token also answers 204)',
        body: logoutBody,
        response: { 204: z.null().describe('Signed out'), 400: errorBody },
      },
    },
    async (request, reply) => {
      await logout(ctx, request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );
};
