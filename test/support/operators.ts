import { hashPassword } from '../../src/infra/passwords.js';
import { createAccountsRepo } from '../../src/modules/accounts/accounts.repo.js';
import { createOperatorAccountService } from '../../src/modules/accounts/operator-accounts.service.js';
import type { TestServer } from './harness.js';
import { signIn, type SignInAccount } from './sign-in.js';
import { TEST_PASSWORD, uniqueEmail } from './workspaces.js';

/** A fresh internal operator account (signs in on /web/v1/operator/auth/*); `email` defaults to a unique address from `label`. */
export async function createOperator(
  server: TestServer,
  label: string,
  options: { email?: string; password?: string } = {},
): Promise<SignInAccount & { password: string }> {
  const email = options.email ?? uniqueEmail(label);
  const password = options.password ?? TEST_PASSWORD;
  const created = await createOperatorAccountService({ db: server.db, accounts: createAccountsRepo(), hashPassword }).createOperator({ email, password });
  return { accountBizId: created.accountBizId, email, password, portal: 'OPERATOR' };
}

/** A fresh operator, signed in: its account and access token. */
export async function signedInOperator(server: TestServer, label = 'ops'): Promise<{ operator: SignInAccount & { password: string }; token: string }> {
  const operator = await createOperator(server, label);
  return { operator, token: (await signIn(server, operator)).accessToken };
}
