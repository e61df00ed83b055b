import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created, ok } from '../../http/envelope.js';
import { errorResponses } from '../../http/responses.js';
import type { RouteMount } from '../../http/route-mount.js';
import { actorOf } from '../../http/workspace-guard.js';
import { createIdempotently, idempotencyHeaders } from '../idempotency/idempotency.http.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import {
  ChannelListResponse,
  ChannelResponse,
  CreateChannelBody,
  CreateWithdrawalBody,
  WithdrawalListQuery,
  WithdrawalListResponse,
  WithdrawalParams,
  WithdrawalQuoteBody,
  WithdrawalQuoteResponse,
  WithdrawalResponse,
} from './withdrawals.schemas.js';
import type { WithdrawalService } from './withdrawals.service.js';
import '../ledger/ledger.errors.js';
import './money.errors.js';

const TAGS = ['Withdrawals'];

export function withdrawalRoutes(deps: { service: WithdrawalService; idempotency: IdempotencyService; mount: RouteMount }): FastifyPluginAsyncTypebox {
  const { service, idempotency, mount } = deps;
  return async (app) => {
    app.get(
      `${mount.prefix}/withdrawal-channels`,
      {
        config: mount.access('withdrawal_channels:read'),
        schema: {
          operationId: 'listWithdrawalChannels',
          tags: TAGS,
          summary: 'Withdrawal channels of the workspace (destination details masked)',
          response: { 200: ChannelListResponse },
        },
      },
      async (request) => ok(await service.listChannels(actorOf(request))),
    );

    // Where money is paid out to is set by a signed-in person (with step-up), never by a key.
    if (mount.kind === 'portal') {
      app.post(
        `${mount.prefix}/withdrawal-channels`,
        {
          config: mount.access('withdrawal_channels:write', { stepUp: true }),
          schema: {
            operationId: 'createWithdrawalChannel',
            tags: TAGS,
            summary: 'Add a destination for withdrawals; its details are stored encrypted and only shown masked',
            body: CreateChannelBody,
            response: { 201: ChannelResponse, ...errorResponses('CURRENCY.DISABLED') },
          },
        },
        async (request, reply) => reply.code(201).send(created(await service.createChannel(actorOf(request), request.body))),
      );
    }

    app.post(
      `${mount.prefix}/withdrawals/quote`,
      {
        config: mount.access('withdrawals:create'),
        schema: {
          operationId: 'quoteWithdrawal',
          tags: TAGS,
          summary: 'Fee preview of a withdrawal and whether the wallet covers it (freezes nothing)',
          body: WithdrawalQuoteBody,
          response: {
            200: WithdrawalQuoteResponse,
            ...errorResponses('CURRENCY.DISABLED', 'RESOURCE.NOT_FOUND', 'WITHDRAWAL.CHANNEL_DISABLED', 'AMOUNT.BELOW_MINIMUM', 'AMOUNT.ABOVE_MAXIMUM'),
          },
        },
      },
      async (request) => ok(await service.quote(actorOf(request), request.body)),
    );

    app.post(
      `${mount.prefix}/withdrawals`,
      {
        config: mount.access('withdrawals:create', { stepUp: true }),
        schema: {
          operationId: 'createWithdrawal',
          tags: TAGS,
          summary: 'Request a withdrawal: amount + fee are frozen at once (Idempotency-Key supported)',
          headers: idempotencyHeaders(mount),
          body: CreateWithdrawalBody,
          response: {
            201: WithdrawalResponse,
            ...errorResponses(
              'CURRENCY.DISABLED',
              'RESOURCE.NOT_FOUND',
              'WITHDRAWAL.CHANNEL_DISABLED',
              'AMOUNT.BELOW_MINIMUM',
              'AMOUNT.ABOVE_MAXIMUM',
              'WALLET.INSUFFICIENT_FUNDS',
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
      `${mount.prefix}/withdrawals`,
      {
        config: mount.access('withdrawals:read'),
        schema: {
          operationId: 'listWithdrawals',
          tags: TAGS,
          summary: 'Withdrawals of the workspace, newest first (shape A)',
          querystring: WithdrawalListQuery,
          response: { 200: WithdrawalListResponse },
        },
      },
      async (request) => ok(await service.list(actorOf(request), request.query)),
    );

    app.get(
      `${mount.prefix}/withdrawals/:bizId`,
      {
        config: mount.access('withdrawals:read'),
        schema: {
          operationId: 'getWithdrawal',
          tags: TAGS,
          summary: 'One withdrawal of the workspace',
          params: WithdrawalParams,
          response: { 200: WithdrawalResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.get(actorOf(request), request.params.bizId)),
    );

    app.post(
      `${mount.prefix}/withdrawals/:bizId/cancel`,
      {
        config: mount.access('withdrawals:cancel'),
        schema: {
          operationId: 'cancelWithdrawal',
          tags: TAGS,
          summary: 'Cancel a PENDING withdrawal; the frozen amount and fee return to available (409 ORDER.INVALID_STATE otherwise)',
          params: WithdrawalParams,
          response: { 200: WithdrawalResponse, ...errorResponses('RESOURCE.NOT_FOUND', 'ORDER.INVALID_STATE') },
        },
      },
      async (request) => ok(await service.cancel(actorOf(request), request.params.bizId)),
    );
  };
}
