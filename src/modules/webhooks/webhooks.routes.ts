import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created, ok } from '../../http/envelope.js';
import { parsePageQuery, shapeA } from '../../http/pagination.js';
import { errorResponses } from '../../http/responses.js';
import { actorOf } from '../../http/workspace-guard.js';
import {
  CreateWebhookBody,
  DeliveryParams,
  EndpointParams,
  EventTypesResponse,
  NullResponse,
  UpdateWebhookBody,
  WebhookDeliveryPageResponse,
  WebhookDeliveryResponse,
  WebhookEndpointCreatedResponse,
  WebhookEndpointPageResponse,
  WebhookEndpointResponse,
  WebhookPageQuery,
  WebhookSecretResponse,
} from './webhooks.schemas.js';
import type { WebhookService } from './webhooks.service.js';
import './webhooks.errors.js';

const BASE = '/web/v1/partner/webhooks';
const ONE = `${BASE}/:endpointId`;
const TAGS = ['Webhooks'];
const READ = { auth: true, workspace: 'required', permission: 'webhooks:read' } as const;
const MANAGE = { auth: true, workspace: 'required', permission: 'webhooks:manage' } as const;
const MISSING = errorResponses('RESOURCE.NOT_FOUND');
const MANAGE_ERRORS = errorResponses('ACCESS.PERMISSION_DENIED', 'RESOURCE.NOT_FOUND');

export function webhookRoutes(deps: { service: WebhookService }): FastifyPluginAsyncTypebox {
  const { service } = deps;
  return async (app) => {
    app.get(
      BASE,
      {
        config: READ,
        schema: {
          operationId: 'listWebhookEndpoints',
          tags: TAGS,
          summary: 'Webhook endpoints of the workspace, newest first (shape A); never a secret',
          querystring: WebhookPageQuery,
          response: { 200: WebhookEndpointPageResponse },
        },
      },
      async (request) => {
        const page = parsePageQuery(request.query);
        return ok(shapeA(await service.list(actorOf(request), page), page));
      },
    );

    app.get(
      `${BASE}/event-types`,
      {
        config: READ,
        schema: { operationId: 'listWebhookEventTypes', tags: TAGS, summary: 'Event types an endpoint may subscribe to', response: { 200: EventTypesResponse } },
      },
      async () => ok(service.eventTypes()),
    );

    app.post(
      BASE,
      {
        config: { ...MANAGE, stepUp: true },
        schema: {
          operationId: 'createWebhookEndpoint',
          tags: TAGS,
          summary: 'Subscribe a URL to events; the answer carries the signing secret, shown this once',
          body: CreateWebhookBody,
          response: { 201: WebhookEndpointCreatedResponse, ...errorResponses('ACCESS.PERMISSION_DENIED', 'WEBHOOK.LIMIT_REACHED') },
        },
      },
      async (request, reply) => reply.code(201).send(created(await service.create(actorOf(request), request.body))),
    );

    app.get(
      ONE,
      {
        config: READ,
        schema: { operationId: 'getWebhookEndpoint', tags: TAGS, summary: 'One webhook endpoint', params: EndpointParams, response: { 200: WebhookEndpointResponse, ...MISSING } },
      },
      async (request) => ok(await service.get(actorOf(request), request.params.endpointId)),
    );

    app.post(
      `${ONE}/update`,
      {
        config: MANAGE,
        schema: {
          operationId: 'updateWebhookEndpoint',
          tags: TAGS,
          summary: 'Change the URL, the events or the description (the fields given)',
          params: EndpointParams,
          body: UpdateWebhookBody,
          response: { 200: WebhookEndpointResponse, ...MANAGE_ERRORS },
        },
      },
      async (request) => ok(await service.update(actorOf(request), request.params.endpointId, request.body)),
    );

    for (const [action, operationId, summary] of [
      ['enable', 'enableWebhookEndpoint', 'Send events to the endpoint again; its failure count starts over'],
      ['disable', 'disableWebhookEndpoint', 'Stop sending events to the endpoint; pending deliveries fail'],
    ] as const) {
      app.post(
        `${ONE}/${action}`,
        { config: MANAGE, schema: { operationId, tags: TAGS, summary, params: EndpointParams, response: { 200: WebhookEndpointResponse, ...MANAGE_ERRORS } } },
        async (request) => ok(await service[action](actorOf(request), request.params.endpointId)),
      );
    }

    app.post(
      `${ONE}/rotate-secret`,
      {
        config: { ...MANAGE, stepUp: true },
        schema: {
          operationId: 'rotateWebhookSecret',
          tags: TAGS,
          summary: 'Issue a new signing secret, shown this once; the previous one stops signing at once',
          params: EndpointParams,
          response: { 200: WebhookSecretResponse, ...MANAGE_ERRORS },
        },
      },
      async (request) => ok(await service.rotateSecret(actorOf(request), request.params.endpointId)),
    );

    app.post(
      `${ONE}/delete`,
      {
        config: MANAGE,
        schema: { operationId: 'deleteWebhookEndpoint', tags: TAGS, summary: 'Delete the endpoint and its deliveries', params: EndpointParams, response: { 200: NullResponse, ...MANAGE_ERRORS } },
      },
      async (request) => {
        await service.delete(actorOf(request), request.params.endpointId);
        return ok(null);
      },
    );

    app.post(
      `${ONE}/test`,
      {
        config: MANAGE,
        schema: {
          operationId: 'sendWebhookTest',
          tags: TAGS,
          summary: 'Queue a `webhook.test` event to this endpoint; answers its delivery',
          params: EndpointParams,
          response: { 200: WebhookDeliveryResponse, ...errorResponses('ACCESS.PERMISSION_DENIED', 'RESOURCE.NOT_FOUND', 'WEBHOOK.ENDPOINT_DISABLED') },
        },
      },
      async (request) => ok(await service.sendTest(actorOf(request), request.params.endpointId)),
    );

    app.get(
      `${ONE}/deliveries`,
      {
        config: READ,
        schema: {
          operationId: 'listWebhookDeliveries',
          tags: TAGS,
          summary: 'Deliveries to the endpoint, newest first (shape A): status, attempts, last answer',
          params: EndpointParams,
          querystring: WebhookPageQuery,
          response: { 200: WebhookDeliveryPageResponse, ...MISSING },
        },
      },
      async (request) => {
        const page = parsePageQuery(request.query);
        return ok(shapeA(await service.listDeliveries(actorOf(request), request.params.endpointId, page), page));
      },
    );

    app.post(
      `${ONE}/deliveries/:deliveryId/redeliver`,
      {
        config: MANAGE,
        schema: {
          operationId: 'redeliverWebhook',
          tags: TAGS,
          summary: 'Send a delivery again: same webhook-id and body, a fresh run of attempts',
          params: DeliveryParams,
          response: { 200: WebhookDeliveryResponse, ...errorResponses('ACCESS.PERMISSION_DENIED', 'RESOURCE.NOT_FOUND', 'WEBHOOK.ENDPOINT_DISABLED') },
        },
      },
      async (request) => ok(await service.redeliver(actorOf(request), request.params.endpointId, request.params.deliveryId)),
    );
  };
}
