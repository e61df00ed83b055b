import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { created, ok } from '../../http/envelope.js';
import { AppError } from '../../core/errors.js';
import type { ErrorCode } from '../../core/errors.js';
import { errorResponses } from '../../http/responses.js';
import { authOf } from '../auth/auth-context.js';
import { createIdempotently, IdempotencyHeaders } from '../idempotency/idempotency.http.js';
import { sendFile } from '../files/files.http.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import {
  AdjustBody,
  AdjustmentResponse,
  ApproveAccountBody,
  ApprovedResponse,
  AuditPage,
  AuditQuery,
  ChannelBody,
  ChannelListResponse,
  ChannelResponse,
  CodeParams,
  CreateCurrencyBody,
  CurrencyListResponse,
  CurrencyResponse,
  DestinationResponse,
  ExpiredResponse,
  FeeRuleBody,
  FeeRuleResponse,
  FlowsQuery,
  FlowsResponse,
  FxRateBody,
  FxRateListResponse,
  FxRateResponse,
  IdParams,
  InvariantsResponse,
  OperatorRechargeQuery,
  OperatorWithdrawalQuery,
  PendingAccountPage,
  PendingAccountsQuery,
  RechargeActionBody,
  RechargePage,
  RechargeResponse,
  UpdateCurrencyBody,
  WalletParams,
  WalletsResponse,
  WithdrawalActionBody,
  WithdrawalPage,
  WithdrawalResponse,
  WorkspaceParams,
} from './operator.schemas.js';
import type { OperatorActor, OperatorService } from './operator.service.js';
import '../ledger/ledger.errors.js';
import '../money/money.errors.js';

const BASE = '/web/v1/operator';
const OPERATOR = { auth: 'operator' } as const;
/**
 * Actions that create, release or price money also need a recent full
 * authentication of the operator's session (step-up, docs/account-security.md).
 */
const SENSITIVE = { ...OPERATOR, stepUp: true } as const;
const SENSITIVE_RECHARGE_ACTIONS: ReadonlySet<string> = new Set(['confirm']);
const SENSITIVE_WITHDRAWAL_ACTIONS: ReadonlySet<string> = new Set(['complete', 'return']);
/** Every operator route's own failures; the hook below refuses an account that is not an active operator. */
const E = (...codes: ErrorCode[]) => errorResponses('ACCESS.PERMISSION_DENIED', ...codes);

const actor = (request: FastifyRequest): OperatorActor => ({ operatorId: authOf(request).accountId, requestId: request.id });

/**
 * The internal operator API (docs/money.md "Operator API"). Every route needs
 * an operator access token (`config.auth: 'operator'`, checked by the auth
 * guard) and the operator ingress code (OPERATOR_ACCESS_CODES); the hook below
 * also checks that the account is an active operator account.
 */
export function operatorRoutes(deps: { service: OperatorService; idempotency: IdempotencyService; fileTypes: readonly string[] }): FastifyPluginAsyncTypebox {
  const { service, idempotency } = deps;
  const fileBytes = Type.Unsafe<Readable>({ type: 'string', format: 'binary' });
  return async (app) => {
    app.addHook('preHandler', async (request) => {
      const auth = request.auth;
      if (!auth) throw new AppError('ACCESS.TOKEN_MISSING');
      if (auth.portal !== 'OPERATOR' || !(await service.isOperator(auth.accountId))) throw new AppError('ACCESS.PERMISSION_DENIED', 'operators only');
    });

    const tags = (tag: string) => [`Operator: ${tag}`];

    // ---- recharges
    app.get(
      `${BASE}/recharges`,
      { config: OPERATOR, schema: { operationId: 'operatorListRecharges', tags: tags('recharges'), summary: 'Recharges of every workspace (shape A)', querystring: OperatorRechargeQuery, response: { 200: RechargePage, ...E() } } },
      async (request) => ok(await service.listRecharges(request.query)),
    );
    for (const action of ['review', 'confirm', 'reject'] as const) {
      const summaries = {
        review: 'Payment seen: AWAITING_PAYMENT/PROOF_SUBMITTED → UNDER_REVIEW; the credit appears as pending',
        confirm: 'Payment confirmed: → COMPLETED; the credit becomes available',
        reject: 'No valid payment: → REJECTED; a pending credit is released',
      };
      app.post(
        `${BASE}/recharges/:bizId/${action}`,
        {
          config: SENSITIVE_RECHARGE_ACTIONS.has(action) ? SENSITIVE : OPERATOR,
          schema: { operationId: `operator${action[0]!.toUpperCase()}${action.slice(1)}Recharge`, tags: tags('recharges'), summary: summaries[action], params: IdParams, body: RechargeActionBody, response: { 200: RechargeResponse, ...E('RESOURCE.NOT_FOUND', 'ORDER.INVALID_STATE') } },
        },
        async (request) => ok(await service.recharge(actor(request), request.params.bizId, action, request.body?.reason)),
      );
    }
    app.get(
      `${BASE}/recharges/:bizId/proof`,
      {
        config: OPERATOR,
        schema: {
          operationId: 'operatorRechargeProof',
          tags: tags('recharges'),
          summary: "The payment proof the partner attached to a recharge: the file's bytes as an attachment (404 when it has none)",
          params: IdParams,
          response: {
            200: {
              description: "The file's bytes; Content-Type is its sniffed type, Content-Disposition is `attachment` with a safe file name",
              // Uploads are refused unless their sniffed type is allowed (FILE_ALLOWED_TYPES): those are the types a proof can have.
              content: Object.fromEntries(deps.fileTypes.map((type) => [type, { schema: fileBytes }])),
            },
            ...E('RESOURCE.NOT_FOUND'),
          },
        },
      },
      async (request, reply) => {
        const { file, stream } = await service.rechargeProof(request.params.bizId);
        return sendFile(reply, file, stream);
      },
    );
    app.post(
      `${BASE}/recharges/expire-due`,
      { config: OPERATOR, schema: { operationId: 'operatorExpireRecharges', tags: tags('recharges'), summary: 'Expire every unpaid recharge past its payment window', response: { 200: ExpiredResponse, ...E() } } },
      async (request) => ok(await service.expireRecharges(actor(request))),
    );

    // ---- withdrawals
    app.get(
      `${BASE}/withdrawals`,
      { config: OPERATOR, schema: { operationId: 'operatorListWithdrawals', tags: tags('withdrawals'), summary: 'Withdrawals of every workspace (shape A)', querystring: OperatorWithdrawalQuery, response: { 200: WithdrawalPage, ...E() } } },
      async (request) => ok(await service.listWithdrawals(request.query)),
    );
    app.get(
      `${BASE}/withdrawals/:bizId/destination`,
      { config: OPERATOR, schema: { operationId: 'operatorWithdrawalDestination', tags: tags('withdrawals'), summary: 'The destination details in clear, to pay out (audited)', params: IdParams, response: { 200: DestinationResponse, ...E('RESOURCE.NOT_FOUND') } } },
      async (request) => ok(await service.withdrawalDestination(actor(request), request.params.bizId)),
    );
    const withdrawalSummaries = {
      approve: 'PENDING → PROCESSING (funds stay frozen)',
      reject: 'PENDING → REJECTED; frozen funds return',
      complete: 'PROCESSING → COMPLETED; the frozen amount and fee are debited',
      fail: 'PROCESSING → FAILED; frozen funds return',
      return: 'COMPLETED → RETURNED: the payout bounced; the amount is credited back (the fee is kept)',
    } as const;
    for (const action of ['approve', 'reject', 'complete', 'fail', 'return'] as const) {
      app.post(
        `${BASE}/withdrawals/:bizId/${action}`,
        {
          config: SENSITIVE_WITHDRAWAL_ACTIONS.has(action) ? SENSITIVE : OPERATOR,
          schema: {
            operationId: `operator${action[0]!.toUpperCase()}${action.slice(1)}Withdrawal`,
            tags: tags('withdrawals'),
            summary: withdrawalSummaries[action],
            params: IdParams,
            body: WithdrawalActionBody,
            response: { 200: WithdrawalResponse, ...E('RESOURCE.NOT_FOUND', 'ORDER.INVALID_STATE') },
          },
        },
        async (request) => ok(await service.withdrawal(actor(request), request.params.bizId, action, request.body ?? {})),
      );
    }

    // ---- wallets and the ledger
    app.post(
      `${BASE}/wallets/adjust`,
      {
        config: SENSITIVE,
        schema: {
          operationId: 'operatorAdjustWallet',
          tags: tags('wallets'),
          summary: 'Credit or debit a wallet with a reason: a journal against ADJUSTMENTS (Idempotency-Key supported)',
          headers: IdempotencyHeaders,
          body: AdjustBody,
          response: { 201: AdjustmentResponse, ...E('RESOURCE.NOT_FOUND', 'WALLET.INSUFFICIENT_FUNDS', 'CURRENCY.DISABLED') },
        },
      },
      async (request, reply) => {
        const op = actor(request);
        return createIdempotently(idempotency, request, reply, `operator:${op.operatorId}`, (tx) => service.adjust(op, request.body, tx));
      },
    );
    app.get(
      `${BASE}/workspaces/:workspaceBizId/wallets`,
      { config: OPERATOR, schema: { operationId: 'operatorWorkspaceWallets', tags: tags('wallets'), summary: "Any workspace's wallets", params: WorkspaceParams, response: { 200: WalletsResponse, ...E('RESOURCE.NOT_FOUND') } } },
      async (request) => ok(await service.workspaceWallets(request.params.workspaceBizId)),
    );
    app.get(
      `${BASE}/wallets/:walletBizId/flows`,
      { config: OPERATOR, schema: { operationId: 'operatorWalletFlows', tags: tags('wallets'), summary: "Any wallet's ledger entries (shape A)", params: WalletParams, querystring: FlowsQuery, response: { 200: FlowsResponse, ...E('RESOURCE.NOT_FOUND') } } },
      async (request) => ok(await service.walletFlows(request.params.walletBizId, request.query)),
    );
    app.get(
      `${BASE}/ledger/invariants`,
      { config: OPERATOR, schema: { operationId: 'operatorLedgerInvariants', tags: tags('wallets'), summary: 'Checks zero sums, counters against entries and resolutions (reads every transfer)', response: { 200: InvariantsResponse, ...E() } } },
      async () => ok(await service.invariants()),
    );

    // ---- reference data
    app.get(
      `${BASE}/currencies`,
      { config: OPERATOR, schema: { operationId: 'operatorListCurrencies', tags: tags('reference data'), summary: 'Currencies and their scales', response: { 200: CurrencyListResponse, ...E() } } },
      async () => ok(await service.listCurrencies()),
    );
    app.post(
      `${BASE}/currencies`,
      { config: OPERATOR, schema: { operationId: 'operatorCreateCurrency', tags: tags('reference data'), summary: 'Add a currency (its scale never changes)', body: CreateCurrencyBody, response: { 201: CurrencyResponse, ...E('CURRENCY.ALREADY_EXISTS') } } },
      async (request, reply) => reply.code(201).send(created(await service.createCurrency(actor(request), request.body))),
    );
    app.post(
      `${BASE}/currencies/:code`,
      { config: OPERATOR, schema: { operationId: 'operatorUpdateCurrency', tags: tags('reference data'), summary: 'Rename, enable or disable a currency', params: CodeParams, body: UpdateCurrencyBody, response: { 200: CurrencyResponse, ...E('RESOURCE.NOT_FOUND') } } },
      async (request) => ok(await service.updateCurrency(actor(request), request.params.code, request.body)),
    );
    app.get(
      `${BASE}/recharge-channels`,
      { config: OPERATOR, schema: { operationId: 'operatorListRechargeChannels', tags: tags('reference data'), summary: 'Every recharge channel, enabled or not', response: { 200: ChannelListResponse, ...E() } } },
      async () => ok(await service.listChannels()),
    );
    app.post(
      `${BASE}/recharge-channels`,
      { config: OPERATOR, schema: { operationId: 'operatorCreateRechargeChannel', tags: tags('reference data'), summary: 'Add a recharge channel', body: ChannelBody, response: { 201: ChannelResponse, ...E('AMOUNT.MAX_BELOW_MIN') } } },
      async (request, reply) => reply.code(201).send(created(await service.createChannel(actor(request), request.body))),
    );
    app.post(
      `${BASE}/recharge-channels/:bizId`,
      { config: OPERATOR, schema: { operationId: 'operatorUpdateRechargeChannel', tags: tags('reference data'), summary: 'Replace the settings of a recharge channel', params: IdParams, body: ChannelBody, response: { 200: ChannelResponse, ...E('RESOURCE.NOT_FOUND', 'RECHARGE_CHANNEL.CURRENCY_IMMUTABLE', 'AMOUNT.MAX_BELOW_MIN') } } },
      async (request) => ok(await service.updateChannel(actor(request), request.params.bizId, request.body)),
    );
    app.get(
      `${BASE}/fx-rates`,
      { config: OPERATOR, schema: { operationId: 'operatorListFxRates', tags: tags('reference data'), summary: 'The FX rate table', response: { 200: FxRateListResponse, ...E() } } },
      async () => ok(await service.listRates()),
    );
    app.post(
      `${BASE}/fx-rates`,
      { config: SENSITIVE, schema: { operationId: 'operatorSetFxRate', tags: tags('reference data'), summary: 'Set the rate (and fee) of a currency pair; quotes already given keep theirs', body: FxRateBody, response: { 200: FxRateResponse, ...E('FX_RATE.SAME_CURRENCY') } } },
      async (request) => ok(await service.setRate(actor(request), request.body)),
    );
    app.post(
      `${BASE}/withdrawal-fee-rules`,
      { config: SENSITIVE, schema: { operationId: 'operatorSetWithdrawalFeeRule', tags: tags('reference data'), summary: 'Fee and limits of withdrawals in a currency', body: FeeRuleBody, response: { 200: FeeRuleResponse, ...E('AMOUNT.MAX_BELOW_MIN') } } },
      async (request) => ok(await service.setFeeRule(actor(request), request.body)),
    );

    // ---- accounts and audit
    app.get(
      `${BASE}/accounts/pending`,
      {
        config: OPERATOR,
        schema: {
          operationId: 'operatorListPendingAccounts',
          tags: tags('accounts'),
          summary: 'Partner accounts waiting for approval, oldest first (shape A); an approved account leaves the list',
          querystring: PendingAccountsQuery,
          response: { 200: PendingAccountPage, ...E() },
        },
      },
      async (request) => ok(await service.pendingAccounts(request.query)),
    );
    app.post(
      `${BASE}/accounts/approve`,
      { config: OPERATOR, schema: { operationId: 'operatorApproveAccount', tags: tags('accounts'), summary: 'Clear the pending approval of a partner account', body: ApproveAccountBody, response: { 200: ApprovedResponse, ...E('RESOURCE.NOT_FOUND') } } },
      async (request) => ok(await service.approveAccount(actor(request), request.body.email)),
    );
    app.get(
      `${BASE}/audit-log`,
      { config: OPERATOR, schema: { operationId: 'operatorAuditLog', tags: tags('audit'), summary: 'The append-only log of operator actions, newest first (shape A)', querystring: AuditQuery, response: { 200: AuditPage, ...E() } } },
      async (request) => ok(await service.auditLog(request.query)),
    );
  };
}
