/**
 * `npm run bench:auth`: the costs of sign-in, measured in one process on
 * PGlite (or PostgreSQL with DATABASE_URL): login/initiate latency (argon2id
 * at OWASP parameters), a whole login (initiate + mfa/send + complete),
 * token/refresh, and a JWT-guarded read (`GET security/sessions`) under
 * autocannon at 50 connections. The cross-process table is `npm run bench`.
 */
import autocannon from 'autocannon';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/infra/logger.js';
import { createCoreModules } from '../src/core-modules.js';
import { startServer } from '../src/server.js';

const PASSWORD = 'bench password that is long enough';
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  PORT: '0',
  DATA_DIR: 'memory://',
  DEMO_ACCOUNT: 'false',
  LOG_LEVEL: 'warn',
  RATE_LIMITS: 'login.ip=1000000/60,login.email=1000000/60,mfa-send.ip=1000000/60,mfa-complete.ip=1000000/60,refresh.ip=1000000/60',
  MFA_RESEND_SECONDS: '0',
});
const server = await startServer(config, createLogger('warn'));
const accounts = createCoreModules({ db: server.db }).workspaces.partnerAccounts;
const headers = { 'content-type': 'application/json', 'x-portal-access-code': 'dev-portal-access-code', 'x-client-hash': 'bench' };
const post = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
  const res = await fetch(`${server.url}/web/v1/partner/auth${path}`, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) });
  return (await res.json()) as { data: Record<string, string> };
};

async function login(email: string): Promise<{ accessToken: string; refreshToken: string }> {
  const { sessionId } = (await post('/login/initiate', { email, password: PASSWORD })).data;
  await post('/login/mfa/send', { sessionId, mfaMethod: 'EMAIL' });
  await new Promise((resolve) => setTimeout(resolve, 5));
  const [mail] = await server.db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [email]);
  const code = /code is (\d{6})/.exec(mail!.body)![1]!;
  return (await post('/login/complete', { sessionId, mfaMethod: 'EMAIL', code })).data as { accessToken: string; refreshToken: string };
}

async function timed(n: number, work: (i: number) => Promise<unknown>): Promise<{ p50: number; perSecond: number }> {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await work(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(n / 2)]!, perSecond: (n * 1000) / (performance.now() - started) };
}

try {
  const email = `bench-${Date.now()}@example.com`;
  await accounts.createPartnerAccount({ email, password: PASSWORD, name: 'Bench' });
  const initiate = await timed(30, () => post('/login/initiate', { email, password: PASSWORD }));
  const logins = await timed(20, () => login(email));
  let { refreshToken, accessToken } = await login(email);
  const refresh = await timed(100, async () => {
    ({ refreshToken, accessToken } = (await post('/token/refresh', { refreshToken })).data as { accessToken: string; refreshToken: string });
  });
  const guarded = await autocannon({
    url: `${server.url}/web/v1/partner/security/sessions`,
    connections: 50,
    duration: 10,
    headers: { ...headers, authorization: `Bearer ${accessToken}` },
  });
  const f = (n: number) => n.toFixed(1);
  console.log(`engine ${server.db.engine}`);
  console.log(`login/initiate (sequential)     p50 ${f(initiate.p50)} ms   ${f(initiate.perSecond)}/s`);
  console.log(`full login (sequential, 3 calls) p50 ${f(logins.p50)} ms   ${f(logins.perSecond)}/s`);
  console.log(`token/refresh (sequential)      p50 ${f(refresh.p50)} ms   ${f(refresh.perSecond)}/s`);
  console.log(`GET security/sessions with JWT  ${f(guarded.requests.average)} req/s  p50 ${guarded.latency.p50} ms  p99 ${guarded.latency.p99} ms  non-2xx ${guarded.non2xx}`);
} finally {
  await server.shutdown();
}
