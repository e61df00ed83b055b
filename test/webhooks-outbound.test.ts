import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundClient, isPublicAddress, OutboundRefusedError, type OutboundPolicy } from '../src/infra/outbound-http.js';
import type { TestServer } from './support/harness.js';
import { signIn, startSignInServer } from './support/sign-in.js';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js';
import { createAccount, partnerApi, type TestAccount } from './support/workspaces.js';
import { expectError } from './support/expect.js';

/**
 * Outbound safety of webhook deliveries (SSRF): with WEBHOOK_ALLOW_PRIVATE=false and https only,
 * as production runs, no URL reaches loopback, private, link-local, CGNAT or metadata addresses —
 * neither written as an address (refused when the endpoint is saved) nor behind a name (refused
 * when the socket connects, so a name that changes its answer has no window).
 */

const STRICT: OutboundPolicy = { allowPrivate: false, httpsOnly: false, timeoutMs: 2_000, maxResponseBytes: 1024 };

describe('addresses a delivery may reach', () => {
  it.each(['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00:ec2::254', 'fe80::1', '::ffff:127.0.0.1', '224.0.0.1'])(
    'refuses %s',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );

  it.each(['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111'])('allows the public %s', (address) => expect(isPublicAddress(address)).toBe(true));

  it.each(['http://127.0.0.1:9/x', 'http://10.0.0.1/x', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]:9/x', 'http://[::ffff:7f00:1]/x'])(
    'refuses to POST to the literal address of %s without connecting',
    async (url) => {
      const client = createOutboundClient(STRICT);
      await expect(client.post(url, {}, '{}')).rejects.toBeInstanceOf(OutboundRefusedError);
      client.close();
    },
  );

  it('refuses a name that resolves to loopback when the socket connects (localhost)', async () => {
    const receiver = await startWebhookReceiver();
    const client = createOutboundClient(STRICT);
    try {
      await expect(client.post(`http://localhost:${receiver.port}/x`, {}, '{}')).rejects.toThrow(/not a public address/);
      expect(receiver.received).toEqual([]);
    } finally {
      client.close();
      await receiver.close();
    }
  });

  it('checks the address the socket connects to, not an earlier answer (DNS rebinding)', async () => {
    const receiver = await startWebhookReceiver();
    // A resolver that answers a public address first and loopback to every later question.
    let asked = 0;
    const rebinding = ((_host: string, options: { all?: boolean }, callback: (error: null, addresses: Array<{ address: string; family: number }>) => void) => {
      asked += 1;
      callback(null, [{ address: asked === 1 ? '93.184.215.14' : '127.0.0.1', family: 4 }]);
    }) as unknown as LookupFunction;
    const client = createOutboundClient(STRICT, rebinding);
    try {
      // A check of the name before connecting sees the public address…
      rebinding('rebind.example', {}, () => undefined);
      // …and the connection, which looks again, is refused.
      await expect(client.post(`http://rebind.example:${receiver.port}/x`, {}, '{}')).rejects.toThrow(/127\.0\.0\.1 is not a public address/);
      expect(receiver.received).toEqual([]);
    } finally {
      client.close();
      await receiver.close();
    }
  });

  it('refuses plain http when https only', async () => {
    const client = createOutboundClient({ ...STRICT, httpsOnly: true });
    await expect(client.post('http://example.com/x', {}, '{}')).rejects.toThrow(/must use https/);
    client.close();
  });

  it('gives up on a receiver that does not answer within the deadline', async () => {
    const receiver = await startWebhookReceiver();
    receiver.hold('/slow');
    const client = createOutboundClient({ ...STRICT, allowPrivate: true, timeoutMs: 200 });
    try {
      await expect(client.post(`${receiver.url}/slow`, {}, '{}')).rejects.toThrow(/no answer within 200 ms/);
    } finally {
      client.close();
      await receiver.close();
    }
  });
});

describe('endpoints with WEBHOOK_ALLOW_PRIVATE=false and WEBHOOK_HTTPS_ONLY=true (production rules)', () => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  let alice: TestAccount;
  let token: string;
  let call: ReturnType<typeof partnerApi>;
  const asAlice = (method: string, path: string, body?: unknown) => call(token, method, path, { workspace: alice.workspaceBizId, body });

  beforeAll(async () => {
    [server, receiver] = await Promise.all([
      startSignInServer({ env: { WEBHOOK_ALLOW_PRIVATE: 'false', WEBHOOK_HTTPS_ONLY: 'true' } }),
      startWebhookReceiver(),
    ]);
    call = partnerApi(server);
    alice = await createAccount(server, 'alice');
    token = (await signIn(server, alice)).accessToken;
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it.each([
    'http://example.com/hooks',
    'https://127.0.0.1/hooks',
    'https://10.0.0.1/hooks',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/hooks',
    'https://100.64.0.1/hooks',
  ])('refuses to save %s: 400 VALIDATION.INVALID_PARAMETER', async (url) => {
    expectError(await asAlice('POST', '/webhooks', { url, events: ['recharge.completed'] }), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('saves a name, and refuses to connect when it resolves to 127.0.0.1 (localhost)', async () => {
    const created = await asAlice('POST', '/webhooks', { url: `https://localhost:${receiver.port}/hooks`, events: ['recharge.completed'] });
    expect(created.status, created.text).toBe(201);
    const endpointId = created.body.data.endpointId;
    const test = await asAlice('POST', `/webhooks/${endpointId}/test`);
    expect(test.status).toBe(200);
    await server.app.jobs.drain();
    const deliveries = await asAlice('GET', `/webhooks/${endpointId}/deliveries`);
    expect(deliveries.body.data.items[0]).toMatchObject({ status: 'PENDING', attempts: 1, responseStatus: null });
    expect(deliveries.body.data.items[0].lastError).toMatch(/127\.0\.0\.1 is not a public address|::1 is not a public address/);
    expect(receiver.received).toEqual([]);
  });
});
