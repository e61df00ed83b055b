import type { Request } from 'autocannon';
import { AUTH, authed, headers, sessions, type Tokens } from './accounts.js';
import type { Scenario } from './types.js';

/**
 * Scenarios behind sign-in, prepared the way a user gets there (accounts.ts:
 * an account from the `portal accounts create` CLI, or PGlite's demo account,
 * then a real HTTP sign-in).
 */
const PROFILE = '/web/v1/partner/profile';

/** Auth guard (JWT verify + session state) and one read. */
export const profileScenario: Scenario = {
  name: 'GET profile',
  description: 'valid JWT: signature, session check (5 s cache), one account read',
  target: '≥ 0.35 × bare, p99 < 25 ms, zero errors',
  minRatio: 0.35,
  maxP99Ms: 25,
  async prepare(target) {
    const [session] = await sessions(target, 1);
    const auth = authed(target, session!);
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
