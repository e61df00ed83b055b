import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NOT_MODIFIED, sendFixedOk } from '../../http/fixed-answer.js';
import { fixedCountries, fixedTimezones, TIMEZONE_LIST_TTL_MS } from './constants.data.js';
import { CountriesResponse, TimezonesResponse } from './constants.schemas.js';

export const constantsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/web/v1/partner/constants/countries',
    {
      schema: {
        operationId: 'listCountries',
        tags: ['Constants'],
        summary: 'ISO 3166-1 countries with calling codes; labels in the request locale',
        response: { 200: CountriesResponse, 304: NOT_MODIFIED },
      },
    },
    // Fixed for the life of the process: a day's caching, and a release changes the tag if it changes the list.
    async (request, reply) => sendFixedOk(request, reply, fixedCountries(request.locale), 86_400),
  );

  app.get(
    '/web/v1/partner/constants/timezones',
    {
      schema: {
        operationId: 'listTimezones',
        tags: ['Constants'],
        summary: 'Every IANA time zone with its current UTC offset; labels in the request locale',
        response: { 200: TimezonesResponse, 304: NOT_MODIFIED },
      },
    },
    // Offsets move at DST transitions: cached no longer than the server keeps its own list.
    async (request, reply) => sendFixedOk(request, reply, fixedTimezones(new Date(), request.locale), TIMEZONE_LIST_TTL_MS / 1000),
  );
};
