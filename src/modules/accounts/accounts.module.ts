import type { Db } from '../../db/client.js';
import { hashPassword } from '../../infra/passwords.js';
import { createAccountsRepo } from './accounts.repo.js';
import { createAccountService, type AccountService } from './accounts.service.js';
import { createOperatorAccountService, type OperatorAccountService } from './operator-accounts.service.js';

export interface AccountsModule {
  /** For every module that reads or changes an account; the accounts module has no routes of its own. */
  service: AccountService;
  /** Internal operator accounts (the operator API's active-operator check, `portal operators create`). */
  operators: OperatorAccountService;
}

/** Accounts and institutions. Needs nothing: the composition builds it first. */
export function createAccountsModule(deps: { db: Db }): AccountsModule {
  const accounts = createAccountsRepo();
  return {
    service: createAccountService({ db: deps.db, accounts }),
    operators: createOperatorAccountService({ db: deps.db, accounts, hashPassword }),
  };
}
