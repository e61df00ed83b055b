import { hashPassword } from '../../src/infra/passwords.js';
import type { Portal } from '../../src/modules/auth/auth-context.js';
import { createAccountsRepo } from '../../src/modules/accounts/accounts.repo.js';
import { createOperatorAccountService } from '../../src/modules/operator/operators.service.js';
import { portalHeaders, type JsonResponse, type TestServer } from './harness.js';
import { authBase, lastMailId, mailTo, uniqueIp, type SignInAccount } from './sign-in.js';
import { TEST_PASSWORD } from './workspaces.js';

/** The claims of an access token, read without verifying (the server verified it when it issued it). */
export function claimsOf(accessToken: string): { sub: string; sid: string; auth_time?: number; iat: number; exp: number } {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as ReturnType<typeof claimsOf>;
}

/**
 * Moves the session's last full authentication `seconds` into the past, as
 * if that much time had gone by since login (no waiting in tests).
 */
export async function ageAuthTime(server: TestServer, accessToken: string, seconds: number): Promise<void> {
  await server.db.query('UPDATE auth_sessions SET auth_time = auth_time - make_interval(secs => $2) WHERE id = $1', [claimsOf(accessToken).sid, seconds]);
}

/** A session past the step-up window (STEP_UP_MAX_AGE of the server, plus a minute). */
export function makeStale(server: TestServer, accessToken: string): Promise<void> {
  return ageAuthTime(server, accessToken, server.config.auth.stepUpMaxAgeSec + 60);
}

export interface ReauthBody {
  password: string;
  mfaMethod: 'EMAIL' | 'OTP' | 'BACKUP_CODE';
  code: string;
}

/** POST …/auth/reauthenticate of the portal, as the holder of `accessToken`. */
export function reauthenticate(server: TestServer, accessToken: string, body: ReauthBody, options: { portal?: Portal; ip?: string } = {}): Promise<JsonResponse> {
  return server.request(`${authBase(options.portal)}/reauthenticate`, {
    method: 'POST',
    headers: portalHeaders({ authorization: `Bearer ${accessToken}`, 'cf-connecting-ip': options.ip ?? uniqueIp() }),
    body,
  });
}

/** Asks for an e-mailed step-up code (reauthenticate/mfa/send) and reads it from the mail. */
export async function stepUpEmailCode(server: TestServer, accessToken: string, email: string, options: { portal?: Portal } = {}): Promise<string> {
  const before = await lastMailId(server, email);
  const sent = await server.request(`${authBase(options.portal)}/reauthenticate/mfa/send`, {
    method: 'POST',
    headers: portalHeaders({ authorization: `Bearer ${accessToken}`, 'cf-connecting-ip': uniqueIp() }),
    body: { mfaMethod: 'EMAIL' },
  });
  if (sent.status !== 200) throw new Error(`reauthenticate/mfa/send answered ${sent.status} ${sent.text}`);
  const body = await mailTo(server, email, /confirmation code is \d{6}/, before);
  return /confirmation code is (\d{6})/.exec(body)![1]!;
}

/** An operator account (signs in on /web/v1/operator/auth/*). */
export async function createOperator(server: TestServer, label: string): Promise<SignInAccount & { password: string }> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await createOperatorAccountService({ db: server.db, accounts: createAccountsRepo(), hashPassword }).createOperator({ email, password: TEST_PASSWORD });
  return { accountBizId: created.accountBizId, email, password: TEST_PASSWORD, portal: 'OPERATOR' };
}
