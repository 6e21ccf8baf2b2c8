import { join } from 'node:path';
import Fastify, { type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createRedis } from './http/redis-client';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { useErrorKeysInZod } from '@kartyna/domain';
import type { AppConfig } from './env';
import { loopbackPublicUrls } from './public-address';
import { openDatabase, type Database } from './db/client';
import { answerClientError } from './http/client-error';
import { registerDrain } from './http/drain';
import { registerErrorHandler } from './http/error-handler';
import { requestValidator } from './http/request-validator';
import { registerAuth } from './http/auth-guard';
import { createTokenService } from './http/tokens';
import { createMailSender } from './integrations/mail/mail-sender';
import { createFileStorage } from './integrations/storage/create-storage';
import { withDemoPictures } from './modules/pictures/demo-pictures';
import { createPicturePool } from './modules/pictures/picture-pool';
import { createCarrier, createDeliveryDirectory } from './integrations/delivery/create-delivery';
import { createStorefrontEvents } from './integrations/storefront/storefront-cache';
import { storefrontEventsRoutes } from './integrations/storefront/storefront-events-routes';
import { createCatalogAnnouncer } from './modules/storefront-changes/storefront-announcer';
import { startStorefrontChanges } from './modules/storefront-changes/start-storefront-changes';
import { createFiscalRegister } from './integrations/fiscal/create-fiscal-register';
import { createPaymentProvider } from './integrations/payments/create-payment-provider';
import type { App, AppDeps } from './types';
import { adminScope, routeModules, type RouteModule } from './modules';
import { serveAdminApp } from './http/admin-app';
import { useMailLinks } from './modules/mail/mail-context';
import { registerShopOrigin } from './http/shop-origin';
import { countPendingMail } from './modules/mail/mail-queue';
import { isSessionRevoked } from './modules/auth/auth-service';
import { findUserById } from './modules/users/users-service';
import { orderWrites } from './modules/staff-orders/every-order-kind';
import { startBackgroundWork } from './background-work';
import {
  FISCAL_SANDBOX_PAGE_PREFIX,
  FISCAL_SANDBOX_PREFIX,
  fiscalSandboxPageRoutes,
  fiscalSandboxRoutes,
} from './modules/fiscal-sandbox/fiscal-sandbox-routes';
import { echoRequestId, requestIdOf, requestLogFields } from './http/request-id';
import { metricsRoutes, registerMetrics } from './http/metrics';
import { healthRoutes } from './http/health-routes';
import { waitForMigrations } from './db/migration-wait';

/** Uploads are at most 20 MB (issue #2); JSON bodies far less. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export interface BuildOptions {
  config: AppConfig;
  /** an already open database (tests); otherwise opened from config */
  database?: Database;
  /** replace any integration, e.g. a mail sender that records */
  overrides?: Partial<Omit<AppDeps, 'config' | 'database' | 'db' | 'redis' | 'orderWrites'>>;
  /** where the log lines go instead of stdout (a test reading what the app logs) */
  logStream?: { write(line: string): void };
  /** the back office's route modules; a test adds one without a guard to prove the scope guards it */
  adminRoutes?: readonly RouteModule[];
  /**
   * 'worker': the background work alone (worker.ts), no routes; 'api' (default): the routes, and
   * the background work too unless WORKERS=off hands it to a worker process.
   */
  role?: 'api' | 'worker';
}

/** Builds the API without listening: server.ts listens, tests inject. */
export async function buildApp(options: BuildOptions): Promise<App> {
  const { config } = options;
  useErrorKeysInZod();
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: join(config.dataDir, 'db'),
      migrate: config.migrateOnStart,
    }));

  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: requestLogFields },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    // Only a proxy on this machine (the storefront) may speak for the client's address;
    // trusting every X-Forwarded-For would let anyone dodge the per-IP rate limits.
    trustProxy: config.trustProxy,
    // Idempotency keys and ids are short; a giant URL is an attack, not a request.
    routerOptions: { maxParamLength: 200 },
    // One id per request in every log line and in the answer, taken from the caller if it sent one.
    genReqId: requestIdOf,
    // SIGTERM's drain (http/drain.ts) answers requests on open connections 503 before fastify
    // closes; this is fastify's own backstop for a request arriving while it closes.
    return503OnClosing: true,
    // What Node's HTTP parser refuses (a 100 KB query string: 431) in our shape, closing cleanly.
    clientErrorHandler: answerClientError,
    // A broken or over-long URL is answered before any route: in our shape, not echoed back.
    frameworkErrors: (error, _request, reply) => {
      const statusCode = error.statusCode ?? 400;
      const message = statusCode >= 500 ? 'unexpected_error' : 'invalid_data';
      void (reply as FastifyReply).status(statusCode).send({ message, statusCode });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(requestValidator);
  app.setSerializerCompiler(serializerCompiler);

  // Both cost nothing until used: the pool starts its threads on the first picture drawn.
  const files = options.overrides?.storage ? undefined : createFileStorage(config);
  const pictures = createPicturePool(config.pictureWorkers);
  app.addHook('onClose', async () => {
    await pictures.close();
    files?.close();
  });
  // The storefronts subscribed to this process (issue #28); ended before the drain waits, or an
  // open stream would hold it until its timeout.
  const storefrontEvents = createStorefrontEvents();
  app.addHook('preClose', async () => storefrontEvents.close());
  const storefront = options.overrides?.storefront ?? storefrontEvents;
  const redis = config.redisUrl
    ? createRedis(config.redisUrl, app.log, 'rate limits and sign-in guards', { maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  const deps: AppDeps = {
    config,
    redis,
    database,
    db: database.db,
    mail:
      options.overrides?.mail ??
      createMailSender({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: join(config.dataDir, 'outbox'),
      }),
    storage: options.overrides?.storage ?? withDemoPictures(files ?? createFileStorage(config), pictures),
    delivery: options.overrides?.delivery ?? createDeliveryDirectory(config),
    carrier: options.overrides?.carrier ?? createCarrier(config),
    payments:
      options.overrides?.payments !== undefined ? options.overrides.payments : createPaymentProvider(config),
    fiscal:
      options.overrides?.fiscal !== undefined ? options.overrides.fiscal : createFiscalRegister(config, app),
    tokens: options.overrides?.tokens ?? createTokenService(config.authSecret),
    pictures,
    storefront,
    catalogAnnouncer:
      options.overrides?.catalogAnnouncer ??
      createCatalogAnnouncer({ db: database.db, storefront, log: app.log }),
    orderWrites,
  };
  app.decorate('deps', deps);
  // First hook: while draining, a request costs only its 503.
  app.decorate(
    'drain',
    registerDrain(app, () => storefrontEvents.close()),
  );
  const loopback = loopbackPublicUrls(config);
  if (loopback.length > 0) {
    // An error, not a warning: a shop that mails links to localhost loses every pay-later customer.
    app.log.error(
      { urls: loopback },
      "PUBLIC ADDRESS NOT SET: production start with links on localhost; provider callbacks, and the links of mails sent with no shopper's request at hand (parcel news, print templates), will reach no one. Set PUBLIC_URL to the shop's address (e.g. https://kartyna.ua)",
    );
  }
  if (deps.payments?.test) {
    app.log.warn(
      { provider: deps.payments.name },
      'payments are in TEST mode: no money moves, and every order paid this way is marked testPayment',
    );
  }
  if (!options.database) app.addHook('onClose', async () => database.close());
  useMailLinks({ webUrl: config.webUrl });
  registerShopOrigin(app, config);
  echoRequestId(app);
  registerMetrics(app, { pendingMail: () => countPendingMail(deps.db) });
  const migrations = await waitForMigrations(database.db, app.log);
  app.decorate('migrations', migrations);
  app.addHook('onClose', async () => migrations.stop());
  const role = options.role ?? 'api';
  startBackgroundWork(app, config, role, migrations.ready);
  // A worker answers no requests: no routes, so no change listener either (the API's own).
  if (role === 'worker') return app;

  // External plugins first, then our own, then routes (fastify/demo's order).
  await app.register(helmet, {
    // The API answers JSON and images; the sandbox payment page sets its own stricter policy.
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // A Redis outage must not lock shoppers out (the limits resume with it).
    ...(redis ? { redis, skipOnError: true } : {}),
    errorResponseBuilder: (_req, context) => ({
      message: 'too_many_requests',
      statusCode: context.statusCode,
    }),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kartyna API',
        version: '1.0.0',
        description: 'The shop API of requirements §7 and what the storefront needs.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'access_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandler(app);
  registerAuth(app, { findUser: findUserById, isSessionRevoked });

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true, driver: database.driver }));
  for (const routes of routeModules) await app.register(routes, { prefix: '/api/server' });
  await app.register(storefrontEventsRoutes(storefrontEvents, config.storefrontSecret));
  // FISCAL_PROVIDER=checkbox-sandbox's register and its test receipts' pages.
  await app.register(fiscalSandboxRoutes, { prefix: FISCAL_SANDBOX_PREFIX });
  await app.register(fiscalSandboxPageRoutes, { prefix: FISCAL_SANDBOX_PAGE_PREFIX });
  await app.register(adminScope(options.adminRoutes), { prefix: '/api/admin' });
  await serveAdminApp(app, config.adminDistDir);
  // What shoppers see change, heard from the database and told to the storefronts; after the
  // routes, as the catalogue's cached answers drop with it (modules/storefront-changes).
  await startStorefrontChanges(app);
  return app;
}
