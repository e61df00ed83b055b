import type { PortalClient } from './client.js';
import type { OperationKey } from './errors.js';
import type { Session } from './session.js';
import type { OperationBody, OperationData } from './typed-api.js';

/**
 * The sign-in journey (docs/sign-in.md) as plain functions: initiate with the password, send the e-mail
 * code, complete with the code (the session goes to the client: SIGNED_IN), logout. Every step carries the
 * client's X-Client-Hash; bodies go through the secure channel where the server requires it. The types are
 * the schema's, for the partner and the operator portal alike (their operations are checked to match).
 */

type Partner<Step extends string> = `POST /web/v1/partner/auth/${Step}`;
type Operator<Step extends string> = `POST /web/v1/operator/auth/${Step}`;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Alike<P extends OperationKey, O extends OperationKey> =
  Same<OperationData<P>, OperationData<O>> extends true ? Same<OperationBody<P>, OperationBody<O>> : false;
type Assert<T extends true> = T;
/** The helpers call either portal's paths with the partner's types: this fails to compile the day they differ. */
export type _BothPortalsAlike = [
  Assert<Alike<Partner<'login/initiate'>, Operator<'login/initiate'>>>,
  Assert<Alike<Partner<'login/mfa/send'>, Operator<'login/mfa/send'>>>,
  Assert<Alike<Partner<'login/complete'>, Operator<'login/complete'>>>,
  Assert<Alike<Partner<'reauthenticate'>, Operator<'reauthenticate'>>>,
  Assert<Alike<Partner<'reauthenticate/mfa/send'>, Operator<'reauthenticate/mfa/send'>>>,
];

export type LoginCredentials = OperationBody<Partner<'login/initiate'>>;
/** What login/initiate answers: the login session and the second factors the account offers. */
export type LoginChallenge = OperationData<Partner<'login/initiate'>>;
/** EMAIL always; OTP and BACKUP_CODE once enabled. */
export type MfaMethod = LoginChallenge['mfaMethods'][number]['code'];
/** Where the code went: `{ sent, expiresIn, destination: 'a***@example.com' }`. */
export type MfaCodeSent = OperationData<Partner<'login/mfa/send'>>;
export type LoginCompletion = OperationBody<Partner<'login/complete'>>;
export type Reauthentication = OperationBody<Partner<'reauthenticate'>>;

export async function initiateLogin(client: PortalClient, credentials: LoginCredentials): Promise<LoginChallenge> {
  return client.call<LoginChallenge>('POST', `${client.authBase}/login/initiate`, { body: credentials, authenticate: false });
}

export async function sendMfaCode(client: PortalClient, input: { sessionId: string; mfaMethod?: 'EMAIL' }): Promise<MfaCodeSent> {
  return client.call<MfaCodeSent>('POST', `${client.authBase}/login/mfa/send`, {
    body: { sessionId: input.sessionId, mfaMethod: input.mfaMethod ?? 'EMAIL' },
    authenticate: false,
  });
}

/** Completes the login with the code; the session goes to the client's storage (SIGNED_IN). */
export async function completeLogin(
  client: PortalClient,
  input: Omit<LoginCompletion, 'mfaMethod'> & { mfaMethod?: LoginCompletion['mfaMethod'] },
): Promise<Session> {
  const body: LoginCompletion = { ...input, mfaMethod: input.mfaMethod ?? 'EMAIL' };
  const tokens = await client.call<OperationData<Partner<'login/complete'>>>('POST', `${client.authBase}/login/complete`, { body, authenticate: false });
  return (await client.setSession(tokens))!;
}

/** Step-up: mails a confirmation code for the signed-in session's next `reauthenticate` with mfaMethod EMAIL. */
export async function sendReauthenticationCode(client: PortalClient): Promise<MfaCodeSent> {
  return client.call<MfaCodeSent>('POST', `${client.authBase}/reauthenticate/mfa/send`, { body: { mfaMethod: 'EMAIL' } });
}

/**
 * Step-up: proves password and second factor again after a 403 AUTH.REAUTHENTICATION_REQUIRED. The new pair
 * replaces the stored one (TOKEN_REFRESHED; the server retires the old refresh token); then retry the
 * refused action.
 */
export async function reauthenticate(
  client: PortalClient,
  input: Omit<Reauthentication, 'mfaMethod'> & { mfaMethod?: Reauthentication['mfaMethod'] },
): Promise<Session> {
  const body: Reauthentication = { ...input, mfaMethod: input.mfaMethod ?? 'EMAIL' };
  const tokens = await client.call<OperationData<Partner<'reauthenticate'>>>('POST', `${client.authBase}/reauthenticate`, { body });
  return client.replaceTokens(tokens);
}

/**
 * Ends the session on the server, closes the secure channel and signs out here (SIGNED_OUT) — the last two
 * even when the server call fails, whose error is then thrown.
 */
export async function logout(client: PortalClient): Promise<void> {
  try {
    if (await client.getSession()) await client.call('POST', `${client.authBase}/logout`);
  } finally {
    await client.secureChannel.close();
    await client.setSession(null);
  }
}
