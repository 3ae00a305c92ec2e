import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEnvelope, apiErrorSchema, geocodeDataSchema, geocodeQuerySchema } from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import { createGeocoder } from '../../providers/geocoder/index.js';
import { createGeocodeService } from './geocode.service.js';

/** Per client IP and minute: typing with a 300 ms pause between words stays well below it. */
export const GEOCODE_RATE_LIMIT = 60;

export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createGeocodeService({
    db: app.db,
    provider: createGeocoder(app.config.geocoder, app.config.publicUrl),
    log: app.log,
  });

  app.get(
    '/api/web/geocode',
    {
      config: { rateLimit: { max: GEOCODE_RATE_LIMIT, timeWindow: 60_000 } },
      schema: {
        tags: ['geocode'],
        summary: 'Address suggestions in Canada for the listing forms, in the caller’s language',
        description:
          'From the Photon or Nominatim server at GEOCODER_URL; without one, or when it fails or is slow, from ' +
          'the seeded cities ("Charlottetown, Prince Edward Island" at the city centre) and the addresses of ' +
          'published listings. `city_id`/`province_id` name the seeded city and province when the place is in ' +
          'one. `provinceId` and `cityId` (optional) are the place the listing is for: places in that city, then ' +
          'in that province, come first (the geocoder is also biased toward it). Failures: 400 `invalid_input` (q shorter than 3 or longer than 200 characters, limit not 1–10), ' +
          '429 `too_many_requests`.',
        querystring: geocodeQuerySchema,
        response: { 200: apiEnvelope(geocodeDataSchema), '4xx': apiErrorSchema },
      },
    },
    async (req) =>
      ok({
        results: await service.search(req.query.q, req.query.limit, req.lang, {
          provinceId: req.query.provinceId,
          cityId: req.query.cityId,
        }),
      }),
  );
};
