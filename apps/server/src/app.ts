import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { createDatabase, type Database } from './db/client.js';
import { seedReferenceData } from './db/seed/index.js';
import { authPlugin } from './plugins/auth.js';
import { databasePlugin } from './plugins/database.js';
import { errorsPlugin } from './plugins/errors.js';
import { languagePlugin } from './plugins/language.js';
import { locationsRoutes } from './modules/locations/locations.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  /** an already opened database (tests); otherwise one is created from the config */
  database?: Database;
}

/** Builds the whole server: plugins, providers, modules, static web. Migrates and seeds first. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const database = opts.database ?? createDatabase(config);
  await database.migrate();
  await seedReferenceData(database.db, config);

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
              remove: true,
            },
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(databasePlugin, { database });
  await app.register(errorsPlugin);
  await app.register(languagePlugin);
  await app.register(authPlugin);

  await app.register(locationsRoutes);

  return app;
}
