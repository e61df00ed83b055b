import { authed, defaultWorkspace, post, sessions } from './accounts.js';
import type { Scenario } from './types.js';

/**
 * `GET /api/v1/wallets` with an API key (the machine API: key lookup cached
 * per instance, creator's standing, allow-list, the key's own quota counted in
 * the limiter store, usage counted in memory), set against the same read in
 * the portal with a JWT and X-Workspace-Id, measured right after on the same
 * server: the ratio is of req/s (issue 18: ≥ 0.9 × the JWT read).
 */
const PORTAL_WALLETS = '/web/v1/partner/wallets';
const MACHINE_WALLETS = '/api/v1/wallets';

export const machineWalletsScenario: Scenario = {
  name: 'GET /api/v1/wallets with an API key',
  description: 'API key auth (5 s-bounded cache), per-key quota, the wallets read; vs the JWT-guarded portal read',
  target: '≥ 0.9 × the JWT read (req/s)',
  minRatio: 0.9,
  async prepare(target) {
    const [session] = await sessions(target, 1);
    const auth = authed(target, session!, await defaultWorkspace(target, session!));
    const key = await post<{ secret: string }>(target, '/web/v1/partner/api-keys', { name: 'bench machine', scopes: ['wallets:read'], rateLimitPerSecond: 100_000 }, auth);
    const machine = { authorization: `Bearer ${key.secret}` };
    const probe = await fetch(`${target.url}${MACHINE_WALLETS}`, { headers: machine });
    if (!probe.ok) throw new Error(`GET ${MACHINE_WALLETS} answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
    return {
      requests: [{ method: 'GET', path: MACHINE_WALLETS, headers: machine }],
      reference: { label: 'GET wallets with a JWT', requests: [{ method: 'GET', path: PORTAL_WALLETS, headers: auth }] },
      ratioOf: 'req/s',
    };
  },
};
