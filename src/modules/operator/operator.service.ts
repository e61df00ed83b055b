import type { Db, Queryable } from '../../db/client.js';
import { isUniqueViolation } from '../../db/refusals.js';
import { AppError, invalidParameter, notFound } from '../../http/errors.js';
import { parsePageQuery, shapeA } from '../../http/pagination.js';
import { newId } from '../../infra/ids.js';
import type { AccountService } from '../accounts/accounts.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { rateFraction } from '../money/exchanges.service.js';
import type { ExchangesRepo } from '../money/exchanges.repo.js';
import { iso, Scales, timeRange } from '../money/money.shared.js';
import type { RechargeChannelRow, RechargesRepo } from '../money/recharges.repo.js';
import { toChannelDto, toRechargeDto, type RechargeAction, type RechargeService } from '../money/recharges.service.js';
import type { WalletsRepo } from '../money/wallets.repo.js';
import { toWalletDto } from '../money/wallets.service.js';
import type { WithdrawalsRepo } from '../money/withdrawals.repo.js';
import { toWithdrawalDto, type WithdrawalAction, type WithdrawalService, type ListQuery } from '../money/withdrawals.service.js';
import type { WorkspacesRepo } from '../workspaces/workspaces.repo.js';
import type { OperatorRepo } from './operator.repo.js';

/** Who acts: the operator account and the request, for the audit log. */
export interface OperatorActor {
  operatorId: string;
  requestId: string;
}

export interface OperatorServiceDeps {
  db: Db;
  repo: OperatorRepo;
  ledger: LedgerService;
  recharges: RechargeService;
  rechargesRepo: RechargesRepo;
  withdrawals: WithdrawalService;
  withdrawalsRepo: WithdrawalsRepo;
  wallets: WalletsRepo;
  exchanges: ExchangesRepo;
  workspaces: Pick<WorkspacesRepo, 'findWorkspace'>;
  accounts: Pick<AccountService, 'approve'>;
}

interface ChannelInput {
  currency: string;
  method: string;
  name: string;
  minAmount: string;
  maxAmount?: string;
  fixedFee?: string;
  feeRateBps?: number;
  instructions?: string;
  enabled?: boolean;
}

/**
 * The operator API's rules: moving recharges and withdrawals through their
 * state machines, adjustments, reference data. Every change writes an
 * operator_audit_log row (who, what, before, after, why) in its own transaction.
 */
export function createOperatorService(deps: OperatorServiceDeps) {
  const { db, repo, ledger } = deps;

  const audit = (tx: Queryable, op: OperatorActor, e: { action: string; targetType: string; targetId: string; workspaceId?: string | null; before?: unknown; after?: unknown; reason?: string | null }) =>
    repo.audit(tx, {
      operatorId: op.operatorId,
      requestId: op.requestId,
      action: e.action,
      targetType: e.targetType,
      targetId: e.targetId,
      workspaceId: e.workspaceId ?? null,
      before: e.before ?? null,
      after: e.after ?? null,
      reason: e.reason ?? null,
    });

  async function channelFields(input: ChannelInput, scales: Scales) {
    const c = scales.currency(input.currency).code;
    const minAmount = scales.parse(input.minAmount, c, 'body.minAmount');
    const maxAmount = input.maxAmount === undefined ? null : scales.parse(input.maxAmount, c, 'body.maxAmount');
    if (maxAmount !== null && maxAmount < minAmount) throw new AppError('AMOUNT.MAX_BELOW_MIN', 'body.maxAmount');
    return {
      currency: c,
      method: input.method as RechargeChannelRow['method'],
      name: input.name.trim(),
      minAmount,
      maxAmount,
      fixedFee: input.fixedFee === undefined ? 0n : scales.parse(input.fixedFee, c, 'body.fixedFee', { allowZero: true }),
      feeBps: input.feeRateBps ?? 0,
      instructions: input.instructions ?? '',
      enabled: input.enabled ?? true,
    };
  }

  return {
    async recharge(op: OperatorActor, id: string, action: Exclude<RechargeAction, 'cancel'>, reason?: string) {
      return db.transaction(async (tx) => {
        const scales = await Scales.load(tx);
        const { before, after } = await deps.recharges.transition(tx, null, id, action, reason);
        const dto = toRechargeDto(after, scales);
        await audit(tx, op, {
          action: `recharge.${action}`,
          targetType: 'recharge',
          targetId: id,
          workspaceId: before.workspace_id,
          before: { status: before.status },
          after: { status: after.status },
          reason,
        });
        return dto;
      });
    },

    listRecharges: (query: ListQuery & { workspaceBizId?: string }) => deps.recharges.listPage(query.workspaceBizId ?? null, query),

    async expireRecharges(op: OperatorActor) {
      return db.transaction(async (tx) => {
        const expired = await deps.rechargesRepo.expireDue(tx, null);
        if (expired > 0) await audit(tx, op, { action: 'recharge.expire_due', targetType: 'recharge', targetId: '*', after: { expired } });
        return { expired };
      });
    },

    async withdrawal(op: OperatorActor, id: string, action: Exclude<WithdrawalAction, 'cancel'>, fields: { reason?: string; externalReference?: string }) {
      return db.transaction(async (tx) => {
        const scales = await Scales.load(tx);
        const { before, after } = await deps.withdrawals.transition(tx, null, id, action, fields);
        await audit(tx, op, {
          action: `withdrawal.${action}`,
          targetType: 'withdrawal',
          targetId: id,
          workspaceId: before.workspace_id,
          before: { status: before.status },
          after: { status: after.status, externalReference: after.external_reference },
          reason: fields.reason,
        });
        return toWithdrawalDto(after, scales);
      });
    },

    listWithdrawals: (query: ListQuery & { workspaceBizId?: string }) => deps.withdrawals.listPage(query.workspaceBizId ?? null, query),

    /** The destination in clear, to pay the withdrawal out; the read itself is audited. */
    async withdrawalDestination(op: OperatorActor, id: string) {
      const row = await deps.withdrawalsRepo.find(db, null, id);
      if (!row) throw notFound('withdrawal');
      const details = await deps.withdrawals.channelDetails(row.channel_id);
      await db.transaction((tx) =>
        audit(tx, op, { action: 'withdrawal.destination.read', targetType: 'withdrawal_channel', targetId: row.channel_id, workspaceId: row.workspace_id }),
      );
      return details;
    },

    /** A credit or debit of a wallet: a journal against the ADJUSTMENTS account, never an edit of a balance. */
    async adjust(op: OperatorActor, input: { workspaceBizId: string; currency: string; direction: string; amount: string; reason: string }, tx: Queryable) {
      const workspace = await deps.workspaces.findWorkspace(tx, input.workspaceBizId);
      if (!workspace) throw notFound('workspace');
      const scales = await Scales.load(tx);
      const currency = scales.currency(input.currency).code;
      const amount = scales.parse(input.amount, currency, 'body.amount');
      const wallet = await ledger.ensureWallet(workspace.id, currency, tx);
      const before = (await deps.wallets.find(tx, workspace.id, wallet.id))!;
      const id = newId('walletAdjustment');
      const adjustments = ledger.systemAccount('ADJUSTMENTS', currency);
      const credit = input.direction === 'CREDIT';
      const journal = await ledger.postJournal(
        {
          kind: 'ADJUSTMENT',
          reference: { type: 'adjustment', id },
          description: input.reason.slice(0, 500),
          transfers: [{ debit: credit ? adjustments : wallet, credit: credit ? wallet : adjustments, amount }],
        },
        tx,
      );
      const row = await repo.insertAdjustment(tx, {
        id,
        workspaceId: workspace.id,
        walletId: wallet.id,
        currency,
        direction: credit ? 'CREDIT' : 'DEBIT',
        amount,
        reason: input.reason,
        journalId: journal.journalId,
        operatorId: op.operatorId,
      });
      const after = (await deps.wallets.find(tx, workspace.id, wallet.id))!;
      await audit(tx, op, {
        action: `wallet.adjust.${row.direction.toLowerCase()}`,
        targetType: 'wallet',
        targetId: wallet.id,
        workspaceId: workspace.id,
        before: { balance: toWalletDto(before, scales).balance },
        after: { balance: toWalletDto(after, scales).balance, adjustment: id, amount: scales.format(amount, currency) },
        reason: input.reason,
      });
      return {
        bizId: row.id,
        workspaceBizId: row.workspace_id,
        walletBizId: row.wallet_id,
        currency,
        direction: row.direction,
        amount: scales.format(row.amount, currency),
        reason: row.reason,
        journalBizId: row.journal_id,
        operatorBizId: row.operator_id,
        createdAt: iso(row.created_at),
      };
    },

    async workspaceWallets(workspaceId: string) {
      if (!(await deps.workspaces.findWorkspace(db, workspaceId))) throw notFound('workspace');
      const scales = await Scales.load(db);
      return (await deps.wallets.list(db, workspaceId)).map((w) => toWalletDto(w, scales));
    },

    async walletFlows(walletId: string, query: { page?: number; size?: number; startTime?: string; endTime?: string; type?: string }) {
      const page = parsePageQuery(query);
      const wallet = await deps.wallets.findAny(db, walletId);
      if (!wallet) throw notFound('wallet');
      const filter = { ...timeRange(query), kind: (query.type as never) ?? null };
      const [rows, total, scales] = await Promise.all([deps.wallets.flows(db, wallet.id, filter, page), deps.wallets.countFlows(db, wallet.id, filter), Scales.load(db)]);
      return shapeA(
        {
          items: rows.map((r) => ({
            bizId: r.id,
            journalBizId: r.journal_id,
            type: r.kind,
            phase: r.phase,
            direction: r.direction,
            amount: scales.format(r.amount, r.currency),
            currency: r.currency,
            balanceAfter: scales.format(r.balance_after, r.currency),
            availableAfter: scales.format(r.available_after, r.currency),
            referenceType: r.reference_type,
            referenceBizId: r.reference_id,
            description: r.description,
            createdAt: iso(r.created_at),
          })),
          total,
        },
        page,
      );
    },

    async invariants() {
      const report = await ledger.checkInvariants();
      return {
        ok: report.ok,
        unbalancedCurrencies: report.unbalancedCurrencies.map((c) => ({ currency: c.currency, posted: c.posted.toString(), pending: c.pending.toString() })),
        counterMismatches: report.counterMismatches.map((m) => m.accountId),
        resolutionMismatches: report.resolutionMismatches,
      };
    },

    listCurrencies: () => ledger.listCurrencies(),

    async createCurrency(op: OperatorActor, input: { code: string; scale: number; name: string; enabled?: boolean }) {
      const currency = { code: input.code, scale: input.scale, name: input.name.trim(), enabled: input.enabled ?? true };
      try {
        await db.transaction(async (tx) => {
          await repo.insertCurrency(tx, currency);
          await audit(tx, op, { action: 'currency.create', targetType: 'currency', targetId: currency.code, after: currency });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'currencies_pkey')) throw new AppError('CURRENCY.ALREADY_EXISTS', 'body.code');
        throw error;
      }
      return currency;
    },

    async updateCurrency(op: OperatorActor, code: string, input: { name?: string; enabled?: boolean }) {
      return db.transaction(async (tx) => {
        const before = await ledger.currency(code, tx).catch(() => undefined);
        if (!before) throw notFound('currency');
        await repo.updateCurrency(tx, code, { name: input.name?.trim() ?? null, enabled: input.enabled ?? null });
        const after = await ledger.currency(code, tx);
        await audit(tx, op, { action: 'currency.update', targetType: 'currency', targetId: code, before, after });
        return after;
      });
    },

    async listChannels() {
      const scales = await Scales.load(db);
      return (await deps.rechargesRepo.listChannels(db, { enabledOnly: false, currency: null })).map((c) => toChannelDto(c, scales));
    },

    async createChannel(op: OperatorActor, input: ChannelInput) {
      const scales = await Scales.load(db);
      const fields = await channelFields(input, scales);
      return db.transaction(async (tx) => {
        const row = await deps.rechargesRepo.insertChannel(tx, newId('rechargeChannel'), fields);
        const dto = toChannelDto(row, scales);
        await audit(tx, op, { action: 'recharge_channel.create', targetType: 'recharge_channel', targetId: row.id, after: dto });
        return dto;
      });
    },

    async updateChannel(op: OperatorActor, id: string, input: ChannelInput) {
      const scales = await Scales.load(db);
      return db.transaction(async (tx) => {
        const existing = await deps.rechargesRepo.findChannel(tx, id);
        if (!existing) throw notFound('recharge channel');
        if (existing.currency !== input.currency) throw new AppError('RECHARGE_CHANNEL.CURRENCY_IMMUTABLE', 'body.currency');
        const row = (await deps.rechargesRepo.updateChannel(tx, id, await channelFields(input, scales)))!;
        const dto = toChannelDto(row, scales);
        await audit(tx, op, { action: 'recharge_channel.update', targetType: 'recharge_channel', targetId: id, before: toChannelDto(existing, scales), after: dto });
        return dto;
      });
    },

    async listRates() {
      return (await deps.exchanges.listRates(db)).map((r) => ({
        sellCurrency: r.sell_currency,
        buyCurrency: r.buy_currency,
        rate: r.rate.includes('.') ? r.rate.replace(/0+$/, '').replace(/\.$/, '') : r.rate,
        feeRateBps: r.fee_bps,
        enabled: r.enabled,
        updatedAt: iso(r.updated_at),
      }));
    },

    async setRate(op: OperatorActor, input: { sellCurrency: string; buyCurrency: string; rate: string; feeRateBps?: number; enabled?: boolean }) {
      if (input.sellCurrency === input.buyCurrency) throw new AppError('FX_RATE.SAME_CURRENCY', 'body.buyCurrency');
      if (rateFraction(input.rate).num === 0n) throw invalidParameter('rate must be greater than zero');
      const scales = await Scales.load(db);
      scales.currency(input.sellCurrency);
      scales.currency(input.buyCurrency);
      return db.transaction(async (tx) => {
        const before = await deps.exchanges.findRate(tx, input.sellCurrency, input.buyCurrency);
        const row = await deps.exchanges.upsertRate(tx, {
          sell: input.sellCurrency,
          buy: input.buyCurrency,
          rate: input.rate,
          feeBps: input.feeRateBps ?? 0,
          enabled: input.enabled ?? true,
        });
        const dto = { sellCurrency: row.sell_currency, buyCurrency: row.buy_currency, rate: input.rate, feeRateBps: row.fee_bps, enabled: row.enabled, updatedAt: iso(row.updated_at) };
        await audit(tx, op, {
          action: 'fx_rate.set',
          targetType: 'fx_rate',
          targetId: `${row.sell_currency}/${row.buy_currency}`,
          before: before ? { rate: before.rate, feeRateBps: before.fee_bps, enabled: before.enabled } : null,
          after: { rate: row.rate, feeRateBps: row.fee_bps, enabled: row.enabled },
        });
        return dto;
      });
    },

    async setFeeRule(op: OperatorActor, input: { currency: string; fixedFee: string; feeRateBps: number; minAmount: string; maxAmount?: string }) {
      const scales = await Scales.load(db);
      const c = scales.currency(input.currency).code;
      const rule = {
        currency: c,
        fixedFee: scales.parse(input.fixedFee, c, 'body.fixedFee', { allowZero: true }),
        feeBps: input.feeRateBps,
        minAmount: scales.parse(input.minAmount, c, 'body.minAmount'),
        maxAmount: input.maxAmount === undefined ? null : scales.parse(input.maxAmount, c, 'body.maxAmount'),
      };
      if (rule.maxAmount !== null && rule.maxAmount < rule.minAmount) throw new AppError('AMOUNT.MAX_BELOW_MIN', 'body.maxAmount');
      return db.transaction(async (tx) => {
        const before = await deps.withdrawalsRepo.feeRule(tx, c);
        const row = await deps.withdrawalsRepo.upsertFeeRule(tx, rule);
        const dto = {
          currency: c,
          fixedFee: scales.format(row.fixed_fee, c),
          feeRateBps: row.fee_bps,
          minAmount: scales.format(row.min_amount, c),
          maxAmount: row.max_amount === null ? null : scales.format(row.max_amount, c),
        };
        await audit(tx, op, { action: 'withdrawal_fee_rule.set', targetType: 'withdrawal_fee_rule', targetId: c, before: before ?? null, after: dto });
        return dto;
      });
    },

    async approveAccount(op: OperatorActor, email: string) {
      // The target is the account, whichever spelling of its address the operator typed.
      const { accountId } = await deps.accounts.approve(email);
      await db.transaction((tx) => audit(tx, op, { action: 'account.approve', targetType: 'account', targetId: accountId, after: { pendingApproval: false } }));
      return { approved: true };
    },

    async auditLog(query: { page?: number; size?: number; workspaceBizId?: string; targetType?: string; targetBizId?: string }) {
      const page = parsePageQuery(query);
      const filter = { workspaceId: query.workspaceBizId ?? null, targetType: query.targetType ?? null, targetId: query.targetBizId ?? null };
      const [rows, total] = await Promise.all([repo.listAudit(db, filter, page), repo.countAudit(db, filter)]);
      return shapeA(
        {
          items: rows.map((r) => ({
            bizId: r.id,
            operatorBizId: r.operator_id,
            action: r.action,
            targetType: r.target_type,
            targetBizId: r.target_id,
            workspaceBizId: r.workspace_id,
            before: r.before_state,
            after: r.after_state,
            reason: r.reason,
            requestId: r.request_id,
            createdAt: iso(r.created_at),
          })),
          total,
        },
        page,
      );
    },

    isOperator: (accountId: string) => repo.isOperator(db, accountId),
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
