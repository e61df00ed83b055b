import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { listCountries, listTimezones } from './constants.data.js';
import { CountriesResponse, TimezonesResponse } from './constants.schemas.js';

export const constantsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/web/v1/partner/constants/countries',
    {
      schema: {
        operationId: 'listCountries',
        tags: ['Constants'],
        summary: 'ISO 3166-1 countries with calling codes; labels in the request locale',
        response: { 200: CountriesResponse },
      },
    },
    async (request) => ok(listCountries(request.locale)),
  );

  app.get(
    '/web/v1/partner/constants/timezones',
    {
      schema: {
        operationId: 'listTimezones',
        tags: ['Constants'],
        summary: 'Every IANA time zone with its current UTC offset; labels in the request locale',
        response: { 200: TimezonesResponse },
      },
    },
    async (request) => ok(listTimezones(new Date(), request.locale)),
  );
};
