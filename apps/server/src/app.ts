import type { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { createDatabase, type Database } from './db/client.js';
import { prepareDatabase } from './db/startup.js';
import { redactUrl } from './lib/redact.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { chatPlugin } from './modules/chat/index.js';
import { contentAdminRoutes, contentKindRoutes } from './modules/content-admin/index.js';
import { chatSocketPlugin } from './modules/chat/realtime/chat-socket.plugin.js';
import { chatProfileRoutes } from './modules/chat-profile/chat-profile.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { billboard } from './modules/content/content.service.js';
import { directoryRoutes } from './modules/directory/directory.routes.js';
import { couponsRoutes } from './modules/coupons/coupons.routes.js';
import { locationsRoutes } from './modules/locations/locations.routes.js';
import { nupostRoutes } from './modules/nupost/nupost.routes.js';
import { nupostNoticesRoutes } from './modules/nupost/notices.routes.js';
import { nupostFollowsRoutes } from './modules/nupost/follows.routes.js';
import { nupostInvitationsRoutes } from './modules/nupost/invitations.routes.js';
import { deliveryPlugin } from './modules/nupost/delivery/delivery.plugin.js';
import { pushPlugin } from './modules/push/push.plugin.js';
import { officeRoutes } from './modules/office/office.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { openDataRoutes } from './modules/open-data/open-data.routes.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { invitationKeysRoutes } from './modules/invitation-keys/invitation-keys.routes.js';
import { geocodeRoutes } from './modules/geocode/geocode.routes.js';
import { listingAdminRoutes } from './modules/listing-admin/listing-admin.routes.js';
import { listingBusinessRoutes } from './modules/listing-business/listing-business.routes.js';
import { listingsCorePlugin } from './modules/listings/listings.plugin.js';
import { translationsPlugin } from './modules/translations/translations.plugin.js';
import { listingPayRoutes } from './modules/listings/listing-pay.routes.js';
import { listingTranslationsRoutes } from './modules/listings/listing-translations.routes.js';
import { listingEventsRoutes } from './modules/listing-events/listing-events.routes.js';
import { listingJobsRoutes } from './modules/listing-jobs/listing-jobs.routes.js';
import { listingVolunteersRoutes } from './modules/listing-volunteers/listing-volunteers.routes.js';
import { lookupsRoutes } from './modules/lookups/lookups.routes.js';
import { packagesRoutes } from './modules/packages/packages.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { weatherRoutes } from './modules/weather/weather.routes.js';
import { wellBeingRoutes } from './modules/well-being/well-being.routes.js';
import { searchIndexPlugin } from './modules/search/search-index.plugin.js';
import { orphanSweepPlugin } from './modules/uploads/orphan-sweep.js';
import { accessLogPlugin } from './plugins/access-log.js';
import { authPlugin } from './plugins/auth.js';
import { bodyParserPlugin, JSON_BODY_LIMIT } from './plugins/body-parser.js';
import { backgroundPlugin } from './plugins/background.js';
import { picturesPlugin } from './plugins/pictures.js';
import { databasePlugin } from './plugins/database.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin, serializeError } from './plugins/errors.js';
import { languagePlugin } from './plugins/language.js';
import { providersPlugin } from './plugins/providers.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { redisPlugin } from './plugins/redis.js';
import { securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  /** an already opened database (tests); otherwise one is created from the config */
  database?: Database;
  /** where log lines go (tests read them); stdout otherwise */
  logStream?: Writable;
  /**
   * Stands for the compiled server's hash in the seed fingerprint when the code runs from its sources:
   * tests start from a database already seeded under this stamp, so the seed is skipped.
   */
  seedStamp?: string;
}

/** What a request log line shows: no headers, and secrets in the URL replaced by [redacted]. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Builds the whole server: plugins, providers, modules, static web. Migrates and seeds first. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const silent = config.logLevel === 'silent' && !opts.logStream;
  const app = Fastify({
    logger: silent
      ? false
      : {
          level: config.logLevel === 'silent' ? 'info' : config.logLevel,
          redact: {
            paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            remove: true,
          },
          serializers: { req: serializeRequest, err: serializeError },
          ...(opts.logStream ? { stream: opts.logStream } : {}),
        },
    // plugins/access-log.ts writes one line per request instead
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Slow clients: Node answers 408 and closes a request not fully received in time; a socket
    // silent for twice that is closed too.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.requestTimeoutMs * 2,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      // how often Node looks for requests past their timeouts (its default, 30 s, would double them)
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.http.headersTimeoutMs / 4)),
    },
  }).withTypeProvider<ZodTypeProvider>();

  const database = opts.database ?? createDatabase(config);
  try {
    const stamp = opts.seedStamp ? { stamp: opts.seedStamp } : {};
    const seeded = await prepareDatabase(database, config, app.log, stamp);
    if (!seeded) app.log.info('seed skipped: this build already seeded this database today');
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ verify: config.env !== 'production' }));
  app.decorate('config', config);

  await app.register(databasePlugin, { database });
  if (config.env === 'production' && database.kind === 'pglite') {
    app.log.warn(
      { database: 'pglite', dir: config.pgliteDir },
      'embedded database (PGlite) in production: it runs with fsync=off, so a killed process loses ' +
        'nothing but a power cut or OS crash may lose or corrupt acknowledged writes; set DATABASE_URL ' +
        '(PostgreSQL) for a public site',
    );
  }
  await app.register(accessLogPlugin);
  await app.register(errorsPlugin);
  await app.register(bodyParserPlugin);
  await app.register(languagePlugin);
  await app.register(securityPlugin);
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin);
  await app.register(providersPlugin);
  await app.register(backgroundPlugin);
  await app.register(orphanSweepPlugin);
  await app.register(picturesPlugin);
  await app.register(searchIndexPlugin);

  await app.register(locationsRoutes);
  await app.register(accountsRoutes);
  await app.register(profileRoutes);
  await app.register(siteRoutes);
  await app.register(analyticsRoutes);
  await app.register(adminRoutes);
  await app.register(contentRoutes);
  await app.register(contactRoutes);
  await app.register(couponsRoutes);
  await app.register(weatherRoutes);
  await app.register(notificationsRoutes);
  await app.register(eventsRoutes);
  await app.register(wellBeingRoutes);
  await app.register(directoryRoutes);
  await app.register(openDataRoutes);
  await app.register(officeRoutes);

  await app.register(packagesRoutes);
  await app.register(paymentsRoutes);
  await app.register(nupostRoutes);
  await app.register(nupostNoticesRoutes);
  await app.register(nupostFollowsRoutes);
  await app.register(nupostInvitationsRoutes);
  await app.register(pushPlugin);
  await app.register(deliveryPlugin);
  await app.register(chatProfileRoutes);
  await app.register(chatPlugin);
  await app.register(chatSocketPlugin);
  await app.register(lookupsRoutes);
  await app.register(invitationKeysRoutes);
  await app.register(geocodeRoutes);
  await app.register(listingsCorePlugin);
  await app.register(listingEventsRoutes);
  await app.register(listingJobsRoutes);
  await app.register(listingPayRoutes);
  await app.register(listingVolunteersRoutes);
  await app.register(listingAdminRoutes);
  await app.register(contentAdminRoutes);
  await app.register(contentKindRoutes);
  await app.register(listingBusinessRoutes);
  await app.register(translationsPlugin);
  await app.register(listingTranslationsRoutes);

  await app.register(webPlugin, { billboard });

  return app;
}
