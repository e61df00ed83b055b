import type { Db, Queryable } from '../../db/client.js';
import { requireCanonicalEmail } from '../../infra/email-address.js';
import type { AccountService, NewPartner } from '../accounts/accounts.service.js';
import type { JoinSource } from './workspaces.repo.js';
import type { WorkspaceService } from './workspaces.service.js';

export interface CreatePartnerAccountInput {
  /** Any spelling: stored in its canonical form. */
  email: string;
  password: string;
  name: string;
  pending?: boolean;
}

/** Everything but the hashing: for callers that create the account inside their own transaction. */
export interface NewPartnerAccount extends NewPartner {
  joinSource?: JoinSource;
}

export interface CreatedPartnerAccount {
  accountBizId: string;
  institutionBizId: string;
  workspaceBizId: string;
}

export interface PartnerAccountServiceDeps {
  db: Db;
  accounts: Pick<AccountService, 'insertPartner'>;
  workspaces: Pick<WorkspaceService, 'createOwned'>;
  hashPassword: (password: string) => Promise<string>;
}

/**
 * A partner account never exists without a workspace: institution + account
 * (accounts module) + a LIVE workspace it owns (this module), all or nothing.
 * Registration, `portal accounts create` and the demo seed make them here.
 */
export function createPartnerAccountService(deps: PartnerAccountServiceDeps) {
  async function insertPartnerAccount(tx: Queryable, input: NewPartnerAccount): Promise<CreatedPartnerAccount> {
    const { accountId, institutionId } = await deps.accounts.insertPartner(tx, input);
    const workspaceId = await deps.workspaces.createOwned(tx, {
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
    /** The password is hashed before the transaction opens (no CPU work inside it). A taken e-mail is ACCOUNT.EMAIL_TAKEN. */
    async createPartnerAccount(input: CreatePartnerAccountInput): Promise<CreatedPartnerAccount> {
      const { password, ...account } = input;
      const email = requireCanonicalEmail(account.email);
      const passwordHash = await deps.hashPassword(password);
      return deps.db.transaction((tx) => insertPartnerAccount(tx, { ...account, email, passwordHash }));
    },

    /** The same inside a transaction the caller owns (registration completes its own row in it). */
    insertPartnerAccount,
  };
}

export type PartnerAccountService = ReturnType<typeof createPartnerAccountService>;
