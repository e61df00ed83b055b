import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { errorResponses } from '../../http/responses.js';
import { authOf } from '../auth/auth-context.js';
import { ProfileResponse, UpdateProfileBody } from './profile.schemas.js';
import type { ProfileService } from './profile.service.js';

const BASE = '/web/v1/partner/profile';
const TAGS = ['Profile'];

export function profileRoutes(deps: { service: ProfileService }): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      BASE,
      {
        config: { auth: true },
        schema: {
          operationId: 'getProfile',
          tags: TAGS,
          summary: "The signed-in account's profile",
          security: [{ bearer: [] }],
          response: { 200: ProfileResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await deps.service.get(authOf(request).accountId)),
    );

    app.post(
      `${BASE}/update`,
      {
        config: { auth: true },
        schema: {
          operationId: 'updateProfile',
          tags: TAGS,
          summary: 'Change the name, phone, language, time zone or country; any other field (e.g. accountStatus) is refused',
          security: [{ bearer: [] }],
          body: UpdateProfileBody,
          response: { 200: ProfileResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await deps.service.update(authOf(request).accountId, request.body, { clientIp: request.clientIp, requestId: request.id })),
    );
  };
}
