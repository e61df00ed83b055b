import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMachineClient } from '../packages/client/src/index.js';
import { fund, twoPartners, type TwoPartners } from './support/money.js';

/** The SDK's machine client against the real server, with a key made in the portal. */
let cast: TwoPartners;
let secret: string;

beforeAll(async () => {
  cast = await twoPartners();
  await fund(cast.server, cast.alice.workspaceBizId, 'USD', '50.00');
  const made = await cast.asAlice('POST', '/api-keys', { body: { name: 'SDK', scopes: ['wallets:read', 'transfers:create', 'transfers:read'] } });
  expect(made.status, made.text).toBe(201);
  secret = made.body.data.secret;
});
afterAll(async () => {
  await cast?.server.close();
});

describe('createMachineClient', () => {
  it('reads wallets and creates a transfer, typed from the machine document', async () => {
    const client = createMachineClient({ apiKey: secret, baseUrl: `${cast.server.url}/` });
    const who = await client.GET('/api/v1/whoami');
    expect(who.data?.data.workspaceId).toBe(cast.alice.workspaceBizId);
    const wallets = await client.GET('/api/v1/wallets');
    expect(wallets.response.status).toBe(200);
    expect(wallets.data?.data.some((wallet) => wallet.currency === 'USD')).toBe(true);

    const idempotencyKey = randomUUID();
    const body = { toWorkspaceBizId: cast.bob.workspaceBizId, currency: 'USD', amount: '5.00' };
    const sent = await client.POST('/api/v1/transfers', { params: { header: { 'idempotency-key': idempotencyKey } }, body });
    expect(sent.response.status).toBe(201);
    const replayed = await client.POST('/api/v1/transfers', { params: { header: { 'idempotency-key': idempotencyKey } }, body });
    expect(replayed.response.headers.get('idempotency-replayed')).toBe('true');
    expect(replayed.data?.data.bizId).toBe(sent.data?.data.bizId);
  });

  it('hands back the error envelope of a refused call', async () => {
    const client = createMachineClient({ apiKey: secret, baseUrl: cast.server.url });
    const refused = await client.POST('/api/v1/exchanges/quote', { body: { sellCurrency: 'USD', buyCurrency: 'EUR', sellAmount: '1.00' } as never });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ success: false, code: 'ACCESS.PERMISSION_DENIED', data: null });
  });

  it('refuses what is no API key before any request', () => {
    expect(() => createMachineClient({ apiKey: 'eyJhbGciOiJFUzI1NiJ9.e30.sig', baseUrl: cast.server.url })).toThrow(TypeError);
  });
});
