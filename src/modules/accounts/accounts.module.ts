import type { Db } from '../../db/client.js';
import { createAccountsRepo } from './accounts.repo.js';
import { createAccountService, type AccountService } from './accounts.service.js';

export interface AccountsModule {
  /** For every module that reads or changes an account; the accounts module has no routes of its own. */
  service: AccountService;
}

/** Accounts and institutions. Needs nothing: the composition builds it first. */
export function createAccountsModule(deps: { db: Db }): AccountsModule {
  return { service: createAccountService({ db: deps.db, accounts: createAccountsRepo() }) };
}
