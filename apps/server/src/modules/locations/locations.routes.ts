import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiEnvelope,
  citiesDataSchema,
  citiesParamsSchema,
  cityItemSchema,
  cityLatLonDataSchema,
  cityLatLonQuerySchema,
  cityQuerySchema,
  countryActiveListBodySchema,
  countryStateSchema,
  DEFAULT_COUNTRY_ID,
  provincesDataSchema,
  statusEnvelope,
} from '@harbour/shared';
import { ok, statusOk } from '../../lib/envelope.js';
import * as service from './locations.service.js';

const tags = ['locations'];

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/web/provinces/all',
    { schema: { tags, response: { 200: apiEnvelope(provincesDataSchema) } } },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      reply.header('vary', 'language, accept-language');
      return ok({ state_list: await service.provincesWithCities(app.db, undefined, req.lang) });
    },
  );

  app.get(
    '/api/web/cities/:id',
    { schema: { tags, params: citiesParamsSchema, response: { 200: apiEnvelope(citiesDataSchema) } } },
    async (req) => ok({ city_list: await service.citiesOfProvince(app.db, req.params.id, req.lang) }),
  );

  app.get(
    '/api/web/cities',
    {
      schema: {
        tags,
        querystring: cityQuerySchema,
        response: { 200: apiEnvelope(z.union([cityItemSchema, citiesDataSchema])) },
      },
    },
    async (req) => {
      const { provinceId, cityId } = req.query;
      if (cityId !== undefined) return ok(await service.cityItem(app.db, provinceId, cityId, req.lang));
      if (provinceId !== undefined)
        return ok({ city_list: await service.citiesOfProvince(app.db, provinceId, req.lang) });
      return ok({
        city_list: (await service.provincesWithCities(app.db, undefined, req.lang)).flatMap(
          (p) => p.city_list,
        ),
      });
    },
  );

  app.get(
    '/api/web/getCityLatLon',
    {
      schema: {
        tags,
        querystring: cityLatLonQuerySchema,
        response: { 200: apiEnvelope(cityLatLonDataSchema) },
      },
    },
    async (req) => {
      const city = await service.cityInProvince(app.db, req.query.provinceId, req.query.cityId, req.lang);
      return ok({ name: city.name, lon: city.lon, lat: city.lat });
    },
  );

  app.post(
    '/api/getCountryActiveList',
    {
      config: { envelope: 'status' },
      schema: {
        tags,
        body: countryActiveListBodySchema,
        response: { 200: statusEnvelope(z.array(countryStateSchema)) },
      },
    },
    async (req) => {
      const provinces = await service.provincesWithCities(
        app.db,
        req.body?.data?.country_id ?? DEFAULT_COUNTRY_ID,
        req.lang,
      );
      return statusOk(
        provinces.map((p) => ({
          state_id: p.state_id,
          state_name: p.state_name,
          cities: p.city_list.map((c) => ({ city_id: c.city_id, city_name: c.city_name })),
        })),
      );
    },
  );
};
