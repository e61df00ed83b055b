import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { errorResponses } from '../../http/responses.js';
import type { RouteMount } from '../../http/route-mount.js';
import { actorOf } from '../../http/workspace-guard.js';
import type { WalletService } from './wallets.service.js';
import { FlowsQuery, WalletBalanceResponse, WalletFlowsResponse, WalletListResponse, WalletParams, WalletResponse } from './wallets.schemas.js';

const TAGS = ['Wallets'];

export function walletRoutes(deps: { service: WalletService; mount: RouteMount }): FastifyPluginAsyncTypebox {
  const { service, mount } = deps;
  const BASE = `${mount.prefix}/wallets`;
  const READ = mount.access('wallets:read');
  return async (app) => {
    app.get(
      BASE,
      {
        config: READ,
        schema: {
          operationId: 'listWallets',
          tags: TAGS,
          summary: 'Wallets of the workspace, one per currency (missing ones are created on first use)',
          response: { 200: WalletListResponse },
        },
      },
      async (request) => ok(await service.list(actorOf(request))),
    );

    app.get(
      `${BASE}/:walletBizId`,
      {
        config: READ,
        schema: {
          operationId: 'getWallet',
          tags: TAGS,
          summary: 'One wallet of the workspace',
          params: WalletParams,
          response: { 200: WalletResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.get(actorOf(request), request.params.walletBizId)),
    );

    app.get(
      `${BASE}/:walletBizId/balance`,
      {
        config: READ,
        schema: {
          operationId: 'getWalletBalance',
          tags: TAGS,
          summary: 'Balance, available, frozen and pending amounts, derived from the ledger',
          params: WalletParams,
          response: { 200: WalletBalanceResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.balance(actorOf(request), request.params.walletBizId)),
    );

    app.get(
      `${BASE}/:walletBizId/flows`,
      {
        config: READ,
        schema: {
          operationId: 'listWalletFlows',
          tags: TAGS,
          summary: 'Statement entries with running balance, newest first (shape A)',
          params: WalletParams,
          querystring: FlowsQuery,
          response: { 200: WalletFlowsResponse, ...errorResponses('RESOURCE.NOT_FOUND') },
        },
      },
      async (request) => ok(await service.flows(actorOf(request), request.params.walletBizId, request.query)),
    );
  };
}
