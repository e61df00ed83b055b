import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.js';
import { invalidParameter, notFound } from '../../core/common.errors.js';
import { AppError } from '../../core/errors.js';
import type { Clock } from '../../infra/clock.js';
import { newId } from '../../infra/ids.js';
import { iso, isoOrNull } from '../../http/instant.js';
import type { FilesService } from '../files/files.service.js';
import type { CurrencyService, Scales } from '../ledger/currencies.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { NO_EVENTS, type EventType, type Events } from '../events/events.module.js';
import type { Actor } from '../permissions/access.js';
import { feeWithinLimits, formatFeeRule, parseFeeRule } from './fee-rules.js';
import { notFoundUnless, orderEventFields, type ReportedOrder } from './money.shared.js';
import { listOrderPage, type OrderListQuery } from './orders.service.js';
import type { ChannelFields, ExpiredRecharge, RechargeChannelRow, RechargeRow, RechargeStatus, RechargesRepo } from './recharges.repo.js';
import { RECHARGE_SORT, type CreateRechargeInput, type RechargeChannelDto, type RechargeDto, type RechargeQuoteDto } from './recharges.schemas.js';

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
  return {
    bizId: row.id,
    currency: row.currency,
    method: row.method,
    name: row.name,
    ...formatFeeRule(row, row.currency, scales),
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

/** A recharge channel as an operator sets it up: amounts in the currency's major unit. */
export interface RechargeChannelInput {
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

export interface RechargeServiceDeps {
  db: Db;
  recharges: RechargesRepo;
  ledger: LedgerService;
  currencies: Pick<CurrencyService, 'scales' | 'enabled' | 'enabledAmong'>;
  /** Payment proofs are files of the recharge's workspace. */
  files: Pick<FilesService, 'existsInWorkspace'>;
  config?: RechargeConfig;
  /** Decides whether a refused quote expired or was used (src/infra/clock.ts). */
  clock: Clock;
  /** Where created, proof-submitted, completed, rejected and expired recharges are reported (webhooks); nowhere by default. */
  events?: Events;
}

/** The transitions partners hear of (docs/webhooks.md); review and cancel are not events. */
const TRANSITION_EVENTS: Partial<Record<RechargeAction, EventType & `recharge.${string}`>> = { confirm: 'recharge.completed', reject: 'recharge.rejected' };


export function createRechargeService(deps: RechargeServiceDeps) {
  const { db, recharges, ledger, currencies, files, clock } = deps;
  const config = deps.config ?? DEFAULT_RECHARGE_CONFIG;
  const events = deps.events ?? NO_EVENTS;

  /** Reports a recharge's change inside `tx`, the transaction that made it. */
  async function report(tx: Queryable, row: ReportedOrder, type: EventType & `recharge.${string}`): Promise<void> {
    await events.emit(tx, row.workspace_id, type, { rechargeId: row.id, ...(await orderEventFields(currencies, tx, row)) });
  }

  /** Expires what is due inside `tx` and reports each recharge expired; answers them (the scheduler's path too). */
  async function expireDue(tx: Queryable, workspaceId: string | null, limit: number | null = null): Promise<ExpiredRecharge[]> {
    const expired = await recharges.expireDue(tx, workspaceId, limit);
    for (const row of expired) await report(tx, row, 'recharge.expired');
    return expired;
  }

  /** The same before a read: its own transaction, so the expiries and their events commit together. */
  const expireDueNow = (workspaceId: string | null) => db.transaction((tx) => expireDue(tx, workspaceId));
  const toDto = async (row: RechargeRow, q: Queryable = db) => toRechargeDto(row, await currencies.scales([row.currency], q));
  const toChannelDtos = async (rows: RechargeChannelRow[], q: Queryable = db) => {
    const scales = await currencies.scales(rows.map((c) => c.currency), q);
    return rows.map((c) => toChannelDto(c, scales));
  };

  /** Fee and limits of a channel for an amount; 422 outside the limits or when the fee eats the amount. */
  function price(channel: RechargeChannelRow, amount: bigint, scales: Scales): bigint {
    const fee = feeWithinLimits(amount, channel, channel.currency, scales);
    if (fee >= amount) throw new AppError('AMOUNT.TOO_SMALL');
    return fee;
  }

  /** The channel if it takes new recharges: a disabled channel is, to partners, as unknown as a missing one. */
  async function usableChannel(q: Queryable, id: string): Promise<RechargeChannelRow | null> {
    const channel = await recharges.findChannel(q, id);
    return channel?.enabled ? channel : null;
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
    await expireDue(tx, workspaceId);
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
    const after = (await recharges.find(tx, workspaceId, id))!;
    const event = TRANSITION_EVENTS[action];
    if (event) await report(tx, after, event);
    return { before, after };
  }

  async function listPage(workspaceId: string | null, query: ListQuery) {
    await expireDueNow(workspaceId);
    return listOrderPage(db, { orders: recharges, currencies }, workspaceId, query, { sortable: RECHARGE_SORT, tiebreaker: 'r.id', toDto: toRechargeDto });
  }

  /** An operator's channel settings, checked: a known currency, amounts of its scale, max not below min. */
  async function channelFields(input: RechargeChannelInput, q: Queryable): Promise<ChannelFields> {
    const scales = await currencies.scales([input.currency], q);
    return {
      currency: input.currency,
      method: input.method as RechargeChannelRow['method'],
      name: input.name.trim(),
      ...parseFeeRule(input, input.currency, scales),
      feeBps: input.feeRateBps ?? 0,
      instructions: input.instructions ?? '',
      enabled: input.enabled ?? true,
    };
  }

  return {
    transition,
    listPage,
    toDto,

    /** Enabled channels of enabled currencies; reads only the currencies the channels name (the scales come with them). */
    async availableChannels(currency: string | undefined): Promise<RechargeChannelDto[]> {
      const channels = await recharges.listChannels(db, { enabledOnly: true, currency: currency ?? null });
      const enabled = await currencies.enabledAmong(channels.map((c) => c.currency));
      return toChannelDtos(channels.filter((c) => enabled.has(c.currency)));
    },

    async quote(actor: Actor, input: { channelBizId: string; amount: string }): Promise<RechargeQuoteDto> {
      const channel = notFoundUnless(await usableChannel(db, input.channelBizId), 'recharge channel');
      const scales = await currencies.scales([channel.currency]);
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
        // The partner was offered this channel when quoting: its closing since then is a reason of its own, not an unknown id.
        const quoted = await usableChannel(tx, quote.channel_id);
        if (!quoted) throw new AppError('RECHARGE.CHANNEL_UNAVAILABLE');
        channel = quoted;
        amount = BigInt(quote.amount);
        fee = BigInt(quote.fee);
        quoteId = quote.id;
      } else {
        if (input.channelBizId === undefined || input.amount === undefined) throw invalidParameter('send either quoteBizId or channelBizId + amount');
        channel = notFoundUnless(await usableChannel(tx, input.channelBizId), 'recharge channel');
        const scales = await currencies.scales([channel.currency], tx);
        amount = scales.parse(input.amount, channel.currency, 'body.amount');
        fee = price(channel, amount, scales);
      }
      await currencies.enabled([channel.currency], tx);
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
      const row = (await recharges.find(tx, workspaceId, id))!;
      await report(tx, row, 'recharge.created');
      return toDto(row, tx);
    },

    async get(actor: Actor, id: string): Promise<RechargeDto> {
      await expireDueNow(actor.workspace.workspaceId);
      const row = await recharges.find(db, actor.workspace.workspaceId, id);
      if (!row) throw notFound('recharge');
      return toDto(row);
    },

    list: (actor: Actor, query: ListQuery) => listPage(actor.workspace.workspaceId, query),

    /** Where any recharge's payment proof is (for the operator's review): its workspace and file; 404 without a recharge or a proof. */
    async proofOf(id: string): Promise<{ workspaceId: string; fileId: string }> {
      const row = await recharges.find(db, null, id);
      if (!row) throw notFound('recharge');
      if (!row.proof_file_id) throw notFound('proof');
      return { workspaceId: row.workspace_id, fileId: row.proof_file_id };
    },

    async cancel(actor: Actor, id: string, reason: string): Promise<RechargeDto> {
      const { after } = await db.transaction((tx) => transition(tx, actor.workspace.workspaceId, id, 'cancel', reason.trim()));
      return toDto(after);
    },

    /**
     * Attaches a file of the same workspace as the payment proof (404
     * RECHARGE.PROOF_FILE_NOT_FOUND for an unknown file or another
     * workspace's, told apart from an unknown recharge) and moves the
     * recharge to PROOF_SUBMITTED; 409 ORDER.INVALID_STATE once review started
     * or the recharge ended. The row is locked first, as for every transition.
     */
    async submitProof(actor: Actor, id: string, fileBizId: string): Promise<RechargeDto> {
      const workspaceId = actor.workspace.workspaceId;
      const row = await db.transaction(async (tx) => {
        await expireDue(tx, workspaceId);
        const before = await recharges.find(tx, workspaceId, id, { lock: true });
        if (!before) throw notFound('recharge');
        if (!(await files.existsInWorkspace(workspaceId, fileBizId, tx))) throw new AppError('RECHARGE.PROOF_FILE_NOT_FOUND', 'body.fileBizId');
        if (!(RECHARGE_PROOF.from as readonly string[]).includes(before.status)) {
          throw new AppError('ORDER.INVALID_STATE', `a ${before.status} recharge cannot take a payment proof`);
        }
        await recharges.setProof(tx, before.id, fileBizId);
        const after = (await recharges.find(tx, workspaceId, id))!;
        await report(tx, after, 'recharge.proof_submitted');
        return after;
      });
      return toDto(row);
    },

    /**
     * Operators and the expiry schedule: every workspace's unpaid recharges past their window expire (at
     * most `limit`, the schedule's batch), each reported as `recharge.expired`, inside `tx`; answers those
     * expired. The lazy expiry's own path, so both leave the same state and the same events.
     */
    expireDue: (tx: Queryable, limit: number | null = null) => expireDue(tx, null, limit),

    /** Unused quotes expired before `before`, at most `limit` (the purge schedule). */
    purgeExpiredQuotes: (input: { before: Date; limit: number }) => recharges.purgeExpiredQuotes(db, input),

    /** Operators: every channel, enabled or not. */
    listAllChannels: async () => toChannelDtos(await recharges.listChannels(db, { enabledOnly: false, currency: null })),

    async createChannel(input: RechargeChannelInput, tx: Queryable): Promise<RechargeChannelDto> {
      const row = await recharges.insertChannel(tx, newId('rechargeChannel'), await channelFields(input, tx));
      return (await toChannelDtos([row], tx))[0]!;
    },

    /** Replaces a channel's settings (its currency stays); returns it before and after, for the audit log. */
    async updateChannel(id: string, input: RechargeChannelInput, tx: Queryable): Promise<{ before: RechargeChannelDto; after: RechargeChannelDto }> {
      const existing = await recharges.findChannel(tx, id);
      if (!existing) throw notFound('recharge channel');
      if (existing.currency !== input.currency) throw new AppError('RECHARGE_CHANNEL.CURRENCY_IMMUTABLE', 'body.currency');
      const row = (await recharges.updateChannel(tx, id, await channelFields(input, tx)))!;
      const [before, after] = await toChannelDtos([existing, row], tx);
      return { before: before!, after: after! };
    },
  };
}

export type ListQuery = OrderListQuery;

export type RechargeService = ReturnType<typeof createRechargeService>;
