import { randomBytes } from 'node:crypto';
import type { Portal } from '../../src/modules/auth/auth-context.js';
import { portalHeaders, startTestServer, type JsonResponse, type TestServer, type TestServerOptions } from './harness.js';

/**
 * Signing in over real HTTP, as the portal does: login/initiate →
 * login/mfa/send → the code from the mail (the outbox table when there is no
 * SMTP) → login/complete.
 */
export async function startSignInServer(options: TestServerOptions = {}): Promise<TestServer> {
  return startTestServer(options);
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  accountId: string;
}

export interface SignInAccount {
  accountBizId: string;
  email: string;
  password: string;
  /** Default PARTNER; OPERATOR signs in on /web/v1/operator/auth/*. */
  portal?: Portal;
}

export interface SignInOptions {
  /** Client IP (CF-Connecting-IP from the loopback proxy); by default a fresh one, so per-IP login limits never add up across tests. */
  ip?: string;
  headers?: Record<string, string>;
}

/** A documentation-range (TEST-NET-2) address nobody else in the run uses. */
export function uniqueIp(): string {
  const bytes = randomBytes(2);
  return `198.51.${bytes[0]}.${bytes[1]! % 254 + 1}`;
}

export function authBase(portal: Portal = 'PARTNER'): string {
  return portal === 'PARTNER' ? '/web/v1/partner/auth' : '/web/v1/operator/auth';
}

/** Id of the newest mail to `address` so far ('' when none): mails sent later have greater ids (ULIDs). */
export async function lastMailId(server: TestServer, address: string): Promise<string> {
  const rows = await server.db.query<{ id: string }>('SELECT max(id) AS id FROM outbox WHERE lower(recipient) = lower($1)', [address]);
  return rows[0]?.id ?? '';
}

/** The first mail to `address` after mail `afterId` whose text matches `pattern`, waiting for the asynchronous send. */
export async function mailTo(server: TestServer, address: string, pattern: RegExp, afterId = ''): Promise<string> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    const rows = await server.db.query<{ body: string }>(
      'SELECT body FROM outbox WHERE lower(recipient) = lower($1) AND id > $2 ORDER BY id',
      [address, afterId],
    );
    const found = rows.find((row) => pattern.test(row.body));
    if (found) return found.body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail matching ${pattern} to ${address}`);
}

/** The 6-digit code of the first sign-in mail to `address` after mail `afterId`. */
export async function signInCode(server: TestServer, address: string, afterId = ''): Promise<string> {
  const body = await mailTo(server, address, /sign-in code is \d{6}/, afterId);
  return /sign-in code is (\d{6})/.exec(body)![1]!;
}

function expectOk(step: string, res: JsonResponse): JsonResponse {
  if (res.status !== 200) throw new Error(`${step} answered ${res.status} ${res.text}`);
  return res;
}

/**
 * Sign-ins of one address run one after another: the code is read from "the
 * next mail to the address", which two concurrent logins would share.
 */
const queues = new WeakMap<TestServer, Map<string, Promise<unknown>>>();

export function signIn(server: TestServer, account: SignInAccount, options: SignInOptions = {}): Promise<SignedIn> {
  const perServer = queues.get(server) ?? new Map<string, Promise<unknown>>();
  queues.set(server, perServer);
  const key = account.email.toLowerCase();
  const run = (perServer.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => signInNow(server, account, options));
  perServer.set(key, run);
  return run;
}

async function signInNow(server: TestServer, account: SignInAccount, options: SignInOptions): Promise<SignedIn> {
  const base = authBase(account.portal);
  const headers = portalHeaders({ 'cf-connecting-ip': options.ip ?? uniqueIp(), ...options.headers });
  const post = (path: string, body: unknown) => server.request(`${base}${path}`, { method: 'POST', headers, body });
  const before = await lastMailId(server, account.email);
  const initiated = expectOk('login/initiate', await post('/login/initiate', { email: account.email, password: account.password }));
  const sessionId = initiated.body.data.sessionId as string;
  expectOk('login/mfa/send', await post('/login/mfa/send', { sessionId, mfaMethod: 'EMAIL' }));
  const code = await signInCode(server, account.email, before);
  const completed = expectOk('login/complete', await post('/login/complete', { sessionId, mfaMethod: 'EMAIL', code }));
  return { accessToken: completed.body.data.accessToken, refreshToken: completed.body.data.refreshToken, accountId: account.accountBizId };
}
