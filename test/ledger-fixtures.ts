import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.js';
import '../src/error-catalogue.js';
import { AppError } from '../src/core/errors.js';
import { newId } from '../src/infra/ids.js';
import { createAccountsRepo } from '../src/modules/accounts/accounts.repo.js';
import { createCurrenciesRepo } from '../src/modules/ledger/currencies.repo.js';
import { createCurrencyService, type CurrencyService } from '../src/modules/ledger/currencies.service.js';
import type { AccountRef, Balance, WalletRef } from '../src/modules/ledger/ledger.model.js';
import { createLedgerRepo } from '../src/modules/ledger/ledger.repo.js';
import { createLedgerService, NO_BATCHING, type LedgerBatching, type LedgerService } from '../src/modules/ledger/ledger.service.js';
import { createWorkspacesRepo } from '../src/modules/workspaces/workspaces.repo.js';
import { createTestDatabase, type TestDatabase } from './support/test-db.js';

/** Service-level ledger fixture on a fresh database (PGlite, or PostgreSQL with DATABASE_URL). */
export interface LedgerFixture {
  tdb: TestDatabase;
  db: Db;
  ledger: LedgerService;
  currencies: CurrencyService;
  /** A new institution and workspace; wallets belong to workspaces. */
  newWorkspace(): Promise<string>;
  newWallet(currency?: string): Promise<WalletRef>;
  /** Money in from the payment channel, settled at once. */
  fund(wallet: WalletRef, amount: bigint): Promise<void>;
  /** A PENDING debit of the wallet towards payout clearing; returns the pending transfer id. */
  hold(wallet: WalletRef, amount: bigint, idempotencyKey?: string): Promise<string>;
  walletToWallet(from: WalletRef, to: WalletRef, amount: bigint): Promise<void>;
  expectInvariants(): Promise<void>;
  balanceOf(account: AccountRef): Promise<Balance>;
}

/**
 * The two ways a journal posted outside a caller's transaction reaches the
 * database: alone, or through group commit (every journal, even a lone one,
 * then goes through ledger_post_journals). Tests of ledger behaviour run
 * under both with `describe.each(POSTING_MODES)`.
 */
export const POSTING_MODES: ReadonlyArray<[name: string, batching: LedgerBatching]> = [
  ['posted alone', NO_BATCHING],
  ['group commit', { maxWaitMs: 1, maxSize: 32 }],
];

/** On a database of the caller's (e.g. one migrated part way), or a fresh migrated one. */
export async function createLedgerFixture(given?: TestDatabase, batching: LedgerBatching = NO_BATCHING): Promise<LedgerFixture> {
  const tdb = given ?? (await createTestDatabase());
  const db = tdb.db;
  const ledger = createLedgerService({ db, ledger: createLedgerRepo(), batching });
  const currencies = createCurrencyService({ db, currencies: createCurrenciesRepo() });
  const accounts = createAccountsRepo();
  const workspaces = createWorkspacesRepo();

  const newWorkspace = async (): Promise<string> => {
    const institutionId = newId('institution');
    const workspaceId = newId('workspace');
    await db.transaction(async (tx) => {
      await accounts.insertInstitution(tx, institutionId, 'Ledger test institution');
      await workspaces.insertWorkspace(tx, { id: workspaceId, institutionId, name: 'Ledger test', timezone: 'UTC' });
    });
    return workspaceId;
  };

  return {
    tdb,
    db,
    ledger,
    currencies,
    newWorkspace,
    async newWallet(currency = 'USD') {
      return ledger.ensureWallet(await newWorkspace(), currency);
    },
    async fund(wallet, amount) {
      await ledger.postJournal({
        kind: 'RECHARGE',
        reference: { type: 'test', id: randomUUID() },
        transfers: [{ debit: ledger.systemAccount('CHANNEL_CLEARING', wallet.currency), credit: wallet, amount }],
      });
    },
    async hold(wallet, amount, idempotencyKey) {
      const posted = await ledger.postJournal({
        kind: 'WITHDRAWAL',
        reference: { type: 'test', id: randomUUID() },
        idempotencyKey,
        transfers: [{ phase: 'PENDING', debit: wallet, credit: ledger.systemAccount('PAYOUT_CLEARING', wallet.currency), amount }],
      });
      return posted.transfers[0]!.id;
    },
    async walletToWallet(from, to, amount) {
      await ledger.postJournal({
        kind: 'TRANSFER',
        reference: { type: 'test', id: randomUUID() },
        transfers: [{ debit: from, credit: to, amount }],
      });
    },
    async expectInvariants() {
      const report = await ledger.checkInvariants();
      expect(report).toEqual({ ok: true, unbalancedCurrencies: [], counterMismatches: [], resolutionMismatches: [], entryMismatches: [] });
    },
    balanceOf: (account) => ledger.balance(account.id),
  };
}

/** Resolves to the AppError code a promise rejects with (fails the test when it resolves). */
export async function errorCodeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('expected the call to fail');
}

export const onPostgres = Boolean(process.env.DATABASE_URL);
