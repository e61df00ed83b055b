import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created, ok } from '../../http/envelope.js';
import { parsePageQuery, shapeA } from '../../http/pagination.js';
import { errorResponses } from '../../http/responses.js';
import { actorOf } from '../../http/workspace-guard.js';
import {
  ApiKeyCreatedResponse,
  ApiKeyPageResponse,
  ApiKeyParams,
  ApiKeyQuery,
  ApiKeyRefBody,
  ApiKeyResponse,
  ApiKeyRotatedResponse,
  ApiKeyUsageQuery,
  ApiKeyUsageResponse,
  CreateApiKeyBody,
  NullResponse,
  PermissionListResponse,
  RotateApiKeyBody,
} from './api-keys.schemas.js';
import type { ApiKeyService } from './api-keys.service.js';
import './api-keys.errors.js';

const BASE = '/web/v1/partner/api-keys';
const TAGS = ['API keys'];
const READ = { auth: true, workspace: 'required', permission: 'api_keys:read' } as const;
const WRITE = { auth: true, workspace: 'required', permission: 'api_keys:write' } as const;

export function apiKeyRoutes(deps: { service: ApiKeyService }): FastifyPluginAsyncTypebox {
  const { service } = deps;
  return async (app) => {
    app.get(
      BASE,
      {
        config: READ,
        schema: {
          operationId: 'listApiKeys',
          tags: TAGS,
          summary: 'API keys of the workspace, newest first (shape A); never a secret',
          querystring: ApiKeyQuery,
          response: { 200: ApiKeyPageResponse },
        },
      },
      async (request) => {
        const page = parsePageQuery(request.query);
        return ok(shapeA(await service.list(actorOf(request), page), page));
      },
    );

    app.get(
      `${BASE}/available-permissions`,
      {
        config: READ,
        schema: {
          operationId: 'listApiKeyPermissions',
          tags: TAGS,
          summary: 'Permission codes an API key may be given as scopes',
          response: { 200: PermissionListResponse },
        },
      },
      async () => ok(service.availablePermissions()),
    );

    app.get(
      `${BASE}/:keyBizId`,
      {
        config: READ,
        schema: {
          operationId: 'getApiKey',
          tags: TAGS,
          summary: 'One API key of the workspace',
          params: ApiKeyParams,
          response: { 200: ApiKeyResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.get(actorOf(request), request.params.keyBizId)),
    );

    app.get(
      `${BASE}/:keyBizId/usage`,
      {
        config: READ,
        schema: {
          operationId: 'getApiKeyUsage',
          tags: TAGS,
          summary: 'Requests of the key per UTC day, newest first, and where it was last used from',
          params: ApiKeyParams,
          querystring: ApiKeyUsageQuery,
          response: { 200: ApiKeyUsageResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.usage(actorOf(request), request.params.keyBizId, request.query.days)),
    );

    app.post(
      BASE,
      {
        config: { ...WRITE, stepUp: true },
        schema: {
          operationId: 'createApiKey',
          tags: TAGS,
          summary: 'Create an API key; the result carries its secret, shown this once',
          body: CreateApiKeyBody,
          response: { 201: ApiKeyCreatedResponse, ...errorResponses('ACCESS.PERMISSION_DENIED', 'RESOURCE.NOT_FOUND', 'API_KEY.LIMIT_REACHED') },
        },
      },
      async (request, reply) => reply.code(201).send(created(await service.create(actorOf(request), request.body))),
    );

    app.post(
      `${BASE}/rotate`,
      {
        config: { ...WRITE, stepUp: true },
        schema: {
          operationId: 'rotateApiKey',
          tags: TAGS,
          summary: 'Issue a new secret; the previous one keeps working for overlapSeconds',
          body: RotateApiKeyBody,
          response: { 200: ApiKeyRotatedResponse, ...errorResponses('ACCESS.PERMISSION_DENIED', 'RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.rotate(actorOf(request), request.body)),
    );

    app.post(
      `${BASE}/disable`,
      {
        config: WRITE,
        schema: {
          operationId: 'disableApiKey',
          tags: TAGS,
          summary: 'Switch a key off: its secrets are refused until it is enabled',
          body: ApiKeyRefBody,
          response: { 200: ApiKeyResponse, ...errorResponses('ACCESS.PERMISSION_DENIED', 'RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.disable(actorOf(request), request.body.apiKeyId)),
    );

    app.post(
      `${BASE}/enable`,
      {
        config: { ...WRITE, stepUp: true },
        schema: {
          operationId: 'enableApiKey',
          tags: TAGS,
          summary: 'Switch a disabled key back on',
          body: ApiKeyRefBody,
          response: { 200: ApiKeyResponse, ...errorResponses('ACCESS.PERMISSION_DENIED', 'RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.enable(actorOf(request), request.body.apiKeyId)),
    );

    app.post(
      `${BASE}/delete`,
      {
        config: WRITE,
        schema: {
          operationId: 'deleteApiKey',
          tags: TAGS,
          summary: 'Delete a key and its secrets for good',
          body: ApiKeyRefBody,
          response: { 200: NullResponse, ...errorResponses('ACCESS.PERMISSION_DENIED', 'RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => {
        await service.delete(actorOf(request), request.body.apiKeyId);
        return ok(null);
      },
    );
  };
}
