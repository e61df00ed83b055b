import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.js';
import { AppError, invalidParameter, notFound } from '../../http/errors.js';
import type { Clock } from '../../infra/clock.js';
import { newId } from '../../infra/ids.js';
import { createFilesRepo, type FilesRepo } from '../files/files.repo.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { Actor } from '../permissions/access.js';
import { bpsFee, iso, isoOrNull, Scales } from './money.shared.js';
import type { RechargeChannelRow, RechargeRow, RechargeStatus, RechargesRepo } from './recharges.repo.js';
import { RECHARGE_SORT, type CreateRechargeInput, type RechargeChannelDto, type RechargeDto, type RechargeQuoteDto } from './recharges.schemas.js';
import { listOrderPage, type OrderListQuery } from './order-queries.js';

export interface RechargeConfig {
  /** Seconds a recharge quote can be used. */
  quoteTtlSeconds: number;
  /** Seconds an unpaid recharge waits for its payment before it expires. */
  paymentWindowSeconds: number;
}

export const DEFAULT_RECHARGE_CONFIG: RechargeConfig = { quoteTtlSeconds: 15 * 60, paymentWindowSeconds: 24 * 3600 };

/** The state machine (docs/money.md "Recharges"). */
export const RECHARGE_TRANSITIONS = {
  cancel: { from: ['AWAITING_PAYMENT', 'PROOF_SUBMITTED'], to: 'CANCELLED' },
  review: { from: ['AWAITING_PAYMENT', 'PROOF_SUBMITTED'], to: 'UNDER_REVIEW' },
  confirm: { from: ['AWAITING_PAYMENT', 'PROOF_SUBMITTED', 'UNDER_REVIEW'], to: 'COMPLETED' },
  reject: { from: ['AWAITING_PAYMENT', 'PROOF_SUBMITTED', 'UNDER_REVIEW'], to: 'REJECTED' },
} as const satisfies Record<string, { from: readonly RechargeStatus[]; to: RechargeStatus }>;
export type RechargeAction = keyof typeof RECHARGE_TRANSITIONS;

/** Partner's payment proof: AWAITING_PAYMENT → PROOF_SUBMITTED; a new proof replaces the last one until review starts. No ledger effect. */
export const RECHARGE_PROOF = { from: ['AWAITING_PAYMENT', 'PROOF_SUBMITTED'], to: 'PROOF_SUBMITTED' } as const satisfies {
  from: readonly RechargeStatus[];
  to: RechargeStatus;
};

export function toChannelDto(row: RechargeChannelRow, scales: Scales): RechargeChannelDto {
  const fmt = (v: string) => scales.format(v, row.currency);
  return {
    bizId: row.id,
    currency: row.currency,
    method: row.method,
    name: row.name,
    minAmount: fmt(row.min_amount),
    maxAmount: row.max_amount === null ? null : fmt(row.max_amount),
    fixedFee: fmt(row.fixed_fee),
    feeRateBps: row.fee_bps,
    instructions: row.instructions,
    enabled: row.enabled,
  };
}

export function toRechargeDto(row: RechargeRow, scales: Scales): RechargeDto {
  const fmt = (v: bigint | string) => scales.format(v, row.currency);
  return {
    bizId: row.id,
    workspaceBizId: row.workspace_id,
    walletBizId: row.wallet_id,
    channelBizId: row.channel_id,
    channelName: row.channel_name,
    method: row.channel_method,
    quoteBizId: row.quote_id,
    currency: row.currency,
    amount: fmt(row.amount),
    fee: fmt(row.fee),
    creditedAmount: fmt(BigInt(row.amount) - BigInt(row.fee)),
    status: row.status,
    statusReason: row.status_reason,
    paymentReference: row.payment_reference,
    paymentInstructions: row.channel_instructions,
    proofFileBizId: row.proof_file_id,
    expiresAt: iso(row.expires_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    completedAt: isoOrNull(row.completed_at),
  };
}

/** 10 characters from an alphabet without look-alikes: what a payer types into a transfer's reference field. */
function paymentReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `R${[...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

export function createRechargeService(deps: { db: Db; recharges: RechargesRepo; ledger: LedgerService; clock: Clock; files?: FilesRepo; config?: RechargeConfig }) {
  const { db, recharges, ledger, clock } = deps;
  const files = deps.files ?? createFilesRepo();
  const config = deps.config ?? DEFAULT_RECHARGE_CONFIG;

  /** Fee and limits of a channel for an amount; 422 outside the limits or when the fee eats the amount. */
  function price(channel: RechargeChannelRow, amount: bigint, scales: Scales): bigint {
    const fmt = (v: string) => scales.format(v, channel.currency);
    if (amount < BigInt(channel.min_amount)) throw new AppError('BUSINESS.RULE_VIOLATION', `the minimum for this channel is ${fmt(channel.min_amount)}`);
    if (channel.max_amount !== null && amount > BigInt(channel.max_amount)) {
      throw new AppError('BUSINESS.RULE_VIOLATION', `the maximum for this channel is ${fmt(channel.max_amount)}`);
    }
    const fee = BigInt(channel.fixed_fee) + bpsFee(amount, channel.fee_bps);
    if (fee >= amount) throw new AppError('BUSINESS.RULE_VIOLATION', 'the fee would exceed the amount');
    return fee;
  }

  async function usableChannel(q: Queryable, id: string): Promise<RechargeChannelRow> {
    const channel = await recharges.findChannel(q, id);
    if (!channel || !channel.enabled) throw notFound('recharge channel');
    return channel;
  }

  /**
   * Moves a recharge along its state machine inside `tx` (row locked first,
   * then the ledger): review reserves the credit as PENDING, confirm posts it
   * (or settles at once when there was no review), reject voids it.
   */
  async function transition(
    tx: Queryable,
    workspaceId: string | null,
    id: string,
    action: RechargeAction,
    reason?: string,
  ): Promise<{ before: RechargeRow; after: RechargeRow }> {
    const rule = RECHARGE_TRANSITIONS[action];
    await recharges.expireDue(tx, workspaceId);
    const before = await recharges.find(tx, workspaceId, id, { lock: true });
    if (!before) throw notFound('recharge');
    if (!(rule.from as readonly string[]).includes(before.status)) {
      throw new AppError('ORDER.INVALID_STATE', `a ${before.status} recharge cannot become ${rule.to}`);
    }
    const amount = BigInt(before.amount);
    const fee = BigInt(before.fee);
    const wallet = { id: before.wallet_id, currency: before.currency };
    const reference = { type: 'recharge', id: before.id };
    const moves = (phase: 'SINGLE' | 'PENDING') => [
      { phase, debit: ledger.systemAccount('CHANNEL_CLEARING', before.currency), credit: wallet, amount: amount - fee },
      ...(fee > 0n ? [{ phase, debit: ledger.systemAccount('CHANNEL_CLEARING', before.currency), credit: ledger.systemAccount('FEES', before.currency), amount: fee }] : []),
    ];
    const pendings = [before.credit_transfer_id, before.fee_transfer_id].filter((t): t is string => t !== null);
    let transfers: { credit: string | null; fee: string | null } = { credit: null, fee: null };
    if (action === 'review') {
      const journal = await ledger.postJournal({ kind: 'RECHARGE', reference, description: 'recharge under review', transfers: moves('PENDING') }, tx);
      transfers = { credit: journal.transfers[0]!.id, fee: journal.transfers[1]?.id ?? null };
    } else if (action === 'confirm') {
      await ledger.postJournal(
        {
          kind: 'RECHARGE',
          reference,
          description: 'recharge confirmed',
          transfers: pendings.length > 0 ? pendings.map((pendingId) => ({ phase: 'POST' as const, pendingId })) : moves('SINGLE'),
        },
        tx,
      );
    } else if (action === 'reject' && pendings.length > 0) {
      await ledger.postJournal({ kind: 'RECHARGE', reference, description: 'recharge rejected', transfers: pendings.map((pendingId) => ({ phase: 'VOID' as const, pendingId })) }, tx);
    }
    await recharges.setStatus(tx, before.id, rule.to, {
      reason: reason ?? null,
      creditTransferId: transfers.credit,
      feeTransferId: transfers.fee,
      completed: rule.to === 'COMPLETED',
    });
    return { before, after: (await recharges.find(tx, workspaceId, id))! };
  }

  async function listPage(workspaceId: string | null, query: ListQuery) {
    await recharges.expireDue(db, workspaceId);
    return listOrderPage(db, recharges, workspaceId, query, { sortable: RECHARGE_SORT, tiebreaker: 'r.id', toDto: toRechargeDto });
  }

  return {
    transition,
    listPage,

    async availableChannels(currency: string | undefined): Promise<RechargeChannelDto[]> {
      const scales = await Scales.load(db);
      return (await recharges.listChannels(db, { enabledOnly: true, currency: currency ?? null }))
        .filter((c) => scales.currency(c.currency).enabled)
        .map((c) => toChannelDto(c, scales));
    },

    async quote(actor: Actor, input: { channelBizId: string; amount: string }): Promise<RechargeQuoteDto> {
      const channel = await usableChannel(db, input.channelBizId);
      const scales = await Scales.load(db);
      const amount = scales.parse(input.amount, channel.currency, 'body.amount');
      const fee = price(channel, amount, scales);
      const row = await db.transaction((tx) =>
        recharges.insertQuote(tx, {
          id: newId('rechargeQuote'),
          workspaceId: actor.workspace.workspaceId,
          channelId: channel.id,
          currency: channel.currency,
          amount,
          fee,
          ttlSeconds: config.quoteTtlSeconds,
        }),
      );
      const fmt = (v: bigint) => scales.format(v, channel.currency);
      return {
        quoteBizId: row.id,
        channelBizId: channel.id,
        currency: channel.currency,
        amount: fmt(amount),
        fee: fmt(fee),
        creditedAmount: fmt(amount - fee),
        expiresAt: iso(row.expires_at),
      };
    },

    /** From a quote (its price holds) or from channel + amount (priced now). Nothing reaches the ledger until review. */
    async create(actor: Actor, input: CreateRechargeInput, tx: Queryable): Promise<RechargeDto> {
      const workspaceId = actor.workspace.workspaceId;
      const scales = await Scales.load(tx);
      let channel: RechargeChannelRow;
      let amount: bigint;
      let fee: bigint;
      let quoteId: string | null = null;
      if (input.quoteBizId !== undefined) {
        if (input.channelBizId !== undefined || input.amount !== undefined) throw invalidParameter('send either quoteBizId or channelBizId + amount');
        const quote = await recharges.findQuote(tx, workspaceId, input.quoteBizId);
        if (!quote) throw notFound('recharge quote');
        if (quote.used_at) throw new AppError('QUOTE.ALREADY_USED');
        if (!(await recharges.useQuote(tx, quote.id))) throw new AppError(quote.expires_at.getTime() <= clock.now() ? 'QUOTE.EXPIRED' : 'QUOTE.ALREADY_USED');
        channel = await usableChannel(tx, quote.channel_id);
        amount = BigInt(quote.amount);
        fee = BigInt(quote.fee);
        quoteId = quote.id;
      } else {
        if (input.channelBizId === undefined || input.amount === undefined) throw invalidParameter('send either quoteBizId or channelBizId + amount');
        channel = await usableChannel(tx, input.channelBizId);
        amount = scales.parse(input.amount, channel.currency, 'body.amount');
        fee = price(channel, amount, scales);
      }
      scales.enabled(channel.currency);
      const wallet = await ledger.ensureWallet(workspaceId, channel.currency, tx);
      const id = newId('recharge');
      await recharges.insert(tx, {
        id,
        workspaceId,
        walletId: wallet.id,
        channelId: channel.id,
        quoteId,
        currency: channel.currency,
        amount,
        fee,
        paymentReference: paymentReference(),
        paymentWindowSeconds: config.paymentWindowSeconds,
        createdBy: actor.accountId,
      });
      return toRechargeDto((await recharges.find(tx, workspaceId, id))!, scales);
    },

    async get(actor: Actor, id: string): Promise<RechargeDto> {
      await recharges.expireDue(db, actor.workspace.workspaceId);
      const row = await recharges.find(db, actor.workspace.workspaceId, id);
      if (!row) throw notFound('recharge');
      return toRechargeDto(row, await Scales.load(db));
    },

    list: (actor: Actor, query: ListQuery) => listPage(actor.workspace.workspaceId, query),

    async cancel(actor: Actor, id: string, reason: string): Promise<RechargeDto> {
      const { after } = await db.transaction((tx) => transition(tx, actor.workspace.workspaceId, id, 'cancel', reason.trim()));
      return toRechargeDto(after, await Scales.load(db));
    },

    /**
     * Attaches a file of the same workspace as the payment proof (404 for an
     * unknown file or another workspace's, like any foreign id) and moves the
     * recharge to PROOF_SUBMITTED; 409 ORDER.INVALID_STATE once review started
     * or the recharge ended. The row is locked first, as for every transition.
     */
    async submitProof(actor: Actor, id: string, fileBizId: string): Promise<RechargeDto> {
      const workspaceId = actor.workspace.workspaceId;
      const row = await db.transaction(async (tx) => {
        await recharges.expireDue(tx, workspaceId);
        const before = await recharges.find(tx, workspaceId, id, { lock: true });
        if (!before) throw notFound('recharge');
        if (!(await files.find(tx, workspaceId, fileBizId))) throw notFound('file');
        if (!(RECHARGE_PROOF.from as readonly string[]).includes(before.status)) {
          throw new AppError('ORDER.INVALID_STATE', `a ${before.status} recharge cannot take a payment proof`);
        }
        await recharges.setProof(tx, before.id, fileBizId);
        return (await recharges.find(tx, workspaceId, id))!;
      });
      return toRechargeDto(row, await Scales.load(db));
    },

    expireDue: () => recharges.expireDue(db, null),
  };
}

export type ListQuery = OrderListQuery;

export type RechargeService = ReturnType<typeof createRechargeService>;
