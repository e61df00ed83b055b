import type { Db, Queryable } from '../../db/client.js';
import { isUniqueViolation } from '../../db/refusals.js';
import { AppError } from '../../core/errors.js';
import { requireCanonicalEmail, type CanonicalEmail } from '../../infra/email-address.js';
import { newId } from '../../infra/ids.js';
import { ACCOUNTS_EMAIL_KEY, type AccountsRepo, type PendingAccountRow } from './accounts.repo.js';
// Declares the codes thrown here also for callers that never build the app (the CLI).
import './accounts.errors.js';

/** An institution and its first partner account, inserted in the caller's transaction. */
export interface NewPartner {
  email: CanonicalEmail;
  /** NULL: the account sets its first password later (registration without one, invitation). */
  passwordHash: string | null;
  name: string;
  /** Defaults to the account name. */
  institutionName?: string;
  pending?: boolean;
}

export interface AccountServiceDeps {
  db: Db;
  accounts: AccountsRepo;
}

/** A unique violation on the e-mail index means the address is taken. */
function mapEmailConflict(error: unknown): never {
  if (isUniqueViolation(error, ACCOUNTS_EMAIL_KEY)) throw new AppError('ACCOUNT.EMAIL_TAKEN', 'email is already registered');
  throw error;
}

/**
 * The accounts module owns the `accounts` and `institutions` tables: every
 * other module reads and changes an account through this service. Calls that
 * take a `Queryable` run in the caller's transaction (or on the database).
 */
export function createAccountService(deps: AccountServiceDeps) {
  const { accounts } = deps;
  return {
    findById: accounts.findById,
    findByEmail: accounts.findByEmail,
    setPasswordHash: accounts.setPasswordHash,
    lock: accounts.lock,
    recordLogin: accounts.recordLogin,
    findSessionSettings: accounts.findSessionSettings,
    setMaxSessions: accounts.setMaxSessions,
    findProfile: accounts.findProfile,
    lockProfile: accounts.lockProfile,
    updateProfile: accounts.updateProfile,

    /** Institution + partner account inside the caller's transaction. A taken e-mail surfaces as ACCOUNT.EMAIL_TAKEN. */
    async insertPartner(tx: Queryable, input: NewPartner): Promise<{ accountId: string; institutionId: string }> {
      const institutionId = newId('institution');
      const accountId = newId('account');
      try {
        await accounts.insertInstitution(tx, institutionId, input.institutionName ?? input.name);
        await accounts.insert(tx, {
          id: accountId,
          institutionId,
          email: input.email,
          passwordHash: input.passwordHash,
          name: input.name,
          portal: 'PARTNER',
          pendingApproval: input.pending ?? false,
        });
      } catch (error) {
        return mapEmailConflict(error);
      }
      return { accountId, institutionId };
    },

    /** Clears pending approval of the account of any spelling of `email`; answers its id. An unknown address is RESOURCE.NOT_FOUND. */
    async approve(email: string): Promise<{ accountId: string }> {
      const accountId = await accounts.approveByEmail(deps.db, requireCanonicalEmail(email));
      if (accountId === undefined) throw new AppError('RESOURCE.NOT_FOUND', 'no account with that email');
      return { accountId };
    },

    /** One page of the partner accounts waiting for an operator's approval, oldest first, and how many there are. */
    async listPendingPartners(page: { size: number; offset: number }): Promise<{ items: PendingAccountRow[]; total: bigint }> {
      const [items, total] = await Promise.all([accounts.listPendingPartners(deps.db, page), accounts.countPendingPartners(deps.db)]);
      return { items, total };
    },

    countAccounts: () => accounts.count(deps.db),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
