import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEnvelope, apiErrorSchema, weatherDataSchema, weatherQuerySchema } from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import { createWeatherProvider } from '../../providers/weather/index.js';
import { createWeatherService } from './weather.service.js';

export const weatherRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createWeatherProvider(app.config.weather, (err) =>
    app.log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'weather forecast failed'),
  );
  const service = createWeatherService({
    db: app.db,
    provider,
    redis: app.redis,
    redisPrefix: app.config.redisPrefix,
    log: app.log,
  });

  app.get(
    '/api/web/weather',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['weather'],
        security: [{ bearerAuth: [] }],
        summary: 'Current conditions, 48 hours and 8 days of forecast for a city, in the caller’s language',
        description:
          'Metric units: °C, wind in m/s, `pop` and clouds as the provider gives them (0–1 and %). Times are Unix ' +
          'seconds; `timezone_offset` turns them into the local time. A condition has the provider’s description, or ' +
          'a `description_key` of the `weather` catalogue (Open-Meteo, and languages OpenWeatherMap lacks). Answers ' +
          'are cached 10 minutes per city and language. Failures: 401 `unauthorized`, 404 `city_not_found`, ' +
          '404 `weather.unavailable` (no provider configured), 503 `weather.unavailable` (the provider did not answer).',
        querystring: weatherQuerySchema,
        response: { 200: apiEnvelope(weatherDataSchema), '4xx': apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (req) => ok(await service.weather(req.query.cityId, req.lang)),
  );
};
