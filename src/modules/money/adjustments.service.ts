import type { Queryable } from '../../db/client.js';
import { notFound } from '../../core/common.errors.js';
import { newId } from '../../infra/ids.js';
import { iso } from '../../http/instant.js';
import type { CurrencyService } from '../ledger/currencies.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { AdjustmentsRepo } from './adjustments.repo.js';
import type { WorkspaceDirectory } from './money.shared.js';

export interface AdjustmentDto {
  bizId: string;
  workspaceBizId: string;
  walletBizId: string;
  currency: string;
  direction: 'CREDIT' | 'DEBIT';
  amount: string;
  reason: string;
  journalBizId: string;
  operatorBizId: string;
  createdAt: string;
}

export interface AdjustmentInput {
  workspaceBizId: string;
  currency: string;
  direction: string;
  amount: string;
  reason: string;
}

export interface AdjustmentServiceDeps {
  adjustments: AdjustmentsRepo;
  ledger: Pick<LedgerService, 'ensureWallet' | 'systemAccount' | 'postJournal' | 'balance'>;
  currencies: Pick<CurrencyService, 'scales'>;
  workspaces: WorkspaceDirectory;
}

/** Operator credits and debits of a wallet (docs/money.md "Operator API"). */
export function createAdjustmentService(deps: AdjustmentServiceDeps) {
  const { ledger } = deps;

  return {
    /**
     * A journal against the ADJUSTMENTS account, never an edit of a balance,
     * in the caller's transaction (the operator's audit row goes in it).
     * Returns the adjustment and the wallet's balance before and after it.
     */
    async adjust(operatorId: string, input: AdjustmentInput, tx: Queryable): Promise<{ adjustment: AdjustmentDto; balanceBefore: string; balanceAfter: string }> {
      const workspace = await deps.workspaces.findWorkspace(tx, input.workspaceBizId);
      if (!workspace) throw notFound('workspace');
      const scales = await deps.currencies.scales([input.currency], tx);
      const currency = input.currency;
      const amount = scales.parse(input.amount, currency, 'body.amount');
      const wallet = await ledger.ensureWallet(workspace.id, currency, tx);
      const balance = async () => scales.format((await ledger.balance(wallet.id, tx)).balance, currency);
      const balanceBefore = await balance();
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
      const row = await deps.adjustments.insert(tx, {
        id,
        workspaceId: workspace.id,
        walletId: wallet.id,
        currency,
        direction: credit ? 'CREDIT' : 'DEBIT',
        amount,
        reason: input.reason,
        journalId: journal.journalId,
        operatorId,
      });
      const adjustment: AdjustmentDto = {
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
      return { adjustment, balanceBefore, balanceAfter: await balance() };
    },
  };
}

export type AdjustmentService = ReturnType<typeof createAdjustmentService>;
