import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalHeaders, type TestServer } from './support/harness.js';
import { actingAs, addRechargeChannel, fund } from './support/money.js';
import { signedInOperator } from './support/operators.js';
import { signIn, startSignInServer } from './support/sign-in.js';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/**
 * Events reach subscribed endpoints from the transaction of the change: each test changes something
 * over the real API and reads what the receiver got, verified with the `standardwebhooks` package.
 */

let server: TestServer;
let receiver: WebhookReceiver;
let alice: TestAccount;
let bob: TestAccount;
let asAlice: ReturnType<typeof actingAs>;
let asBob: ReturnType<typeof actingAs>;
let opToken: string;
let channelId: string;
const secrets = new Map<string, string>();

const op = (method: string, path: string, body?: unknown) =>
  server.request(`/web/v1/operator${path}`, { method, headers: portalHeaders({ authorization: `Bearer ${opToken}` }), body });

/** Subscribes `as`'s workspace to `events` at a path of its own; answers the path. */
async function subscribe(as: ReturnType<typeof actingAs>, path: string, events: string[]): Promise<void> {
  const res = await as('POST', '/webhooks', { body: { url: `${receiver.url}${path}`, events } });
  expect(res.status, res.text).toBe(201);
  secrets.set(path, res.body.data.secret);
}

/** The verified payloads `path` received so far, after running every due job. */
async function payloadsAt(path: string): Promise<Array<{ type: string; workspaceId: string; data: Record<string, unknown> }>> {
  await server.app.jobs.drain();
  const webhook = new Webhook(secrets.get(path)!);
  return receiver.received
    .filter((request) => request.path === path)
    .map((request) => webhook.verify(request.body, request.headers as Record<string, string>) as { type: string; workspaceId: string; data: Record<string, unknown> });
}

beforeAll(async () => {
  [server, receiver] = await Promise.all([startSignInServer({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } }), startWebhookReceiver()]);
  [alice, bob] = await Promise.all([createAccount(server, 'alice'), createAccount(server, 'bob')]);
  asAlice = actingAs(server, (await signIn(server, alice)).accessToken, alice.workspaceBizId);
  asBob = actingAs(server, (await signIn(server, bob)).accessToken, bob.workspaceBizId);
  opToken = (await signedInOperator(server)).token;
  channelId = await addRechargeChannel(server);
  await subscribe(asAlice, '/alice/recharges', ['recharge.created', 'recharge.proof_submitted', 'recharge.completed', 'recharge.rejected', 'recharge.expired']);
  await subscribe(asAlice, '/alice/transfers', ['transfer.sent']);
  await subscribe(asBob, '/bob/transfers', ['transfer.received']);
  await subscribe(asAlice, '/alice/keys', ['api_key.created', 'api_key.disabled', 'api_key.deleted']);
  await subscribe(asAlice, '/alice/security', ['security.sign_in', 'security.ip_allow_list_changed', 'security.mfa_changed']);
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('events from the changes that cause them', () => {
  it('reports a recharge created and completed by an operator, with its amount', async () => {
    const created = await asAlice('POST', '/recharges', { body: { channelBizId: channelId, amount: '101.00' } });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.bizId;
    expect((await op('POST', `/recharges/${id}/confirm`, { reason: 'matched' })).status).toBe(200);
    const payloads = (await payloadsAt('/alice/recharges')).filter((payload) => payload.data.rechargeId === id);
    expect(payloads.map((payload) => payload.type)).toEqual(['recharge.created', 'recharge.completed']);
    expect(payloads[1]).toMatchObject({ workspaceId: alice.workspaceBizId, data: { rechargeId: id, status: 'COMPLETED', currency: 'USD', amount: '101.00' } });
  });

  it('reports each recharge the expiry path ends as recharge.expired', async () => {
    const id = (await asAlice('POST', '/recharges', { body: { channelBizId: channelId, amount: '7.00' } })).body.data.bizId;
    await server.db.query("UPDATE recharges SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);
    expect((await op('POST', '/recharges/expire-due')).body.data).toEqual({ expired: 1 });
    const payloads = (await payloadsAt('/alice/recharges')).filter((payload) => payload.data.rechargeId === id);
    expect(payloads.map((payload) => payload.type)).toEqual(['recharge.created', 'recharge.expired']);
    expect(payloads[1]!.data).toMatchObject({ status: 'EXPIRED', amount: '7.00' });
  });

  it('reports a transfer to the sender as sent and to the recipient as received', async () => {
    await fund(server, alice.workspaceBizId, 'USD', '50.00');
    const res = await asAlice('POST', '/transfers', { body: { toWorkspaceBizId: bob.workspaceBizId, currency: 'USD', amount: '12.50' } });
    expect(res.status, res.text).toBe(201);
    const [sent] = await payloadsAt('/alice/transfers');
    const [received] = await payloadsAt('/bob/transfers');
    expect(sent).toMatchObject({ type: 'transfer.sent', workspaceId: alice.workspaceBizId, data: { amount: '12.50', counterpartyWorkspaceId: bob.workspaceBizId } });
    expect(received).toMatchObject({ type: 'transfer.received', workspaceId: bob.workspaceBizId, data: { amount: '12.50', counterpartyWorkspaceId: alice.workspaceBizId } });
    expect(received!.data.transferId).toBe(sent!.data.transferId);
  });

  it('reports API keys created, disabled and deleted, and nothing to a workspace not subscribed', async () => {
    const created = await asAlice('POST', '/api-keys', { body: { name: 'Events key', scopes: ['wallets:read'] } });
    expect(created.status, created.text).toBe(201);
    const apiKeyId = created.body.data.apiKeyId;
    await asAlice('POST', '/api-keys/disable', { body: { apiKeyId } });
    await asAlice('POST', '/api-keys/delete', { body: { apiKeyId } });
    const payloads = await payloadsAt('/alice/keys');
    expect(payloads.map((payload) => [payload.type, payload.data.apiKeyId])).toEqual([
      ['api_key.created', apiKeyId],
      ['api_key.disabled', apiKeyId],
      ['api_key.deleted', apiKeyId],
    ]);
    expect(JSON.stringify(payloads)).not.toContain(created.body.data.secret);
    // Bob subscribed to transfers only: his receiver path saw no key events.
    expect((await payloadsAt('/bob/transfers')).every((payload) => payload.type === 'transfer.received')).toBe(true);
  });

  it("reports the owner's sign-in and IP allow-list change to the workspace they own", async () => {
    const { accessToken } = await signIn(server, alice);
    // Not enabled: an entry that is not the caller's address cannot lock anyone out.
    const res = await server.request('/web/v1/partner/security/ip-whitelist', {
      method: 'POST',
      headers: portalHeaders({ authorization: `Bearer ${accessToken}` }),
      body: { ips: ['203.0.113.7'] },
    });
    expect(res.status, res.text).toBe(200);
    const payloads = await payloadsAt('/alice/security');
    expect(payloads.map((payload) => payload.type)).toEqual(['security.sign_in', 'security.ip_allow_list_changed']);
    expect(payloads[0]).toMatchObject({ workspaceId: alice.workspaceBizId, data: { accountId: alice.accountBizId } });
    expect(payloads[1]!.data).toEqual({ accountId: alice.accountBizId, change: 'ip_allow_list.replace' });
  });

  it('reports nothing for a refused change', async () => {
    const before = receiver.received.length;
    // More decimals than USD has: refused before anything is written.
    const res = await asAlice('POST', '/recharges', { body: { channelBizId: channelId, amount: '0.001' } });
    expect(res.status).toBe(400);
    await server.app.jobs.drain();
    expect(receiver.received.length).toBe(before);
    const rows = await server.db.query<{ n: bigint }>("SELECT count(*) AS n FROM webhook_deliveries WHERE event_type = 'recharge.created' AND body LIKE '%0.001%'");
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
