import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { DOCS_CSP } from './security.js';

/** OpenAPI generated from the routes' zod schemas; Swagger UI at /api/docs, the JSON at /api/docs/json. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Harbour API',
        description:
          'Main API answers `{ meta: { success, message }, data }`; the second back end ' +
          '(`/api/<camelCaseName>`) answers `{ status: 1 | 0, message, data }`. `message` is an i18n key. ' +
          'Send the language in the `language` header and the session as `Authorization: Bearer <token>`.',
        version: '1.0.0',
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: DOCS_CSP,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
});
