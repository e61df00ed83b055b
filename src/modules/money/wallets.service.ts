import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { parsePageQuery, shapeA } from '../../http/pagination.js';
import type { JournalKind } from '../ledger/ledger.model.js';
import type { Actor } from '../permissions/access.js';
import { iso, Scales, timeRange } from './money.shared.js';
import type { FlowRow, WalletRow, WalletsRepo } from './wallets.repo.js';
import type { WalletBalanceDto, WalletDto, WalletFlowDto } from './wallets.schemas.js';

/** The four figures of docs/money.md, from a wallet's counters. */
export function figures(row: Pick<WalletRow, 'debits_pending' | 'debits_posted' | 'credits_pending' | 'credits_posted'>) {
  const balance = BigInt(row.credits_posted) - BigInt(row.debits_posted);
  const frozen = BigInt(row.debits_pending);
  return { balance, available: balance - frozen, frozen, pending: BigInt(row.credits_pending) };
}

export function toWalletDto(row: WalletRow, scales: Scales): WalletDto {
  const f = figures(row);
  const fmt = (v: bigint) => scales.format(v, row.currency);
  return {
    bizId: row.id,
    workspaceBizId: row.workspace_id,
    currency: row.currency,
    scale: scales.currency(row.currency).scale,
    status: 'ACTIVE',
    balance: fmt(f.balance),
    available: fmt(f.available),
    frozen: fmt(f.frozen),
    pending: fmt(f.pending),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function toFlowDto(row: FlowRow, scales: Scales): WalletFlowDto {
  const fmt = (v: string) => scales.format(v, row.currency);
  return {
    bizId: row.id,
    journalBizId: row.journal_id,
    type: row.kind,
    phase: row.phase,
    direction: row.direction,
    amount: fmt(row.amount),
    currency: row.currency,
    balanceAfter: fmt(row.balance_after),
    availableAfter: fmt(row.available_after),
    referenceType: row.reference_type,
    referenceBizId: row.reference_id,
    description: row.description,
    createdAt: iso(row.created_at),
  };
}

export function createWalletService(deps: { db: Db; wallets: WalletsRepo }) {
  const { db, wallets } = deps;

  async function find(actor: Actor, walletId: string): Promise<WalletRow> {
    const row = await wallets.find(db, actor.workspace.workspaceId, walletId);
    if (!row) throw notFound('wallet');
    return row;
  }

  return {
    /** One wallet per enabled currency: the missing ones are created on this first use. */
    async list(actor: Actor): Promise<WalletDto[]> {
      await wallets.ensureAll(db, actor.workspace.workspaceId);
      const scales = await Scales.load(db);
      return (await wallets.list(db, actor.workspace.workspaceId)).map((row) => toWalletDto(row, scales));
    },

    async get(actor: Actor, walletId: string): Promise<WalletDto> {
      const row = await find(actor, walletId);
      return toWalletDto(row, await Scales.load(db));
    },

    async balance(actor: Actor, walletId: string): Promise<WalletBalanceDto> {
      const row = await find(actor, walletId);
      const dto = toWalletDto(row, await Scales.load(db));
      return {
        walletBizId: dto.bizId,
        currency: dto.currency,
        balance: dto.balance,
        available: dto.available,
        frozen: dto.frozen,
        pending: dto.pending,
        asOf: new Date().toISOString(),
      };
    },

    async flows(actor: Actor, walletId: string, query: { page?: number; size?: number; startTime?: string; endTime?: string; type?: string }) {
      const page = parsePageQuery(query);
      const range = timeRange(query);
      const row = await find(actor, walletId);
      const filter = { ...range, kind: (query.type as JournalKind | undefined) ?? null };
      const [items, total, scales] = await Promise.all([
        wallets.flows(db, row.id, filter, page),
        wallets.countFlows(db, row.id, filter),
        Scales.load(db),
      ]);
      return shapeA({ items: items.map((r) => toFlowDto(r, scales)), total }, page);
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
