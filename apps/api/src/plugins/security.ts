import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serverMessages } from '@wayfarer/shared/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { rateLimitStore } from '../lib/redis.ts';

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and Sonner set inline styles; uploaded and remote images may come from a bucket.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The package page's intro video player, loaded only when the traveller presses play.
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        // Plain-http deployments (a LAN address) must still load their own assets.
        upgradeInsecureRequests: null,
      },
    },
  });

  // Off by default; routes opt in with `config.rateLimit` (login and register), so each of them
  // counts per IP on its own.
  await app.register(rateLimit, {
    global: false,
    // REDIS_URL: one count for all instances, so N instances do not allow N × the limit.
    ...rateLimitStore(app),
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, serverMessages.tooManyRequests),
  });
}
