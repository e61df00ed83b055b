import type { Db, Queryable } from '../../db/client.js';
import { parsePageQuery, shapeA } from '../../http/pagination.js';
import { iso } from '../../http/instant.js';
import type { AccountService } from '../accounts/accounts.service.js';
import type { OperatorAccountService } from '../accounts/operator-accounts.service.js';
import type { CurrencyService } from '../ledger/currencies.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { AdjustmentInput, AdjustmentService } from '../money/adjustments.service.js';
import type { ExchangeService, FxRateInput } from '../money/exchanges.service.js';
import type { RechargeAction, RechargeChannelInput, RechargeService } from '../money/recharges.service.js';
import type { WalletService } from '../money/wallets.service.js';
import type { FeeRuleInput, ListQuery, WithdrawalAction, WithdrawalService } from '../money/withdrawals.service.js';
import type { FilesService } from '../files/files.service.js';
import type { OperatorRepo } from './operator.repo.js';

/** Who acts: the operator account and the request, for the audit log. */
export interface OperatorActor {
  operatorId: string;
  requestId: string;
}

/** Everything an operator moves belongs to another module: the operator API calls its services and audits each change. */
export interface OperatorServiceDeps {
  db: Db;
  repo: OperatorRepo;
  ledger: Pick<LedgerService, 'checkInvariants'>;
  currencies: Pick<CurrencyService, 'list' | 'create' | 'update'>;
  recharges: Pick<RechargeService, 'transition' | 'toDto' | 'listPage' | 'expireDue' | 'listAllChannels' | 'createChannel' | 'updateChannel' | 'proofOf'>;
  files: Pick<FilesService, 'openInWorkspace'>;
  withdrawals: Pick<WithdrawalService, 'transition' | 'toDto' | 'listPage' | 'destination' | 'setFeeRule'>;
  wallets: Pick<WalletService, 'ofWorkspace' | 'anyWalletFlows'>;
  adjustments: Pick<AdjustmentService, 'adjust'>;
  exchanges: Pick<ExchangeService, 'listRates' | 'setRate'>;
  accounts: Pick<AccountService, 'approve' | 'listPendingPartners'>;
  operators: Pick<OperatorAccountService, 'isActiveOperator'>;
}

/**
 * The operator API's rules: who may act, and an operator_audit_log row
 * (who, what, before, after, why) for every change, written in the
 * transaction of the change itself.
 */
export function createOperatorService(deps: OperatorServiceDeps) {
  const { db, repo } = deps;

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

  return {
    async recharge(op: OperatorActor, id: string, action: Exclude<RechargeAction, 'cancel'>, reason?: string) {
      return db.transaction(async (tx) => {
        const { before, after } = await deps.recharges.transition(tx, null, id, action, reason);
        const dto = await deps.recharges.toDto(after, tx);
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

    /** The payment proof of any recharge, to review it: the file of the recharge's workspace. */
    async rechargeProof(id: string) {
      const { workspaceId, fileId } = await deps.recharges.proofOf(id);
      return deps.files.openInWorkspace(workspaceId, fileId);
    },

    listRecharges: (query: ListQuery & { workspaceBizId?: string }) => deps.recharges.listPage(query.workspaceBizId ?? null, query),

    async expireRecharges(op: OperatorActor) {
      return db.transaction(async (tx) => {
        const expired = (await deps.recharges.expireDue(tx)).length;
        if (expired > 0) await audit(tx, op, { action: 'recharge.expire_due', targetType: 'recharge', targetId: '*', after: { expired } });
        return { expired };
      });
    },

    async withdrawal(op: OperatorActor, id: string, action: Exclude<WithdrawalAction, 'cancel'>, fields: { reason?: string; externalReference?: string }) {
      return db.transaction(async (tx) => {
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
        return deps.withdrawals.toDto(after, tx);
      });
    },

    listWithdrawals: (query: ListQuery & { workspaceBizId?: string }) => deps.withdrawals.listPage(query.workspaceBizId ?? null, query),

    /** The destination in clear, to pay the withdrawal out; the read itself is audited. */
    async withdrawalDestination(op: OperatorActor, id: string) {
      const { workspaceId, channelId, details } = await deps.withdrawals.destination(id);
      await db.transaction((tx) => audit(tx, op, { action: 'withdrawal.destination.read', targetType: 'withdrawal_channel', targetId: channelId, workspaceId }));
      return details;
    },

    /** A credit or debit of a wallet, in the caller's (idempotent) transaction. */
    async adjust(op: OperatorActor, input: AdjustmentInput, tx: Queryable) {
      const { adjustment, balanceBefore, balanceAfter } = await deps.adjustments.adjust(op.operatorId, input, tx);
      await audit(tx, op, {
        action: `wallet.adjust.${adjustment.direction.toLowerCase()}`,
        targetType: 'wallet',
        targetId: adjustment.walletBizId,
        workspaceId: adjustment.workspaceBizId,
        before: { balance: balanceBefore },
        after: { balance: balanceAfter, adjustment: adjustment.bizId, amount: adjustment.amount },
        reason: input.reason,
      });
      return adjustment;
    },

    workspaceWallets: (workspaceId: string) => deps.wallets.ofWorkspace(workspaceId),

    walletFlows: (walletId: string, query: { page?: number; size?: number; startTime?: string; endTime?: string; type?: string }) => deps.wallets.anyWalletFlows(walletId, query),

    async invariants() {
      const report = await deps.ledger.checkInvariants();
      return {
        ok: report.ok,
        unbalancedCurrencies: report.unbalancedCurrencies.map((c) => ({ currency: c.currency, posted: c.posted.toString(), pending: c.pending.toString() })),
        counterMismatches: report.counterMismatches.map((m) => m.accountId),
        resolutionMismatches: report.resolutionMismatches,
        entryMismatches: report.entryMismatches,
      };
    },

    listCurrencies: () => deps.currencies.list(),

    async createCurrency(op: OperatorActor, input: { code: string; scale: number; name: string; enabled?: boolean }) {
      return db.transaction(async (tx) => {
        const currency = await deps.currencies.create(input, tx);
        await audit(tx, op, { action: 'currency.create', targetType: 'currency', targetId: currency.code, after: currency });
        return currency;
      });
    },

    async updateCurrency(op: OperatorActor, code: string, input: { name?: string; enabled?: boolean }) {
      return db.transaction(async (tx) => {
        const { before, after } = await deps.currencies.update(code, input, tx);
        await audit(tx, op, { action: 'currency.update', targetType: 'currency', targetId: code, before, after });
        return after;
      });
    },

    listChannels: () => deps.recharges.listAllChannels(),

    async createChannel(op: OperatorActor, input: RechargeChannelInput) {
      return db.transaction(async (tx) => {
        const dto = await deps.recharges.createChannel(input, tx);
        await audit(tx, op, { action: 'recharge_channel.create', targetType: 'recharge_channel', targetId: dto.bizId, after: dto });
        return dto;
      });
    },

    async updateChannel(op: OperatorActor, id: string, input: RechargeChannelInput) {
      return db.transaction(async (tx) => {
        const { before, after } = await deps.recharges.updateChannel(id, input, tx);
        await audit(tx, op, { action: 'recharge_channel.update', targetType: 'recharge_channel', targetId: id, before, after });
        return after;
      });
    },

    listRates: () => deps.exchanges.listRates(),

    async setRate(op: OperatorActor, input: FxRateInput) {
      return db.transaction(async (tx) => {
        const { before, after, dto } = await deps.exchanges.setRate(input, tx);
        await audit(tx, op, {
          action: 'fx_rate.set',
          targetType: 'fx_rate',
          targetId: `${after.sell_currency}/${after.buy_currency}`,
          before: before ? { rate: before.rate, feeRateBps: before.fee_bps, enabled: before.enabled } : null,
          after: { rate: after.rate, feeRateBps: after.fee_bps, enabled: after.enabled },
        });
        return dto;
      });
    },

    async setFeeRule(op: OperatorActor, input: FeeRuleInput) {
      return db.transaction(async (tx) => {
        const { before, after } = await deps.withdrawals.setFeeRule(input, tx);
        await audit(tx, op, { action: 'withdrawal_fee_rule.set', targetType: 'withdrawal_fee_rule', targetId: after.currency, before: before ?? null, after });
        return after;
      });
    },

    /** Partner accounts waiting for approval, oldest first: the queue an operator works through. */
    async pendingAccounts(query: { page?: number; size?: number }) {
      const page = parsePageQuery(query);
      const { items, total } = await deps.accounts.listPendingPartners(page);
      return shapeA(
        {
          items: items.map((row) => ({
            accountBizId: row.id,
            accountEmail: row.email,
            accountName: row.name,
            institutionBizId: row.institution_id,
            institutionName: row.institution_name,
            createdAt: iso(row.created_at),
          })),
          total,
        },
        page,
      );
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

    isOperator: (accountId: string) => deps.operators.isActiveOperator(accountId),
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
