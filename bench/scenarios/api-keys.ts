import { authed, defaultWorkspace, get, post, sessions } from './accounts.js';
import type { Scenario } from './types.js';

/**
 * `GET api-keys`: the workspace guard (X-Workspace-Id → membership, role and
 * permissions in one query) and the `api_keys:read` check on top of the auth
 * guard, then a page of 50 keys (list + count, DTO mapping, serialization of
 * ~20 KB). The workspace gets its 50 keys through the API beforehand, the way
 * its owner would make them.
 */
const API_KEYS = '/web/v1/partner/api-keys';
const KEYS = 50;

export const apiKeysScenario: Scenario = {
  name: 'GET api-keys',
  description: `workspace + permission guard, paginated list of ${KEYS}`,
  target: '≥ 0.25 × bare',
  minRatio: 0.25,
  async prepare(target) {
    const [session] = await sessions(target, 1);
    const auth = authed(target, session!, await defaultWorkspace(target, session!));
    const [scope] = await get<string[]>(target, `${API_KEYS}/available-permissions`, auth);
    for (let i = 0; i < KEYS; i++) await post(target, API_KEYS, { name: `bench key ${i}`, scopes: [scope] }, auth);

    const path = `${API_KEYS}?page=0&size=${KEYS}`;
    const response = await fetch(`${target.url}${path}`, { headers: auth });
    const sampleBody = await response.text();
    const listed = response.ok ? (JSON.parse(sampleBody) as { data: { items: unknown[] } }).data.items.length : 0;
    if (listed !== KEYS) throw new Error(`GET api-keys answered ${response.status} with ${listed} keys, not ${KEYS}: ${sampleBody.slice(0, 300)}`);
    return { requests: [{ method: 'GET', path, headers: auth }], sampleBody };
  },
};
