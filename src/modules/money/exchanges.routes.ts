import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { errorResponses } from '../../http/responses.js';
import type { RouteMount } from '../../http/route-mount.js';
import { actorOf } from '../../http/workspace-guard.js';
import { createIdempotently, idempotencyHeaders } from '../idempotency/idempotency.http.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import {
  CreateExchangeBody,
  ExchangeListQuery,
  ExchangeListResponse,
  ExchangeParams,
  ExchangeQuoteBody,
  ExchangeQuoteResponse,
  ExchangeResponse,
} from './exchanges.schemas.js';
import type { ExchangeService } from './exchanges.service.js';
import '../ledger/ledger.errors.js';
import './money.errors.js';


const TAGS = ['Exchanges'];

export function exchangeRoutes(deps: { service: ExchangeService; idempotency: IdempotencyService; mount: RouteMount }): FastifyPluginAsyncTypebox {
  const { service, idempotency, mount } = deps;
  const BASE = `${mount.prefix}/exchanges`;
  const READ = mount.access('exchanges:read');
  const CREATE = mount.access('exchanges:create');
  return async (app) => {
    app.post(
      `${BASE}/quote`,
      {
        config: CREATE,
        schema: {
          operationId: 'quoteExchange',
          tags: TAGS,
          summary: 'Price an exchange from the operator rate table; the quote holds until expiresAt and is single use',
          body: ExchangeQuoteBody,
          response: {
            200: ExchangeQuoteResponse,
            ...errorResponses('EXCHANGE.SAME_CURRENCY', 'CURRENCY.DISABLED', 'EXCHANGE.RATE_UNAVAILABLE', 'AMOUNT.TOO_SMALL'),
          },
        },
      },
      async (request) => ok(await service.quote(actorOf(request), request.body)),
    );

    app.post(
      BASE,
      {
        config: CREATE,
        schema: {
          operationId: 'createExchange',
          tags: TAGS,
          summary: 'Execute a quote: sell, fee and buy legs in one journal, all or nothing (Idempotency-Key supported)',
          headers: idempotencyHeaders(mount),
          body: CreateExchangeBody,
          response: { 201: ExchangeResponse, ...errorResponses('RESOURCE.NOT_FOUND', 'QUOTE.ALREADY_USED', 'QUOTE.EXPIRED', 'WALLET.INSUFFICIENT_FUNDS') },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        return createIdempotently(idempotency, request, reply, actor.workspace.workspaceId, (tx) => service.create(actor, request.body.quoteBizId, tx));
      },
    );

    app.get(
      BASE,
      {
        config: READ,
        schema: {
          operationId: 'listExchanges',
          tags: TAGS,
          summary: 'Exchanges of the workspace, newest first (shape A)',
          querystring: ExchangeListQuery,
          response: { 200: ExchangeListResponse },
        },
      },
      async (request) => ok(await service.list(actorOf(request), request.query)),
    );

    app.get(
      `${BASE}/:bizId`,
      {
        config: READ,
        schema: {
          operationId: 'getExchange',
          tags: TAGS,
          summary: 'One exchange of the workspace',
          params: ExchangeParams,
          response: { 200: ExchangeResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.get(actorOf(request), request.params.bizId)),
    );
  };
}
