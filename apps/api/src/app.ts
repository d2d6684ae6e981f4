import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppDeps, buildAppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import { createDatabase, type Database, type DatabaseHandle } from './db/client.ts';
import { type Background, createBackground } from './lib/background.ts';
import { handleError } from './lib/error-handler.ts';
import { MULTIPART_LIMITS } from './modules/media/image-upload.ts';
import { createStorage, localMediaRoot, type StorageDriver } from './modules/media/storage.ts';
import { registerMetrics } from './modules/metrics/metrics.routes.ts';
import { registerPayments } from './modules/payments/payments.plugin.ts';
import { registerWhatsAppModule } from './modules/whatsapp/whatsapp.plugin.ts';
import { userOfAccessToken } from './modules/auth/current-user.service.ts';
import { keepPackageAnswersInProcess } from './modules/public-tours/public-tours.service.ts';
import { setupAuthGuard } from './plugins/auth-guard.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerDocs } from './plugins/docs.ts';
import { noStoreForAuthenticated } from './plugins/private-cache.ts';
import { setupPublicPages } from './plugins/public-pages.ts';
import { closeOnUnreadBody } from './plugins/unread-body.ts';
import { refuseWhileStarting } from './plugins/starting.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerSecurity } from './plugins/security.ts';
import type { RateLimitCounting } from './lib/redis.ts';
import { registerShareRedirect } from './modules/share-links/share-links.routes.ts';
import { registerFunnel } from './modules/funnel/funnel.plugin.ts';
import { isPageRequest, registerWebApp } from './modules/web-app/web-app.ts';
import { routes } from './routes.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import type { Mailer } from './lib/mailer.ts';
import type { WhatsAppSender } from './modules/outbox/index.ts';
import type { PaymentGateway } from './modules/payments/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /**
     * What routes, plugins and workers hand to the services, built once below (src/app-deps.ts,
     * ADR 1382). The import-graph check refuses `app.db`, `app.clock`… anywhere else in src/.
     */
    deps: AppDeps;
    /** `deps.db`, for the tests. */
    db: Database;
    /** `deps.storage`, for the tests. */
    storage: StorageDriver;
    /** `deps.mailer`, for the tests. */
    mailer: Mailer;
    /** `deps.gateway`, for the tests. */
    paymentGateway: PaymentGateway;
    /** `deps.whatsapp`, for the tests. */
    whatsapp: WhatsAppSender;
    /** Work requests start without waiting for it (lib/background.ts). */
    background: Background;
    /**
     * Set by server.ts until migrations and the seed have run (the database may be away at
     * start-up, ADR 1305): /v1/ready answers 503, and every route but the probes and /metrics 503
     * DATABASE_UNAVAILABLE.
     */
    starting: boolean;
    /** Set on SIGTERM (shutdown.ts): /v1/ready answers 503; requests are still served. */
    stopping: boolean;
    /** Set when the drain starts, after SHUTDOWN_DELAY_MS (shutdown.ts): every answer closes its connection. */
    draining: boolean;
    /** Where rate limits are counted now (plugins/security.ts); /v1/health reports it. */
    rateLimitCounting: () => RateLimitCounting;
    /** `deps.clock`, for the tests: the time routes go by (BuildOptions.clock). */
    clock: Clock;
  }
}

export type BuildOptions = {
  /** An open database; the app closes it on `app.close()`. Default: `createDatabase(config)`. */
  database?: DatabaseHandle;
  storage?: StorageDriver;
  /** Where the built SPA lives; default apps/web/dist. */
  webRoot?: string;
  /** The routes' clock (`app.deps.clock`); default the system's. */
  clock?: Clock;
};

const ONE_MEGABYTE = 1024 * 1024;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await createDatabase(config));
  const app = Fastify({
    logger: { level: config.logLevel },
    // plugins/request-log.ts: no info line per successful read (errors, slow and writes stay).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: ONE_MEGABYTE,
    // A hop count as Fastify itself compiles it (its types leave the number form out).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Responses are fast; a slow client must not hold a socket for ever.
    requestTimeout: 120_000,
    // While closing, a request on an open keep-alive connection is still answered (with
    // `Connection: close`), not refused with Fastify's 503 (shutdown.ts, ADR 1133).
    return503OnClosing: false,
    // A path the router cannot decode (%ZZ) or a parameter over 100 characters answers our
    // error shape, like every other error (ADR 302).
    frameworkErrors: (error, request, reply) =>
      // A page address it cannot decode (/package/%ZZ) gets the web app's page (modules/web-app/web-app.ts).
      error.code === 'FST_ERR_BAD_URL' && isPageRequest(request)
        ? request.server.sendPageShell(reply, 400)
        : handleError(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  app.decorate('config', config);
  // Without the copies (ADR 1229) every miss reads the stored row: slower, never wrong.
  await keepPackageAnswersInProcess(database).catch((error: unknown) =>
    app.log.warn({ err: error }, 'package answers are not kept in the process'),
  );
  // The one set of dependencies (ADR 1382); the old names stay as the same objects for the tests.
  const deps = buildAppDeps(app, config, {
    db: database.db,
    clock: options.clock ?? systemClock,
    storage: options.storage ?? createStorage(config, database.db),
  });
  app.decorate('deps', deps);
  app.decorate('db', deps.db);
  app.decorate('storage', deps.storage);
  app.decorate('clock', deps.clock);
  app.decorate('mailer', deps.mailer);
  app.decorate('paymentGateway', deps.gateway);
  app.decorate('whatsapp', deps.whatsapp);
  app.decorate('background', createBackground(app.log));
  app.decorate('starting', false);
  app.decorate('stopping', false);
  app.decorate('draining', false);
  refuseWhileStarting(app);
  database.onConnectionError((error) => app.log.warn({ err: error }, 'a database connection was lost'));
  // Draining: each answer closes its connection, so clients go to another instance.
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });
  // What requests left running finishes before the database closes.
  app.addHook('onClose', async () => {
    await app.background.idle();
    await database.close();
  });
  // Added after the database's, so it runs before it (onClose hooks run last-added first).
  app.addHook('onClose', () => deps.mailer.close());

  registerRequestLog(app);
  registerMetrics(app, { db: deps.db, poolStats: database.poolStats });
  closeOnUnreadBody(app);
  await registerSecurity(app);
  await registerCompression(app);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await registerDocs(app);
  setupAuthGuard(app, (token) => userOfAccessToken(deps.db, config, token));
  setupPublicPages(app);
  app.addHook('onSend', noStoreForAuthenticated);
  await registerPayments(app);
  await registerWhatsAppModule(app);
  // The funnel's visit counters (Redis or memory), flushed before the database closes.
  registerFunnel(app);
  await app.register(routes, { prefix: '/v1' });
  // The short links /go/{code}, on the root like the pages they lead to.
  await registerShareRedirect(app);
  await registerWebApp(app, { mediaRoot: localMediaRoot(config), webRoot: options.webRoot });
  return app;
}
