import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { BenchTarget } from './types.js';

/**
 * Accounts and sign-in for the scenarios behind it, done the way a user gets
 * there: on PostgreSQL the account is made with the `portal accounts create`
 * CLI on the server's database; on PGlite, where the running server holds the
 * database, every scenario uses the demo account the server printed at its
 * first start. Then it is signed in over HTTP (initiate → mfa/send → the code
 * from the SMTP stand-in the server mails to → complete).
 */
export const PASSWORD = 'bench password that is long enough 7';
export const AUTH = '/web/v1/partner/auth';
const CLIENT_HASH = 'bench-client';
export const SIGN_IN_CODE = /sign-in code is (\d{6})/;
/** accounts.max_sessions can be raised to this (sessions.schemas.ts). */
const SESSIONS_PER_ACCOUNT = 100;
const run = promisify(execFile);

export interface Credentials {
  email: string;
  password: string;
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** A non-2xx answer during preparation or a journey: `path status` is what the error counts group by. */
export class HttpRefusal extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    body: unknown,
  ) {
    super(`${path} answered ${status} ${JSON.stringify(body)}`);
  }
}

export function headers(target: BenchTarget, extra: Record<string, string> = {}): Record<string, string> {
  return { 'x-portal-access-code': target.portalCode, 'x-client-hash': CLIENT_HASH, accept: 'application/json', ...extra };
}

/** Headers of a signed-in request, in `workspaceId` when given. */
export function authed(target: BenchTarget, tokens: Tokens, workspaceId?: string): Record<string, string> {
  return headers(target, { authorization: `Bearer ${tokens.accessToken}`, ...(workspaceId ? { 'x-workspace-id': workspaceId } : {}) });
}

/** `portal accounts create` against the server's database, as an operator would run it; on PGlite, the demo account. */
export async function createAccount(target: BenchTarget, label: string): Promise<Credentials> {
  if (!target.databaseUrl) {
    if (!target.demo) throw new Error('PGlite: the server printed no demo account (was its DATA_DIR empty?)');
    return target.demo;
  }
  const email = `bench-${label}-${randomBytes(4).toString('hex')}@example.com`;
  await run(process.execPath, ['bin/portal.js', 'accounts', 'create', '--email', email, '--password', PASSWORD, '--name', `Bench ${label}`], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: target.databaseUrl, MASTER_KEY: randomBytes(32).toString('base64') },
  });
  return { email, password: PASSWORD };
}

async function call<T>(target: BenchTarget, method: 'GET' | 'POST', path: string, sent: Record<string, string>, body?: unknown): Promise<T> {
  const response = await fetch(`${target.url}${path}`, {
    method,
    headers: body === undefined ? sent : { ...sent, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = (await response.json()) as { data: T };
  if (!response.ok) throw new HttpRefusal(path, response.status, parsed);
  return parsed.data;
}

/** POST a JSON body with `sent` headers (see headers, authed); the envelope's data, or an HttpRefusal. */
export function post<T = Record<string, string>>(target: BenchTarget, path: string, body: unknown, sent = headers(target)): Promise<T> {
  return call<T>(target, 'POST', path, sent, body);
}

/** GET with `sent` headers; the envelope's data, or an HttpRefusal. */
export function get<T>(target: BenchTarget, path: string, sent = headers(target)): Promise<T> {
  return call<T>(target, 'GET', path, sent);
}

/** One whole sign-in over HTTP, the code read from the mail the server sent over SMTP. */
export async function signIn(target: BenchTarget, { email, password }: Credentials): Promise<Tokens> {
  const ip = headers(target, { 'cf-connecting-ip': `198.51.100.${1 + (randomBytes(1)[0]! % 250)}` });
  const { sessionId } = await post(target, `${AUTH}/login/initiate`, { email, password }, ip);
  const mailsBefore = target.mail.mails.length;
  await post(target, `${AUTH}/login/mfa/send`, { sessionId, mfaMethod: 'EMAIL' }, ip);
  const code = SIGN_IN_CODE.exec((await target.mail.waitFor(email, SIGN_IN_CODE, mailsBefore)).raw)![1]!;
  return post<Tokens>(target, `${AUTH}/login/complete`, { sessionId, mfaMethod: 'EMAIL', code }, ip);
}

/** `count` live sessions over as few accounts as the per-account limit allows; sign-ins of one account run in turn. */
export async function sessions(target: BenchTarget, count: number): Promise<Tokens[]> {
  const accounts = Math.ceil(count / SESSIONS_PER_ACCOUNT);
  if (accounts > 1 && !target.databaseUrl) throw new Error(`PGlite has one (demo) account: at most ${SESSIONS_PER_ACCOUNT} sessions, not ${count}`);
  const perAccount = await Promise.all(
    Array.from({ length: accounts }, async (_, a) => {
      const account = await createAccount(target, `s${a}`);
      const first = await signIn(target, account);
      await post(target, '/web/v1/partner/security/sessions/config', { maxConcurrentSessions: SESSIONS_PER_ACCOUNT }, authed(target, first));
      const tokens = [first];
      const wanted = Math.min(SESSIONS_PER_ACCOUNT, count - a * SESSIONS_PER_ACCOUNT);
      while (tokens.length < wanted) tokens.push(await signIn(target, account));
      return tokens;
    }),
  );
  return perAccount.flat();
}

/** The bizId of the account's default workspace (every account is created with one). */
export async function defaultWorkspace(target: BenchTarget, tokens: Tokens): Promise<string> {
  return (await get<{ bizId: string }>(target, '/web/v1/partner/workspaces/current', authed(target, tokens))).bizId;
}
