import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/refusals.js';
import { AppError } from '../../core/errors.js';
import { requireCanonicalEmail } from '../../infra/email-address.js';
import { newId } from '../../infra/ids.js';
import { ACCOUNTS_EMAIL_KEY, type AccountsRepo } from './accounts.repo.js';

/**
 * Internal operator accounts: `accounts` rows with portal OPERATOR. They sign
 * in through /web/v1/operator/auth/* (the same login journey) and belong to no
 * workspace; each gets an institution of its own, as the accounts table needs one.
 * The operator API asks this service whether its caller is one.
 */
export function createOperatorAccountService(deps: { db: Db; accounts: Pick<AccountsRepo, 'insertInstitution' | 'insert' | 'findById'>; hashPassword: (password: string) => Promise<string> }) {
  return {
    /** An active operator account? The auth guard checked the token's portal; this checks the account itself. */
    async isActiveOperator(accountId: string): Promise<boolean> {
      const account = await deps.accounts.findById(deps.db, accountId);
      return account?.portal === 'OPERATOR' && account.status === 'ACTIVE';
    },

    /** `email` in any spelling: stored in its canonical form, unique across both portals. */
    async createOperator(input: { email: string; password: string; name?: string }): Promise<{ accountBizId: string }> {
      const email = requireCanonicalEmail(input.email);
      const passwordHash = await deps.hashPassword(input.password);
      const accountId = newId('account');
      const institutionId = newId('institution');
      const name = (input.name ?? email.split('@')[0] ?? 'Operator').slice(0, 100) || 'Operator';
      try {
        await deps.db.transaction(async (tx) => {
          await deps.accounts.insertInstitution(tx, institutionId, 'Operators');
          await deps.accounts.insert(tx, { id: accountId, institutionId, email, passwordHash, name, portal: 'OPERATOR', pendingApproval: false });
        });
      } catch (error) {
        if (isUniqueViolation(error, ACCOUNTS_EMAIL_KEY)) throw new AppError('ACCOUNT.EMAIL_TAKEN', 'email is already registered');
        throw error;
      }
      return { accountBizId: accountId };
    },
  };
}

export type OperatorAccountService = ReturnType<typeof createOperatorAccountService>;
