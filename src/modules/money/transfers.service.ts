import type { Db, Queryable } from '../../db/client.js';
import { invalidParameter, notFound } from '../../core/common.errors.js';
import { AppError } from '../../core/errors.js';
import { orderByTerms, parsePageQuery, shapeA } from '../../http/pagination.js';
import { newId } from '../../infra/ids.js';
import { iso } from '../../http/instant.js';
import type { CurrencyService, Scales } from '../ledger/currencies.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { NO_EVENTS, type Events } from '../events/events.module.js';
import type { Actor } from '../permissions/access.js';
import { timeRange, type WorkspaceDirectory } from './money.shared.js';
import type { TransferRow, TransfersRepo } from './transfers.repo.js';
import { TRANSFER_SORT, type CreateTransferInput, type TransferDto } from './transfers.schemas.js';
import type { WalletsRepo } from './wallets.repo.js';
import { figures } from './wallets.service.js';

export interface TransferServiceDeps {
  db: Db;
  transfers: TransfersRepo;
  wallets: WalletsRepo;
  workspaces: WorkspaceDirectory;
  ledger: LedgerService;
  currencies: Pick<CurrencyService, 'scales' | 'enabled'>;
  /** Where transfers are reported, to the sender and the recipient (webhooks); nowhere by default. */
  events?: Events;
}

type Recipient = Pick<CreateTransferInput, 'toWalletBizId' | 'toWorkspaceBizId' | 'currency'>;

export function toTransferDto(row: TransferRow, viewer: string, scales: Scales): TransferDto {
  return {
    bizId: row.id,
    direction: row.workspace_id === viewer ? 'OUTGOING' : 'INCOMING',
    fromWorkspaceBizId: row.workspace_id,
    fromWalletBizId: row.from_wallet_id,
    toWorkspaceBizId: row.to_workspace_id,
    toWalletBizId: row.to_wallet_id,
    currency: row.currency,
    amount: scales.format(row.amount, row.currency),
    fee: scales.format(row.fee, row.currency),
    status: row.status,
    remark: row.remark,
    journalBizId: row.journal_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * Wallet-to-wallet transfers between workspaces (docs/money.md "Transfers").
 * A transfer is one SINGLE ledger transfer: it settles at once or not at all.
 */
export function createTransferService(deps: TransferServiceDeps) {
  const { db, transfers, wallets, workspaces, ledger, currencies } = deps;
  const events = deps.events ?? NO_EVENTS;

  /** Who receives: another ACTIVE workspace, and (when it has one) its wallet in the currency, which must be enabled. */
  async function resolveRecipient(q: Queryable, actor: Actor, input: Recipient) {
    if ((input.toWalletBizId === undefined) === (input.toWorkspaceBizId === undefined)) {
      throw invalidParameter('send exactly one of toWalletBizId and toWorkspaceBizId');
    }
    let workspaceId: string;
    let walletId: string | null = null;
    let currency: string;
    if (input.toWalletBizId !== undefined) {
      const wallet = await wallets.findAny(q, input.toWalletBizId);
      if (!wallet) throw notFound('recipient wallet');
      if (input.currency !== undefined && input.currency !== wallet.currency) {
        throw new AppError('WALLET.CURRENCY_MISMATCH', wallet.currency);
      }
      workspaceId = wallet.workspace_id;
      walletId = wallet.id;
      currency = wallet.currency;
    } else {
      if (input.currency === undefined) throw invalidParameter('currency is required with toWorkspaceBizId');
      workspaceId = input.toWorkspaceBizId!;
      currency = input.currency;
    }
    const workspace = await workspaces.findWorkspace(q, workspaceId);
    if (!workspace || workspace.status !== 'ACTIVE') throw notFound('recipient workspace');
    if (workspaceId === actor.workspace.workspaceId) throw new AppError('TRANSFER.SAME_WORKSPACE');
    await currencies.enabled([currency], q);
    return { workspaceId, walletId, currency };
  }

  return {
    /** Runs inside the caller's transaction (the idempotency wrapper's): every read and write goes through `tx`. */
    async create(actor: Actor, input: CreateTransferInput, tx: Queryable): Promise<TransferDto> {
      const to = await resolveRecipient(tx, actor, input);
      const scales = await currencies.scales([to.currency], tx);
      const amount = scales.parse(input.amount, to.currency, 'body.amount');
      const from = await ledger.ensureWallet(actor.workspace.workspaceId, to.currency, tx);
      const toWallet = to.walletId ? { id: to.walletId, currency: to.currency } : await ledger.ensureWallet(to.workspaceId, to.currency, tx);
      const id = newId('moneyTransfer');
      const journal = await ledger.postJournal(
        {
          kind: 'TRANSFER',
          reference: { type: 'transfer', id },
          description: `transfer ${actor.workspace.workspaceId} → ${to.workspaceId}`,
          transfers: [{ debit: from, credit: toWallet, amount }],
        },
        tx,
      );
      const row = await transfers.insert(tx, {
        id,
        workspace_id: actor.workspace.workspaceId,
        from_wallet_id: from.id,
        to_workspace_id: to.workspaceId,
        to_wallet_id: toWallet.id,
        currency: to.currency,
        amount,
        fee: 0n,
        status: 'COMPLETED',
        remark: input.remark?.trim() ?? '',
        journal_id: journal.journalId,
        created_by: actor.accountId,
      });
      const reported = { transferId: id, currency: to.currency, amount: scales.format(amount, to.currency) };
      await events.emit(tx, actor.workspace.workspaceId, 'transfer.sent', { ...reported, counterpartyWorkspaceId: to.workspaceId });
      await events.emit(tx, to.workspaceId, 'transfer.received', { ...reported, counterpartyWorkspaceId: actor.workspace.workspaceId });
      return toTransferDto(row, actor.workspace.workspaceId, scales);
    },

    /** Fee preview: what a transfer of this amount would cost and whether the wallet covers it. Writes nothing. */
    async quote(actor: Actor, input: Recipient & { amount: string }) {
      const to = await resolveRecipient(db, actor, input);
      const scales = await currencies.scales([to.currency]);
      const amount = scales.parse(input.amount, to.currency, 'body.amount');
      const mine = (await wallets.list(db, actor.workspace.workspaceId)).find((w) => w.currency === to.currency);
      const available = mine ? figures(mine).available : 0n;
      const fee = 0n;
      const fmt = (v: bigint) => scales.format(v, to.currency);
      return {
        toWorkspaceBizId: to.workspaceId,
        toWalletBizId: to.walletId ?? (await wallets.list(db, to.workspaceId)).find((w) => w.currency === to.currency)?.id ?? null,
        currency: to.currency,
        amount: fmt(amount),
        fee: fmt(fee),
        totalDebit: fmt(amount + fee),
        available: fmt(available),
        sufficientFunds: available >= amount + fee,
      };
    },

    async get(actor: Actor, id: string): Promise<TransferDto> {
      const row = await transfers.find(db, actor.workspace.workspaceId, id);
      if (!row) throw notFound('transfer');
      return toTransferDto(row, actor.workspace.workspaceId, await currencies.scales([row.currency]));
    },

    async completed(actor: Actor, id: string): Promise<boolean> {
      const row = await transfers.find(db, actor.workspace.workspaceId, id);
      if (!row) throw notFound('transfer');
      return transfers.isSettled(db, row.id);
    },

    async list(
      actor: Actor,
      query: { page?: number; size?: number; sort?: string[]; startTime?: string; endTime?: string; direction?: string; currency?: string },
    ) {
      const page = parsePageQuery(query, TRANSFER_SORT, { defaultSort: ['createdAt,desc'] });
      const filter = {
        ...timeRange(query),
        direction: (query.direction as 'OUTGOING' | 'INCOMING' | undefined) ?? null,
        currency: query.currency ?? null,
      };
      const workspaceId = actor.workspace.workspaceId;
      const orderBy = orderByTerms(page.sort, 'id').join(', ');
      const [rows, total] = await Promise.all([transfers.list(db, workspaceId, filter, { ...page, orderBy }), transfers.count(db, workspaceId, filter)]);
      const scales = await currencies.scales(rows.map((r) => r.currency));
      return shapeA({ items: rows.map((r) => toTransferDto(r, workspaceId, scales)), total }, page);
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
