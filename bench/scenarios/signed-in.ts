import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Request } from 'autocannon';
import type { BenchTarget, Scenario } from './types.js';

/**
 * Scenarios behind sign-in, prepared the way a user gets there: the account
 * is made with the `portal accounts create` CLI on the server's database, then
 * signed in over HTTP (initiate → mfa/send → the code from the outbox table →
 * complete). PostgreSQL only: on PGlite the running server holds the database,
 * so neither the CLI nor the outbox query can reach it.
 */
const PASSWORD = 'bench password that is long enough 7';
const CLIENT_HASH = 'bench-client';
const PROFILE = '/web/v1/partner/profile';
const AUTH = '/web/v1/partner/auth';
/** accounts.max_sessions can be raised to this (sessions.schemas.ts). */
const SESSIONS_PER_ACCOUNT = 100;
const run = promisify(execFile);

function unavailable(target: BenchTarget): string | undefined {
  if (target.engine !== 'postgres' || !target.databaseUrl) return 'needs PostgreSQL: on PGlite the server process owns the database (no CLI, no outbox read)';
  return undefined;
}

function headers(target: BenchTarget, extra: Record<string, string> = {}): Record<string, string> {
  return { 'x-portal-access-code': target.portalCode, 'x-client-hash': CLIENT_HASH, accept: 'application/json', ...extra };
}

/** `portal accounts create` against the server's database, as an operator would run it. */
async function createAccount(target: BenchTarget, label: string): Promise<string> {
  const email = `bench-${label}-${randomBytes(4).toString('hex')}@example.com`;
  await run(process.execPath, ['bin/portal.js', 'accounts', 'create', '--email', email, '--password', PASSWORD, '--name', `Bench ${label}`], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: target.databaseUrl!, MASTER_KEY: randomBytes(32).toString('base64') },
  });
  return email;
}

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

async function post(target: BenchTarget, path: string, body: unknown, extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const response = await fetch(`${target.url}${path}`, {
    method: 'POST',
    headers: headers(target, { 'content-type': 'application/json', ...extra }),
    body: JSON.stringify(body),
  });
  const parsed = (await response.json()) as { data: Record<string, string> };
  if (!response.ok) throw new Error(`${path} answered ${response.status} ${JSON.stringify(parsed)}`);
  return parsed.data;
}

/** One whole sign-in over HTTP; the code is read from the outbox (no SMTP configured). */
async function signIn(target: BenchTarget, db: pg.Client, email: string): Promise<Tokens> {
  const ip = { 'cf-connecting-ip': `198.51.100.${1 + (randomBytes(1)[0]! % 250)}` };
  const before = (await db.query<{ id: string | null }>('SELECT max(id) AS id FROM outbox WHERE recipient = $1', [email])).rows[0]?.id ?? '';
  const { sessionId } = await post(target, `${AUTH}/login/initiate`, { email, password: PASSWORD }, ip);
  await post(target, `${AUTH}/login/mfa/send`, { sessionId, mfaMethod: 'EMAIL' }, ip);
  for (let waited = 0; waited < 5_000; waited += 20) {
    const { rows } = await db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 AND id > $2 ORDER BY id DESC LIMIT 1', [email, before]);
    const code = rows[0] && /sign-in code is (\d{6})/.exec(rows[0].body)?.[1];
    if (code) return (await post(target, `${AUTH}/login/complete`, { sessionId, mfaMethod: 'EMAIL', code }, ip)) as unknown as Tokens;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no sign-in code mailed to ${email}`);
}

/** `count` live sessions over as few accounts as the per-account limit allows; sign-ins of one account run in turn. */
async function sessions(target: BenchTarget, count: number): Promise<Tokens[]> {
  const db = new pg.Client({ connectionString: target.databaseUrl });
  await db.connect();
  try {
    const accounts = Math.ceil(count / SESSIONS_PER_ACCOUNT);
    const perAccount = await Promise.all(
      Array.from({ length: accounts }, async (_, a) => {
        const email = await createAccount(target, `s${a}`);
        const first = await signIn(target, db, email);
        await post(target, '/web/v1/partner/security/sessions/config', { maxConcurrentSessions: SESSIONS_PER_ACCOUNT }, { authorization: `Bearer ${first.accessToken}` });
        const tokens = [first];
        const wanted = Math.min(SESSIONS_PER_ACCOUNT, count - a * SESSIONS_PER_ACCOUNT);
        while (tokens.length < wanted) tokens.push(await signIn(target, db, email));
        return tokens;
      }),
    );
    return perAccount.flat();
  } finally {
    await db.end();
  }
}

/** Auth guard (JWT verify + session state) and one read. */
export const profileScenario: Scenario = {
  name: 'GET profile',
  description: 'valid JWT: signature, session check (5 s cache), one account read',
  target: '≥ 0.35 × bare, p99 < 25 ms, zero errors',
  minRatio: 0.35,
  maxP99Ms: 25,
  async prepare(target) {
    const skip = unavailable(target);
    if (skip) return { skip };
    const [session] = await sessions(target, 1);
    const auth = headers(target, { authorization: `Bearer ${session!.accessToken}` });
    const response = await fetch(`${target.url}${PROFILE}`, { headers: auth });
    if (!response.ok) throw new Error(`GET profile answered ${response.status}`);
    return { requests: [{ method: 'GET', path: PROFILE, headers: auth }], sampleBody: await response.text() };
  },
};

/**
 * Rotation under load. A refresh token is single-use, so every connection
 * carries a chain: each request takes a current token from the pool and puts
 * back the one its answer brings. Twice as many sessions as connections: the
 * warm-up's last in-flight answers (never read) cost one chain each.
 */
export const refreshScenario: Scenario = {
  name: 'POST auth/token/refresh',
  description: 'refresh-token rotation: one write transaction, a new ES256 access token',
  target: '≥ 600/s per vCPU',
  minPerCpu: 600,
  async prepare(target) {
    const skip = unavailable(target);
    if (skip) return { skip };
    const pool = (await sessions(target, 2 * target.connections)).map((tokens) => tokens.refreshToken);
    const path = `${AUTH}/token/refresh`;
    const first = await fetch(`${target.url}${path}`, {
      method: 'POST',
      headers: headers(target, { 'content-type': 'application/json' }),
      body: JSON.stringify({ refreshToken: pool.pop()! }),
    });
    const sampleBody = await first.text();
    if (!first.ok) throw new Error(`token/refresh answered ${first.status} ${sampleBody}`);
    pool.push((JSON.parse(sampleBody) as { data: Tokens }).data.refreshToken);
    const request: Request = {
      method: 'POST',
      path,
      headers: headers(target, { 'content-type': 'application/json' }),
      setupRequest(req) {
        // An empty pool sends a token that cannot exist: it shows up as errors in the table, never as a reuse.
        const token = pool.pop() ?? 'prt_pool-exhausted';
        return { ...req, body: JSON.stringify({ refreshToken: token }) };
      },
      onResponse(status, body) {
        if (status === 200) pool.push((JSON.parse(body) as { data: { refreshToken: string } }).data.refreshToken);
      },
    };
    return { requests: [request], sampleBody };
  },
};
