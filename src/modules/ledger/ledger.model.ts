/**
 * The ledger's vocabulary. The closed sets mirror the CHECK constraints of
 * migration 0006 (test/ledger.test.ts compares them with the database).
 */

export const SYSTEM_ROLES = ['CHANNEL_CLEARING', 'PAYOUT_CLEARING', 'FX_LIQUIDITY', 'FEES', 'ADJUSTMENTS'] as const;
export type SystemRole = (typeof SYSTEM_ROLES)[number];

export const JOURNAL_KINDS = ['RECHARGE', 'WITHDRAWAL', 'EXCHANGE', 'TRANSFER', 'ADJUSTMENT', 'FEE'] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

export const PHASES = ['SINGLE', 'PENDING', 'POST', 'VOID', 'EXPIRE'] as const;
export type Phase = (typeof PHASES)[number];
export type ResolvingPhase = 'POST' | 'VOID' | 'EXPIRE';

/** Shards per system role and currency; ledger_create_system_accounts() creates the same number. */
export const SYSTEM_SHARDS = 8;

/** An account as a transfer names it: the currency travels with the id so both legs can be checked before any SQL. */
export interface AccountRef {
  id: string;
  currency: string;
}

export interface WalletRef extends AccountRef {
  workspaceId: string;
}

/** A new movement between two accounts: settled at once (SINGLE) or reserved (PENDING). */
export interface NewTransferInput {
  phase?: 'SINGLE' | 'PENDING';
  debit: AccountRef;
  credit: AccountRef;
  /** Minor units, > 0. */
  amount: bigint;
}

/** Settles (POST, full amount only), releases (VOID) or times out (EXPIRE) a PENDING transfer. */
export interface ResolveTransferInput {
  phase: ResolvingPhase;
  pendingId: string;
}

export type TransferInput = NewTransferInput | ResolveTransferInput;

export interface JournalInput {
  kind: JournalKind;
  /** The business record that caused the movement (e.g. `{ type: 'withdrawal', id: 'wd_…' }`). */
  reference: { type: string; id: string };
  description?: string;
  /** Same key → the journal is posted once; a retry returns the first result (`replayed: true`). */
  idempotencyKey?: string;
  transfers: readonly TransferInput[];
}

export interface Transfer {
  id: string;
  journalId: string;
  debitAccountId: string;
  creditAccountId: string;
  currency: string;
  amount: bigint;
  phase: Phase;
  pendingId: string | null;
  createdAt: Date;
}

export interface PostedJournal {
  journalId: string;
  transfers: Transfer[];
  /** True when the idempotency key had already been posted with the same transfers: nothing moved this time. */
  replayed: boolean;
}

/** Wallets are credit-normal: money in is a credit, money out a debit. */
export interface Balance {
  /** credits_posted − debits_posted */
  balance: bigint;
  /** balance − debits_pending: what can be spent now. */
  available: bigint;
  /** debits_pending: reserved by pending withdrawals and other holds. */
  frozen: bigint;
  /** credits_pending: incoming, not yet settled (e.g. a recharge under review). */
  pending: bigint;
}

export interface Currency {
  code: string;
  scale: number;
  name: string;
  enabled: boolean;
}

export function isResolution(transfer: TransferInput): transfer is ResolveTransferInput {
  return transfer.phase === 'POST' || transfer.phase === 'VOID' || transfer.phase === 'EXPIRE';
}

const SYSTEM_ID_PREFIX = 'sys_';

/** Mirrors ledger_create_system_accounts() in migration 0006: the id names role, currency and shard. */
export function systemAccountId(role: SystemRole, currency: string, shard: number): string {
  return `${SYSTEM_ID_PREFIX}${role.toLowerCase()}_${currency.toLowerCase()}_${shard}`;
}

export function isSystemAccountId(id: string): boolean {
  return id.startsWith(SYSTEM_ID_PREFIX);
}
