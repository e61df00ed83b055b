import type { Db, Queryable } from '../../db/client.js';
import { notFound } from '../../core/common.errors.js';
import { parsePageQuery, shapeA } from '../../http/pagination.js';
import { iso } from '../../http/instant.js';
import type { JournalKind } from '../ledger/ledger.model.js';
import type { CurrencyService, Scales } from '../ledger/currencies.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { Actor } from '../permissions/access.js';
import { timeRange, type WorkspaceDirectory } from './money.shared.js';
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
    scale: scales.scale(row.currency),
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

export interface WalletServiceDeps {
  db: Db;
  wallets: WalletsRepo;
  ledger: Pick<LedgerService, 'ensureWallets'>;
  currencies: Pick<CurrencyService, 'scales'>;
  workspaces: WorkspaceDirectory;
}

type FlowsQuery = { page?: number; size?: number; startTime?: string; endTime?: string; type?: string };

export function createWalletService(deps: WalletServiceDeps) {
  const { db, wallets, currencies } = deps;

  async function find(actor: Actor, walletId: string): Promise<WalletRow> {
    const row = await wallets.find(db, actor.workspace.workspaceId, walletId);
    if (!row) throw notFound('wallet');
    return row;
  }

  const toDto = async (row: WalletRow, q: Queryable = db) => toWalletDto(row, await currencies.scales([row.currency], q));
  const toDtos = async (rows: WalletRow[]) => {
    const scales = await currencies.scales(rows.map((r) => r.currency));
    return rows.map((row) => toWalletDto(row, scales));
  };

  /** The query is checked before the wallet is looked up: a bad query is 400 whether or not the wallet exists. */
  async function flowsPage(query: FlowsQuery, wallet: () => Promise<WalletRow>) {
    const page = parsePageQuery(query);
    const filter = { ...timeRange(query), kind: (query.type as JournalKind | undefined) ?? null };
    const row = await wallet();
    const [items, total, scales] = await Promise.all([
      wallets.flows(db, row, filter, page),
      wallets.countFlows(db, row, filter),
      currencies.scales([row.currency]),
    ]);
    return shapeA({ items: items.map((r) => toFlowDto(r, scales)), total }, page);
  }

  return {
    /** One wallet per enabled currency: the missing ones are created on this first use. */
    async list(actor: Actor): Promise<WalletDto[]> {
      await deps.ledger.ensureWallets(actor.workspace.workspaceId);
      return toDtos(await wallets.list(db, actor.workspace.workspaceId));
    },

    get: async (actor: Actor, walletId: string): Promise<WalletDto> => toDto(await find(actor, walletId)),

    async balance(actor: Actor, walletId: string): Promise<WalletBalanceDto> {
      const dto = await toDto(await find(actor, walletId));
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

    flows: (actor: Actor, walletId: string, query: FlowsQuery) => flowsPage(query, () => find(actor, walletId)),

    /** Operators: any workspace's wallets, as they are (none is created). */
    async ofWorkspace(workspaceId: string): Promise<WalletDto[]> {
      if (!(await deps.workspaces.findWorkspace(db, workspaceId))) throw notFound('workspace');
      return toDtos(await wallets.list(db, workspaceId));
    },

    /** Operators: any wallet's ledger entries. */
    anyWalletFlows: (walletId: string, query: FlowsQuery) =>
      flowsPage(query, async () => {
        const row = await wallets.findAny(db, walletId);
        if (!row) throw notFound('wallet');
        return row;
      }),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
