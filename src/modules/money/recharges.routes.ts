import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { errorResponses } from '../../http/responses.js';
import type { RouteMount } from '../../http/route-mount.js';
import { actorOf } from '../../http/workspace-guard.js';
import { createIdempotently, idempotencyHeaders } from '../idempotency/idempotency.http.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import {
  CancelRechargeBody,
  ChannelsQuery,
  CreateRechargeBody,
  QuoteBody,
  RechargeChannelListResponse,
  RechargeListQuery,
  RechargeListResponse,
  RechargeParams,
  RechargeProofBody,
  RechargeQuoteResponse,
  RechargeResponse,
} from './recharges.schemas.js';
import type { RechargeService } from './recharges.service.js';
import '../ledger/ledger.errors.js';
import './money.errors.js';

const TAGS = ['Recharges'];

export function rechargeRoutes(deps: { service: RechargeService; idempotency: IdempotencyService; mount: RouteMount }): FastifyPluginAsyncTypebox {
  const { service, idempotency, mount } = deps;
  const BASE = `${mount.prefix}/recharges`;
  return async (app) => {
    app.get(
      `${BASE}/available-channels`,
      {
        config: mount.access('recharges:read'),
        schema: {
          operationId: 'listRechargeChannels',
          tags: TAGS,
          summary: 'Enabled ways to pay money in: currency, method, limits, fee rule, payment instructions',
          querystring: ChannelsQuery,
          response: { 200: RechargeChannelListResponse },
        },
      },
      async (request) => ok(await service.availableChannels(request.query.currency)),
    );

    app.post(
      `${BASE}/quote`,
      {
        config: mount.access('recharges:create'),
        schema: {
          operationId: 'quoteRecharge',
          tags: TAGS,
          summary: 'Fee and credited amount of a recharge; the quote holds its price until expiresAt and can be used once',
          body: QuoteBody,
          response: { 200: RechargeQuoteResponse, ...errorResponses('RESOURCE.NOT_FOUND', 'AMOUNT.BELOW_MINIMUM', 'AMOUNT.ABOVE_MAXIMUM', 'AMOUNT.TOO_SMALL') },
        },
      },
      async (request) => ok(await service.quote(actorOf(request), request.body)),
    );

    app.post(
      BASE,
      {
        config: mount.access('recharges:create'),
        schema: {
          operationId: 'createRecharge',
          tags: TAGS,
          summary: 'Create a recharge from a quote or from channel + amount; it awaits payment (Idempotency-Key supported)',
          headers: idempotencyHeaders(mount),
          body: CreateRechargeBody,
          response: {
            201: RechargeResponse,
            ...errorResponses(
              'CURRENCY.DISABLED',
              'RESOURCE.NOT_FOUND',
              'RECHARGE.CHANNEL_UNAVAILABLE',
              'QUOTE.ALREADY_USED',
              'QUOTE.EXPIRED',
              'AMOUNT.BELOW_MINIMUM',
              'AMOUNT.ABOVE_MAXIMUM',
              'AMOUNT.TOO_SMALL',
            ),
          },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        return createIdempotently(idempotency, request, reply, actor.workspace.workspaceId, (tx) => service.create(actor, request.body, tx));
      },
    );

    app.get(
      BASE,
      {
        config: mount.access('recharges:read'),
        schema: {
          operationId: 'listRecharges',
          tags: TAGS,
          summary: 'Recharges of the workspace, newest first (shape A)',
          querystring: RechargeListQuery,
          response: { 200: RechargeListResponse },
        },
      },
      async (request) => ok(await service.list(actorOf(request), request.query)),
    );

    app.get(
      `${BASE}/:bizId`,
      {
        config: mount.access('recharges:read'),
        schema: {
          operationId: 'getRecharge',
          tags: TAGS,
          summary: 'One recharge of the workspace',
          params: RechargeParams,
          response: { 200: RechargeResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.get(actorOf(request), request.params.bizId)),
    );

    app.post(
      `${BASE}/:bizId/proof`,
      {
        config: mount.access('recharges:create'),
        schema: {
          operationId: 'submitRechargeProof',
          tags: TAGS,
          summary: 'Attach a payment proof (a file uploaded to this workspace): AWAITING_PAYMENT or PROOF_SUBMITTED → PROOF_SUBMITTED (409 ORDER.INVALID_STATE otherwise)',
          params: RechargeParams,
          body: RechargeProofBody,
          response: { 200: RechargeResponse, ...errorResponses('RESOURCE.NOT_FOUND', 'RECHARGE.PROOF_FILE_NOT_FOUND', 'ORDER.INVALID_STATE') },
        },
      },
      async (request) => ok(await service.submitProof(actorOf(request), request.params.bizId, request.body.fileBizId)),
    );

    app.post(
      `${BASE}/:bizId/cancel`,
      {
        config: mount.access('recharges:cancel'),
        schema: {
          operationId: 'cancelRecharge',
          tags: TAGS,
          summary: 'Cancel a recharge that is awaiting payment or has proof submitted (409 ORDER.INVALID_STATE once under review)',
          params: RechargeParams,
          body: CancelRechargeBody,
          response: { 200: RechargeResponse, ...errorResponses('RESOURCE.NOT_FOUND', 'ORDER.INVALID_STATE') },
        },
      },
      async (request) => ok(await service.cancel(actorOf(request), request.params.bizId, request.body.cancelReason)),
    );
  };
}
