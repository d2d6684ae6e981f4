import {
  changeEmailBody,
  changePasswordBody,
  checkResetLinkBody,
  forgotPasswordBody,
  resetPasswordBody,
  verifyEmailBody,
} from '@wayfarer/shared/schemas/account';
import { errorBody } from '@wayfarer/shared/schemas/common';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../lib/auth-user.ts';
import {
  changeEmail,
  changePassword,
  checkResetLink,
  forgotPassword,
  resetPassword,
  sendVerificationEmail,
  signOutEverywhere,
  verifyEmail,
} from './account.service.ts';

const noContent = z.null().describe('Done');

/** Password reset, e-mail verification, password and e-mail changes. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.deps;
  // Each route counts per IP on its own, like login and register.
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };
  const signedIn = { preHandler: app.authenticate };

  app.post(
    '/auth/forgot-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password-reset link (always 204: it never tells whether the address exists)',
        body: forgotPasswordBody,
        response: { 204: noContent, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      // The answer comes before any account work, so for a known and an unknown address it follows
      // the same steps and takes the same time: neither the answer nor its timing tells.
      const { email } = request.body;
      app.background.run('password-reset link', () => forgotPassword(ctx, email));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link (single use, 30 minutes); ends every session',
        body: resetPasswordBody,
        response: { 204: noContent, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await resetPassword(ctx, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/reset-password/check',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Check a reset link without using it (the reset page asks on load): 204 or 400 INVALID_LINK',
        body: checkResetLinkBody,
        response: { 204: noContent, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await checkResetLink(ctx, request.body.token);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Confirm an address with its link (sign-up check or change of address)',
        body: verifyEmailBody,
        response: { 204: noContent, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await verifyEmail(ctx, request.body.token);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/send-verification-email',
    {
      ...signedIn,
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Send the signed-in user a new verification link',
        security: [{ bearerAuth: [] }],
        response: { 204: noContent, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await sendVerificationEmail(ctx, signedInUser(request).id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/change-password',
    {
      ...signedIn,
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (current one required); other sessions end',
        security: [{ bearerAuth: [] }],
        body: changePasswordBody,
        response: { 204: noContent, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await changePassword(ctx, signedInUser(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/change-email',
    {
      ...signedIn,
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Ask to change the e-mail: a link goes to the new address',
        security: [{ bearerAuth: [] }],
        body: changeEmailBody,
        response: { 204: noContent, 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await changeEmail(ctx, signedInUser(request).id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/sign-out-everywhere',
    {
      ...signedIn,
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'End every session of the signed-in user, this one included (access tokens too)',
        security: [{ bearerAuth: [] }],
        response: { 204: noContent, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await signOutEverywhere(ctx, signedInUser(request).id);
      return reply.code(204).send(null);
    },
  );
};
