import type { Db, Queryable } from '../../db/client.js';
import { isUniqueViolation } from '../../db/refusals.js';
import { AppError } from '../../core/errors.js';
import { requireCanonicalEmail, type CanonicalEmail } from '../../infra/email-address.js';
import { newId } from '../../infra/ids.js';
import type { WorkspacesRepo } from '../workspaces/workspaces.repo.js';
import { createOwnedWorkspace } from '../workspaces/workspaces.service.js';
import { ACCOUNTS_EMAIL_KEY, type AccountsRepo } from './accounts.repo.js';
// Declares the codes thrown here also for callers that never build the app (the CLI).
import './accounts.errors.js';

export interface CreatePartnerAccountInput {
  /** Any spelling: stored in its canonical form. */
  email: string;
  password: string;
  name: string;
  pending?: boolean;
}

/** Everything but the hashing: for callers that create the account inside their own transaction. */
export interface NewPartnerAccount {
  email: CanonicalEmail;
  /** NULL: the account sets its first password later (registration without one, invitation). */
  passwordHash: string | null;
  name: string;
  /** Defaults to the account name. */
  institutionName?: string;
  pending?: boolean;
  joinSource?: 'REGISTRATION' | 'INVITATION' | 'CREATION';
}

export interface CreatedPartnerAccount {
  accountBizId: string;
  institutionBizId: string;
  workspaceBizId: string;
}

export interface AccountServiceDeps {
  db: Db;
  accounts: AccountsRepo;
  workspaces: WorkspacesRepo;
  hashPassword: (password: string) => Promise<string>;
}

/** A unique violation on the e-mail index means the address is taken. */
function mapEmailConflict(error: unknown): never {
  if (isUniqueViolation(error, ACCOUNTS_EMAIL_KEY)) throw new AppError('ACCOUNT.EMAIL_TAKEN', 'email is already registered');
  throw error;
}

export function createAccountService(deps: AccountServiceDeps) {
  /** Institution + partner account + a LIVE workspace it owns, inside the caller's transaction. */
  async function insertPartnerAccount(tx: Queryable, input: NewPartnerAccount): Promise<CreatedPartnerAccount> {
    const institutionId = newId('institution');
    const accountId = newId('account');
    await deps.accounts.insertInstitution(tx, institutionId, input.institutionName ?? input.name);
    await deps.accounts.insert(tx, {
      id: accountId,
      institutionId,
      email: input.email,
      passwordHash: input.passwordHash,
      name: input.name,
      portal: 'PARTNER',
      pendingApproval: input.pending ?? false,
    });
    const workspaceId = await createOwnedWorkspace(deps, tx, {
      institutionId,
      accountId,
      name: `${input.name}'s workspace`.slice(0, 100),
      timezone: 'UTC',
      isDefault: true,
      joinSource: input.joinSource ?? 'CREATION',
    });
    return { accountBizId: accountId, institutionBizId: institutionId, workspaceBizId: workspaceId };
  }

  return {
    /**
     * Institution + partner account + a LIVE workspace it owns, all or nothing.
     * The password is hashed before the transaction opens (no CPU work inside it).
     */
    async createPartnerAccount(input: CreatePartnerAccountInput): Promise<CreatedPartnerAccount> {
      const { password, ...account } = input;
      const email = requireCanonicalEmail(account.email);
      const passwordHash = await deps.hashPassword(password);
      try {
        return await deps.db.transaction((tx) => insertPartnerAccount(tx, { ...account, email, passwordHash }));
      } catch (error) {
        return mapEmailConflict(error);
      }
    },

    /**
     * The same inside a transaction the caller owns (registration completes its
     * own row in it). A taken e-mail surfaces as ACCOUNT.EMAIL_TAKEN.
     */
    async insertPartnerAccount(tx: Queryable, input: NewPartnerAccount): Promise<CreatedPartnerAccount> {
      try {
        return await insertPartnerAccount(tx, input);
      } catch (error) {
        return mapEmailConflict(error);
      }
    },

    /** Clears pending approval of the account of any spelling of `email`; answers its id. An unknown address is RESOURCE.NOT_FOUND. */
    async approve(email: string): Promise<{ accountId: string }> {
      const accountId = await deps.accounts.approveByEmail(deps.db, requireCanonicalEmail(email));
      if (accountId === undefined) throw new AppError('RESOURCE.NOT_FOUND', 'no account with that email');
      return { accountId };
    },

    countAccounts: () => deps.accounts.count(deps.db),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
