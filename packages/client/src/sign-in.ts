import type { PortalClient } from './client.js';
import type { Tokens } from './token-store.js';

/**
 * The sign-in journey (docs/sign-in.md) as plain functions: initiate with the password, send the e-mail
 * code, complete with the code (tokens go to the client's token store), logout. Every step carries the
 * client's X-Client-Hash; bodies go through the secure channel when the client's `encrypt` covers /auth.
 */

export type MfaMethod = 'EMAIL' | 'OTP' | 'BACKUP_CODE';

export interface LoginChallenge {
  sessionId: string;
  /** Codes offered: EMAIL always, OTP and BACKUP_CODE once enabled. */
  mfaMethods: Array<{ code: string; value: number; label: string; description: string }>;
  expiresIn: number;
  pendingApproval: boolean;
  accountStatus: unknown;
}

export async function initiateLogin(client: PortalClient, credentials: { email: string; password: string }): Promise<LoginChallenge> {
  return client.call<LoginChallenge>('POST', `${client.authBase}/login/initiate`, { body: credentials, authenticate: false, noRefresh: true });
}

export async function sendMfaCode(
  client: PortalClient,
  input: { sessionId: string; mfaMethod?: 'EMAIL' },
): Promise<{ sent: boolean; expiresIn: number; destination: string }> {
  return client.call('POST', `${client.authBase}/login/mfa/send`, {
    body: { sessionId: input.sessionId, mfaMethod: input.mfaMethod ?? 'EMAIL' },
    authenticate: false,
    noRefresh: true,
  });
}

export async function completeLogin(client: PortalClient, input: { sessionId: string; code: string; mfaMethod?: MfaMethod }): Promise<Tokens> {
  const data = await client.call<TokenResult>('POST', `${client.authBase}/login/complete`, {
    body: { sessionId: input.sessionId, mfaMethod: input.mfaMethod ?? 'EMAIL', code: input.code },
    authenticate: false,
    noRefresh: true,
  });
  return keepTokens(client, data);
}

/** Step-up: mails a confirmation code for the signed-in session's next `reauthenticate` with mfaMethod EMAIL. */
export async function sendReauthenticationCode(client: PortalClient): Promise<{ sent: boolean; expiresIn: number; destination: string }> {
  return client.call('POST', `${client.authBase}/reauthenticate/mfa/send`, { body: { mfaMethod: 'EMAIL' } });
}

/**
 * Step-up: proves password and second factor again after a 403
 * AUTH.REAUTHENTICATION_REQUIRED. The new pair replaces the stored one (the
 * server retires the old refresh token); then retry the refused action.
 */
export async function reauthenticate(client: PortalClient, input: { password: string; code: string; mfaMethod?: MfaMethod }): Promise<Tokens> {
  const data = await client.call<TokenResult>('POST', `${client.authBase}/reauthenticate`, {
    body: { password: input.password, mfaMethod: input.mfaMethod ?? 'EMAIL', code: input.code },
  });
  return keepTokens(client, data);
}

interface TokenResult {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

async function keepTokens(client: PortalClient, data: TokenResult): Promise<Tokens> {
  await client.setTokens(data);
  return { ...data, clientHash: await client.clientHash() };
}

/** Ends the session on the server and clears the tokens (even when the server call fails). */
export async function logout(client: PortalClient): Promise<void> {
  try {
    if (await client.tokenStore.get()) await client.call('POST', `${client.authBase}/logout`, { noRefresh: true });
  } finally {
    await client.setTokens(null);
  }
}
