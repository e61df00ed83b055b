import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { errorResponses } from '../../http/responses.js';
import type { RouteMount } from '../../http/route-mount.js';
import { actorOf } from '../../http/workspace-guard.js';
import { createIdempotently, idempotencyHeaders } from '../idempotency/idempotency.http.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import {
  CreateTransferBody,
  TransferCompletedResponse,
  TransferListQuery,
  TransferParams,
  TransferQuoteBody,
  TransferQuoteResponse,
  TransferResponse,
  TransferListResponse,
} from './transfers.schemas.js';
import type { TransferService } from './transfers.service.js';
import '../ledger/ledger.errors.js';
import './money.errors.js';

const TAGS = ['Transfers'];

export function transferRoutes(deps: { service: TransferService; idempotency: IdempotencyService; mount: RouteMount }): FastifyPluginAsyncTypebox {
  const { service, idempotency, mount } = deps;
  const BASE = `${mount.prefix}/transfers`;
  const READ = mount.access('transfers:read');
  const CREATE = mount.access('transfers:create');
  return async (app) => {
    app.post(
      BASE,
      {
        config: mount.access('transfers:create', { stepUp: true }),
        schema: {
          operationId: 'createTransfer',
          tags: TAGS,
          summary: "Transfer to another workspace's wallet in the same currency; settles at once (Idempotency-Key supported)",
          headers: idempotencyHeaders(mount),
          body: CreateTransferBody,
          response: {
            201: TransferResponse,
            ...errorResponses('CURRENCY.DISABLED', 'RESOURCE.NOT_FOUND', 'WALLET.CURRENCY_MISMATCH', 'TRANSFER.SAME_WORKSPACE', 'WALLET.INSUFFICIENT_FUNDS'),
          },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        return createIdempotently(idempotency, request, reply, actor.workspace.workspaceId, (tx) => service.create(actor, request.body, tx));
      },
    );

    app.post(
      `${BASE}/quote`,
      {
        config: CREATE,
        schema: {
          operationId: 'quoteTransfer',
          tags: TAGS,
          summary: 'Fee preview of a transfer and whether the wallet covers it (writes nothing)',
          body: TransferQuoteBody,
          response: {
            200: TransferQuoteResponse,
            ...errorResponses('CURRENCY.DISABLED', 'RESOURCE.NOT_FOUND', 'WALLET.CURRENCY_MISMATCH', 'TRANSFER.SAME_WORKSPACE'),
          },
        },
      },
      async (request) => ok(await service.quote(actorOf(request), request.body)),
    );

    app.get(
      `${BASE}/query/orders`,
      {
        config: READ,
        schema: {
          operationId: 'listTransfers',
          tags: TAGS,
          summary: 'Transfers the workspace sent or received, newest first (shape A)',
          querystring: TransferListQuery,
          response: { 200: TransferListResponse },
        },
      },
      async (request) => ok(await service.list(actorOf(request), request.query)),
    );

    app.get(
      `${BASE}/query/orders/:transferBizId`,
      {
        config: READ,
        schema: {
          operationId: 'getTransfer',
          tags: TAGS,
          summary: 'One transfer the workspace sent or received',
          params: TransferParams,
          response: { 200: TransferResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.get(actorOf(request), request.params.transferBizId)),
    );

    app.get(
      `${BASE}/query/orders/:transferBizId/completed`,
      {
        config: READ,
        schema: {
          operationId: 'isTransferCompleted',
          tags: TAGS,
          summary: 'Whether the ledger holds the settled transfer',
          params: TransferParams,
          response: { 200: TransferCompletedResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.completed(actorOf(request), request.params.transferBizId)),
    );
  };
}
