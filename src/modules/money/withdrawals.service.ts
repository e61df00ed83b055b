import type { Db, Queryable } from '../../db/client.js';
import { invalidParameter, notFound } from '../../core/common.errors.js';
import { AppError } from '../../core/errors.js';
import { newId } from '../../infra/ids.js';
import type { SecretBox } from '../../infra/secret-box.js';
import { iso, isoOrNull } from '../../http/instant.js';
import type { CurrencyService, Scales } from '../ledger/currencies.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { NO_EVENTS, type EventType, type Events } from '../events/events.module.js';
import type { Actor } from '../permissions/access.js';
import { feeWithinLimits, formatFeeRule, parseFeeRule } from './fee-rules.js';
import { orderEventFields } from './money.shared.js';
import { listOrderPage, type OrderListQuery } from './orders.service.js';
import type { ChannelRow, FeeRuleRow, WithdrawalRow, WithdrawalStatus, WithdrawalsRepo } from './withdrawals.repo.js';
import {
  WITHDRAWAL_SORT,
  type CreateChannelInput,
  type CreateWithdrawalInput,
  type WithdrawalChannelDto,
  type WithdrawalDto,
  type WithdrawalQuoteDto,
  type WithdrawalQuoteInput,
} from './withdrawals.schemas.js';

export interface WithdrawalServiceDeps {
  db: Db;
  withdrawals: WithdrawalsRepo;
  ledger: LedgerService;
  currencies: Pick<CurrencyService, 'scales' | 'enabled'>;
  secretBox: SecretBox;
  /** Where withdrawals' changes are reported (webhooks); nowhere by default. */
  events?: Events;
}

/** The event each transition is reported as (docs/webhooks.md). */
const TRANSITION_EVENTS = {
  cancel: 'withdrawal.cancelled',
  reject: 'withdrawal.rejected',
  approve: 'withdrawal.approved',
  complete: 'withdrawal.completed',
  fail: 'withdrawal.failed',
  return: 'withdrawal.returned',
} as const satisfies Record<string, EventType>;

/** Fee and limits of withdrawals in a currency, as an operator sets them: amounts in the major unit. */
export interface FeeRuleInput {
  currency: string;
  fixedFee: string;
  feeRateBps: number;
  minAmount: string;
  maxAmount?: string;
}

export interface FeeRuleDto {
  currency: string;
  fixedFee: string;
  feeRateBps: number;
  minAmount: string;
  maxAmount: string | null;
}

/** The state machine (docs/money.md): which transitions exist and what each does to the holds. */
export const WITHDRAWAL_TRANSITIONS = {
  cancel: { from: ['PENDING'], to: 'CANCELLED', ledger: 'VOID' },
  reject: { from: ['PENDING'], to: 'REJECTED', ledger: 'VOID' },
  approve: { from: ['PENDING'], to: 'PROCESSING', ledger: null },
  complete: { from: ['PROCESSING'], to: 'COMPLETED', ledger: 'POST' },
  fail: { from: ['PROCESSING'], to: 'FAILED', ledger: 'VOID' },
  return: { from: ['COMPLETED'], to: 'RETURNED', ledger: 'RETURN' },
} as const satisfies Record<string, { from: readonly WithdrawalStatus[]; to: WithdrawalStatus; ledger: 'VOID' | 'POST' | 'RETURN' | null }>;
export type WithdrawalAction = keyof typeof WITHDRAWAL_TRANSITIONS;

const keep = (value: string, visible: number) => (value.length <= visible ? value : value.slice(-visible));

/** What a channel shows of its destination: enough to recognise it, never enough to use it. */
export function maskDetails(type: string, details: Record<string, string | undefined>): Record<string, string> {
  const masked: Record<string, string> = {};
  if (type === 'BANK_ACCOUNT') {
    masked.accountHolder = details.accountHolder ?? '';
    masked.bankName = details.bankName ?? '';
    masked.accountNumber = `****${keep((details.accountNumber ?? '').replace(/[ -]/g, ''), 4)}`;
    if (details.swiftCode) masked.swiftCode = details.swiftCode;
    if (details.country) masked.country = details.country;
  } else {
    const address = details.address ?? '';
    masked.network = details.network ?? '';
    masked.address = address.length > 10 ? `${address.slice(0, 4)}…${address.slice(-4)}` : '****';
    if (details.memo) masked.memo = '****';
  }
  return masked;
}

export function toChannelDto(row: ChannelRow): WithdrawalChannelDto {
  return {
    bizId: row.id,
    channelType: row.channel_type,
    currency: row.currency,
    label: row.label,
    maskedDetails: row.details_masked,
    status: row.status,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toWithdrawalDto(row: WithdrawalRow, scales: Scales): WithdrawalDto {
  const fmt = (v: bigint | string) => scales.format(v, row.currency);
  return {
    bizId: row.id,
    workspaceBizId: row.workspace_id,
    walletBizId: row.wallet_id,
    channelBizId: row.channel_id,
    channelLabel: row.channel_label,
    channelType: row.channel_type,
    currency: row.currency,
    amount: fmt(row.amount),
    fee: fmt(row.fee),
    totalDebit: fmt(BigInt(row.amount) + BigInt(row.fee)),
    status: row.status,
    statusReason: row.status_reason,
    remark: row.remark,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    completedAt: isoOrNull(row.completed_at),
  };
}

export const channelAad = (id: string) => `withdrawal-channel:${id}`;

export function createWithdrawalService(deps: WithdrawalServiceDeps) {
  const { db, withdrawals, ledger, currencies, secretBox } = deps;
  const toDto = async (row: WithdrawalRow, q: Queryable = db) => toWithdrawalDto(row, await currencies.scales([row.currency], q));
  const events = deps.events ?? NO_EVENTS;

  /** Reports a withdrawal's change inside `tx`, the transaction that made it. */
  async function report(tx: Queryable, row: WithdrawalRow, type: (typeof TRANSITION_EVENTS)[WithdrawalAction] | 'withdrawal.created'): Promise<void> {
    await events.emit(tx, row.workspace_id, type, { withdrawalId: row.id, ...(await orderEventFields(currencies, tx, row)) });
  }

  /**
   * Moves a withdrawal along its state machine inside `tx`: locks the row,
   * checks the transition, posts the ledger side, writes the new status.
   * Returns the row before and after (for the operator audit log).
   */
  async function transition(
    tx: Queryable,
    workspaceId: string | null,
    id: string,
    action: WithdrawalAction,
    fields: { reason?: string; externalReference?: string } = {},
  ): Promise<{ before: WithdrawalRow; after: WithdrawalRow }> {
    const rule = WITHDRAWAL_TRANSITIONS[action];
    const before = await withdrawals.find(tx, workspaceId, id, { lock: true });
    if (!before) throw notFound('withdrawal');
    if (!(rule.from as readonly string[]).includes(before.status)) {
      throw new AppError('ORDER.INVALID_STATE', `a ${before.status} withdrawal cannot be ${rule.to.toLowerCase()}`);
    }
    const holds = [before.hold_transfer_id, before.fee_hold_transfer_id].filter((h): h is string => h !== null);
    const reference = { type: 'withdrawal', id: before.id };
    if (rule.ledger === 'VOID' || rule.ledger === 'POST') {
      await ledger.postJournal(
        { kind: 'WITHDRAWAL', reference, description: `withdrawal ${action}`, transfers: holds.map((pendingId) => ({ phase: rule.ledger, pendingId })) },
        tx,
      );
    } else if (rule.ledger === 'RETURN') {
      // The payout came back: the amount returns to the wallet; the fee was earned and stays.
      await ledger.postJournal(
        {
          kind: 'WITHDRAWAL',
          reference,
          description: 'withdrawal returned',
          transfers: [
            {
              debit: ledger.systemAccount('PAYOUT_CLEARING', before.currency),
              credit: { id: before.wallet_id, currency: before.currency },
              amount: BigInt(before.amount),
            },
          ],
        },
        tx,
      );
    }
    await withdrawals.setStatus(tx, before.id, rule.to, {
      reason: fields.reason ?? null,
      externalReference: fields.externalReference ?? null,
      completed: rule.to === 'COMPLETED',
    });
    const after = (await withdrawals.find(tx, workspaceId, id))!;
    await report(tx, after, TRANSITION_EVENTS[action]);
    return { before, after };
  }

  async function listPage(workspaceId: string | null, query: ListQuery) {
    return listOrderPage(db, { orders: withdrawals, currencies }, workspaceId, query, { sortable: WITHDRAWAL_SORT, tiebreaker: 'w.id', toDto: toWithdrawalDto });
  }

  return {
    transition,
    listPage,
    toDto,

    async createChannel(actor: Actor, input: CreateChannelInput): Promise<WithdrawalChannelDto> {
      const details = input.details as Record<string, string | undefined>;
      const isBank = 'accountNumber' in details;
      if ((input.channelType === 'BANK_ACCOUNT') !== isBank) throw invalidParameter(`details do not match channelType ${input.channelType}`);
      await currencies.enabled([input.currency]);
      const id = newId('withdrawalChannel');
      const row = await db.transaction((tx) =>
        withdrawals.insertChannel(tx, {
          id,
          workspace_id: actor.workspace.workspaceId,
          channel_type: input.channelType as ChannelRow['channel_type'],
          currency: input.currency,
          label: input.label.trim(),
          details_sealed: secretBox.seal(JSON.stringify(details), channelAad(id)),
          details_masked: maskDetails(input.channelType, details),
          created_by: actor.accountId,
        }),
      );
      return toChannelDto(row);
    },

    async listChannels(actor: Actor): Promise<WithdrawalChannelDto[]> {
      return (await withdrawals.listChannels(db, actor.workspace.workspaceId)).map(toChannelDto);
    },

    /** Operators: where the withdrawal pays out, in clear (the caller audits the read). */
    async destination(id: string): Promise<{ workspaceId: string; channelId: string; details: Record<string, string> }> {
      const row = await withdrawals.find(db, null, id);
      if (!row) throw notFound('withdrawal');
      const channel = await withdrawals.findChannelById(db, row.channel_id);
      if (!channel) throw notFound('withdrawal channel');
      const details = JSON.parse(secretBox.open(channel.details_sealed, channelAad(channel.id)).toString('utf8')) as Record<string, string>;
      return { workspaceId: row.workspace_id, channelId: row.channel_id, details };
    },

    /** Operators: sets the fee rule of a currency; returns the stored rule before (if any) and after, for the audit log. */
    async setFeeRule(input: FeeRuleInput, tx: Queryable): Promise<{ before: FeeRuleRow | undefined; after: FeeRuleDto }> {
      const scales = await currencies.scales([input.currency], tx);
      const c = input.currency;
      const rule = { currency: c, feeBps: input.feeRateBps, ...parseFeeRule(input, c, scales) };
      const before = await withdrawals.feeRule(tx, c);
      const row = await withdrawals.upsertFeeRule(tx, rule);
      return { before, after: { currency: c, ...formatFeeRule(row, c, scales) } };
    },

    /**
     * The fee and total a withdrawal of `amount` through the channel would freeze, and whether the wallet covers it,
     * by the same checks as the creation (channel, currency, limits); freezes nothing, so a client shows the fee
     * before the user confirms.
     */
    async quote(actor: Actor, input: WithdrawalQuoteInput): Promise<WithdrawalQuoteDto> {
      const channel = await withdrawals.findChannel(db, actor.workspace.workspaceId, input.channelBizId);
      if (!channel) throw notFound('withdrawal channel');
      if (channel.status !== 'ACTIVE') throw new AppError('WITHDRAWAL.CHANNEL_DISABLED');
      const currency = channel.currency;
      await currencies.enabled([currency]);
      const scales = await currencies.scales([currency]);
      const amount = scales.parse(input.amount, currency, 'body.amount');
      const rule = await withdrawals.feeRule(db, currency);
      const fee = rule ? feeWithinLimits(amount, rule, currency, scales) : 0n;
      const wallet = await ledger.ensureWallet(actor.workspace.workspaceId, currency);
      const { available } = await ledger.balance(wallet.id);
      const format = (value: bigint) => scales.format(value, currency);
      return {
        channelBizId: channel.id,
        currency,
        amount: format(amount),
        fee: format(fee),
        totalDebit: format(amount + fee),
        available: format(available),
        sufficientFunds: available >= amount + fee,
      };
    },

    /** Freezes amount + fee at once (two PENDING transfers) and records the withdrawal, in the caller's transaction. */
    async create(actor: Actor, input: CreateWithdrawalInput, tx: Queryable): Promise<WithdrawalDto> {
      const channel = await withdrawals.findChannel(tx, actor.workspace.workspaceId, input.channelBizId);
      if (!channel) throw notFound('withdrawal channel');
      if (channel.status !== 'ACTIVE') throw new AppError('WITHDRAWAL.CHANNEL_DISABLED');
      await currencies.enabled([channel.currency], tx);
      const currency = channel.currency;
      const scales = await currencies.scales([currency], tx);
      const amount = scales.parse(input.amount, currency, 'body.amount');
      const rule = await withdrawals.feeRule(tx, currency);
      const fee = rule ? feeWithinLimits(amount, rule, currency, scales) : 0n;
      const wallet = await ledger.ensureWallet(actor.workspace.workspaceId, currency, tx);
      const id = newId('withdrawal');
      const journal = await ledger.postJournal(
        {
          kind: 'WITHDRAWAL',
          reference: { type: 'withdrawal', id },
          description: 'withdrawal requested',
          transfers: [
            { phase: 'PENDING', debit: wallet, credit: ledger.systemAccount('PAYOUT_CLEARING', currency), amount },
            ...(fee > 0n ? [{ phase: 'PENDING' as const, debit: wallet, credit: ledger.systemAccount('FEES', currency), amount: fee }] : []),
          ],
        },
        tx,
      );
      await withdrawals.insert(tx, {
        id,
        workspaceId: actor.workspace.workspaceId,
        walletId: wallet.id,
        channelId: channel.id,
        currency,
        amount,
        fee,
        remark: input.remark?.trim() ?? '',
        holdTransferId: journal.transfers[0]!.id,
        feeHoldTransferId: journal.transfers[1]?.id ?? null,
        createdBy: actor.accountId,
      });
      const row = (await withdrawals.find(tx, actor.workspace.workspaceId, id))!;
      await report(tx, row, 'withdrawal.created');
      return toDto(row, tx);
    },

    async get(actor: Actor, id: string): Promise<WithdrawalDto> {
      const row = await withdrawals.find(db, actor.workspace.workspaceId, id);
      if (!row) throw notFound('withdrawal');
      return toDto(row);
    },

    list: (actor: Actor, query: ListQuery) => listPage(actor.workspace.workspaceId, query),

    /** Only while PENDING: the frozen amount and fee return to available. */
    async cancel(actor: Actor, id: string): Promise<WithdrawalDto> {
      const { after } = await db.transaction((tx) => transition(tx, actor.workspace.workspaceId, id, 'cancel', { reason: 'cancelled by the partner' }));
      return toDto(after);
    },
  };
}

export type ListQuery = OrderListQuery;

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
