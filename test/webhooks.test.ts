import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './support/harness.js';
import { lastMailId, mailTo, signIn, startSignInServer } from './support/sign-in.js';
import { makeStale } from './support/step-up.js';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from './support/webhook-receiver.js';
import { addMember, createAccount, partnerApi, type TestAccount } from './support/workspaces.js';
import { expectError } from './support/expect.js';
import { MAX_ENDPOINTS_PER_WORKSPACE } from '../src/modules/webhooks/webhooks.service.js';

/**
 * Partner webhooks over real HTTP: the management API, and deliveries to a real receiver on a
 * loopback port (WEBHOOK_ALLOW_PRIVATE=true) checked with the `standardwebhooks` package. The
 * clock moves past backoffs; `app.jobs.drain()` runs what is due.
 */

const FAILURE_LIMIT = 3;
let server: TestServer;
let receiver: WebhookReceiver;
let call: ReturnType<typeof partnerApi>;
let alice: TestAccount;
let bob: TestAccount;
let mallory: TestAccount;
let aliceToken: string;
let bobToken: string;
let malloryToken: string;
let malloryRole: string;

beforeAll(async () => {
  [server, receiver] = await Promise.all([
    startSignInServer({ env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_FAILURE_LIMIT: String(FAILURE_LIMIT) } }),
    startWebhookReceiver(),
  ]);
  call = partnerApi(server);
  [alice, bob, mallory] = await Promise.all([createAccount(server, 'alice'), createAccount(server, 'bob'), createAccount(server, 'mallory')]);
  aliceToken = (await signIn(server, alice)).accessToken;
  bobToken = (await signIn(server, bob)).accessToken;
  malloryToken = (await signIn(server, mallory)).accessToken;
  const role = await asAlice('POST', '/roles', { roleName: 'Webhook reader', description: '' });
  malloryRole = role.body.data.bizId;
  await addMember(server, alice.workspaceBizId, mallory.accountBizId, malloryRole);
  expect((await asAlice('POST', '/roles/permissions', { roleId: malloryRole, permissionCodes: ['webhooks:read'] })).status).toBe(200);
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const asAlice = (method: string, path: string, body?: unknown) => call(aliceToken, method, path, { workspace: alice.workspaceBizId, body });
const asBob = (method: string, path: string, body?: unknown) => call(bobToken, method, path, { workspace: bob.workspaceBizId, body });
const asMallory = (method: string, path: string, body?: unknown) => call(malloryToken, method, path, { workspace: alice.workspaceBizId, body });

let paths = 0;
/** An endpoint of alice's workspace at a path of its own on the receiver. */
async function newEndpoint(events: string[] = ['recharge.completed']): Promise<{ endpointId: string; secret: string; path: string }> {
  const path = `/hooks/${++paths}`;
  const res = await asAlice('POST', '/webhooks', { url: `${receiver.url}${path}`, events, description: `Receiver ${paths}` });
  expect(res.status, res.text).toBe(201);
  return { endpointId: res.body.data.endpointId, secret: res.body.data.secret, path };
}

const receivedAt = (path: string): ReceivedWebhook[] => receiver.received.filter((request) => request.path === path);

function verified(secret: string, request: ReceivedWebhook): Record<string, unknown> {
  return new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as Record<string, unknown>;
}

async function sendTest(endpointId: string): Promise<string> {
  const res = await asAlice('POST', `/webhooks/${endpointId}/test`);
  expect(res.status, res.text).toBe(200);
  return res.body.data.deliveryId;
}

async function deliveryOf(endpointId: string, deliveryId: string) {
  const res = await asAlice('GET', `/webhooks/${endpointId}/deliveries`);
  expect(res.status).toBe(200);
  return res.body.data.items.find((item: { deliveryId: string }) => item.deliveryId === deliveryId);
}

describe('managing endpoints', () => {
  it('creates an endpoint: 201, the whsec_ secret once, sealed at rest, audited', async () => {
    const res = await asAlice('POST', '/webhooks', {
      url: `${receiver.url}/created`,
      events: ['withdrawal.completed', 'recharge.completed', 'recharge.completed'],
      description: '  Ledger sync  ',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ success: true, code: '2001', version: '2.0.0' });
    const data = res.body.data;
    expect(data).toMatchObject({
      url: `${receiver.url}/created`,
      events: ['recharge.completed', 'withdrawal.completed'],
      description: 'Ledger sync',
      status: 'ENABLED',
      disabledReason: null,
      consecutiveFailures: 0,
      createdBy: alice.accountBizId,
    });
    expect(data.endpointId).toMatch(/^whe_[0-9A-Z]{26}$/);
    expect(data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const rows = await server.db.query<{ secret_sealed: string }>('SELECT secret_sealed FROM webhook_endpoints WHERE id = $1', [data.endpointId]);
    expect(rows[0]!.secret_sealed).toMatch(/^sb2\./);
    expect(rows[0]!.secret_sealed).not.toContain(data.secret.slice(6));

    const again = await asAlice('GET', `/webhooks/${data.endpointId}`);
    expect(again.status).toBe(200);
    expect(again.text).not.toContain(data.secret.slice(6));
    expect(Object.keys(again.body.data)).not.toContain('secret');

    const audit = await server.db.query<{ action: string; changes: Record<string, unknown> }>(
      "SELECT action, changes FROM audit_events WHERE target_id = $1 AND action = 'webhook.create'",
      [data.endpointId],
    );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.changes)).not.toContain(data.secret.slice(6));
  });

  it('lists, updates, disables, enables and deletes an endpoint', async () => {
    const { endpointId } = await newEndpoint();
    const list = await asAlice('GET', '/webhooks?page=0&size=100');
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((item: { endpointId: string }) => item.endpointId)).toContain(endpointId);
    expect(list.text).not.toContain('whsec_');

    const updated = await asAlice('POST', `/webhooks/${endpointId}/update`, { events: ['transfer.received', 'member.joined'], description: 'changed' });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.data).toMatchObject({ events: ['transfer.received', 'member.joined'], description: 'changed' });

    const disabled = await asAlice('POST', `/webhooks/${endpointId}/disable`);
    expect(disabled.body.data).toMatchObject({ status: 'DISABLED', disabledReason: 'MANUAL' });
    expectError(await asAlice('POST', `/webhooks/${endpointId}/test`), 409, 'WEBHOOK.ENDPOINT_DISABLED');
    const enabled = await asAlice('POST', `/webhooks/${endpointId}/enable`);
    expect(enabled.body.data).toMatchObject({ status: 'ENABLED', disabledReason: null });

    expect((await asAlice('POST', `/webhooks/${endpointId}/delete`)).status).toBe(200);
    expectError(await asAlice('GET', `/webhooks/${endpointId}`), 404, 'RESOURCE.NOT_FOUND');
  });

  it('lists the event types an endpoint may subscribe to', async () => {
    const res = await asAlice('GET', '/webhooks/event-types');
    expect(res.status).toBe(200);
    expect(res.body.data).toContain('recharge.expired');
    expect(res.body.data).toContain('api_key.deleted');
    expect(res.body.data).not.toContain('webhook.test');
  });

  it('refuses an unknown event, an unknown field, an empty update and a URL that is no URL', async () => {
    const url = `${receiver.url}/x`;
    expectError(await asAlice('POST', '/webhooks', { url, events: ['recharge.exploded'] }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/webhooks', { url, events: [] }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/webhooks', { url, events: ['recharge.completed'], secret: 'whsec_mine' }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/webhooks', { url: 'not a url', events: ['recharge.completed'] }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/webhooks', { url: 'ftp://example.com/x', events: ['recharge.completed'] }), 400, 'VALIDATION.INVALID_PARAMETER');
    expectError(await asAlice('POST', '/webhooks', { url: 'https://user:pw@example.com/x', events: ['recharge.completed'] }), 400, 'VALIDATION.INVALID_PARAMETER');
    const { endpointId } = await newEndpoint();
    expectError(await asAlice('POST', `/webhooks/${endpointId}/update`, {}), 400, 'VALIDATION.INVALID_PARAMETER');
  });

  it('lets a member with webhooks:read look but not change anything', async () => {
    const { endpointId } = await newEndpoint();
    expect((await asMallory('GET', '/webhooks')).status).toBe(200);
    expect((await asMallory('GET', `/webhooks/${endpointId}`)).status).toBe(200);
    expect((await asMallory('GET', `/webhooks/${endpointId}/deliveries`)).status).toBe(200);
    expectError(await asMallory('POST', '/webhooks', { url: `${receiver.url}/m`, events: ['recharge.completed'] }), 403, 'ACCESS.PERMISSION_DENIED');
    for (const action of ['update', 'disable', 'enable', 'rotate-secret', 'delete', 'test']) {
      const body = action === 'update' ? { description: 'mine now' } : undefined;
      expectError(await asMallory('POST', `/webhooks/${endpointId}/${action}`, body), 403, 'ACCESS.PERMISSION_DENIED');
    }
  });

  it('does not show or change another workspace\'s endpoint (404, not 403)', async () => {
    const { endpointId } = await newEndpoint();
    expectError(await asBob('GET', `/webhooks/${endpointId}`), 404, 'RESOURCE.NOT_FOUND');
    expectError(await asBob('GET', `/webhooks/${endpointId}/deliveries`), 404, 'RESOURCE.NOT_FOUND');
    for (const action of ['disable', 'rotate-secret', 'delete', 'test']) expectError(await asBob('POST', `/webhooks/${endpointId}/${action}`), 404, 'RESOURCE.NOT_FOUND');
    expect((await asBob('GET', '/webhooks')).body.data.items).toEqual([]);
    expect((await asAlice('GET', `/webhooks/${endpointId}`)).body.data.status).toBe('ENABLED');
  });

  it(`creates at most ${MAX_ENDPOINTS_PER_WORKSPACE} endpoints a workspace, also when the creations race`, async () => {
    const results = await Promise.all(
      Array.from({ length: MAX_ENDPOINTS_PER_WORKSPACE + 5 }, (_, i) => asBob('POST', '/webhooks', { url: `${receiver.url}/bob/${i}`, events: ['transfer.received'] })),
    );
    expect(results.filter((res) => res.status === 201)).toHaveLength(MAX_ENDPOINTS_PER_WORKSPACE);
    for (const res of results.filter((r) => r.status !== 201)) expectError(res, 422, 'WEBHOOK.LIMIT_REACHED');
    expect((await asBob('GET', '/webhooks?size=100')).body.data.items).toHaveLength(MAX_ENDPOINTS_PER_WORKSPACE);
  });

  it('needs a recent full sign-in to create an endpoint or rotate its secret', async () => {
    const { endpointId } = await newEndpoint();
    const stale = (await signIn(server, alice)).accessToken;
    await makeStale(server, stale);
    const asStale = (path: string, body?: unknown) => call(stale, 'POST', path, { workspace: alice.workspaceBizId, body });
    expectError(await asStale('/webhooks', { url: `${receiver.url}/s`, events: ['recharge.completed'] }), 403, 'AUTH.REAUTHENTICATION_REQUIRED');
    expectError(await asStale(`/webhooks/${endpointId}/rotate-secret`), 403, 'AUTH.REAUTHENTICATION_REQUIRED');
    // Disabling is not sensitive: stopping deliveries must always be quick.
    expect((await asStale(`/webhooks/${endpointId}/disable`)).status).toBe(200);
  });
});

describe('signed delivery', () => {
  it('delivers a test event signed per Standard Webhooks, verified by the standardwebhooks package', async () => {
    const { endpointId, secret, path } = await newEndpoint();
    const deliveryId = await sendTest(endpointId);
    expect(deliveryId).toMatch(/^msg_[0-9A-Z]{26}$/);
    await server.app.jobs.drain();
    const [request, ...more] = receivedAt(path);
    expect(more).toEqual([]);
    expect(request!.headers['webhook-id']).toBe(deliveryId);
    expect(request!.headers['content-type']).toBe('application/json');
    const payload = verified(secret, request!);
    expect(payload).toMatchObject({ type: 'webhook.test', version: 1, workspaceId: alice.workspaceBizId, data: { endpointId } });
    // A forged body or another endpoint's secret fails verification.
    expect(() => new Webhook(secret).verify(request!.body.replace('test', 'tost'), request!.headers as Record<string, string>)).toThrow();
    const other = await newEndpoint();
    expect(() => verified(other.secret, request!)).toThrow();

    const delivery = await deliveryOf(endpointId, deliveryId);
    expect(delivery).toMatchObject({ status: 'SUCCEEDED', attempts: 1, responseStatus: 200, responseBody: 'ok', lastError: null, nextAttemptAt: null });
    expect(delivery.deliveredAt).not.toBeNull();
  });

  it('signs with the new secret after a rotation, and never again with the old one', async () => {
    const { endpointId, secret, path } = await newEndpoint();
    const rotated = await asAlice('POST', `/webhooks/${endpointId}/rotate-secret`);
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.body.data.secret).toMatch(/^whsec_/);
    expect(rotated.body.data.secret).not.toBe(secret);
    await sendTest(endpointId);
    await server.app.jobs.drain();
    const [request] = receivedAt(path);
    expect(verified(rotated.body.data.secret, request!)).toMatchObject({ type: 'webhook.test' });
    expect(() => verified(secret, request!)).toThrow();
  });

  it('retries after 500s with the same webhook-id and body, then succeeds; the failure count starts over', async () => {
    const { endpointId, secret, path } = await newEndpoint();
    receiver.answer(path, 500, 'down');
    const deliveryId = await sendTest(endpointId);
    await server.app.jobs.drain();
    expect(await deliveryOf(endpointId, deliveryId)).toMatchObject({ status: 'PENDING', attempts: 1, responseStatus: 500, responseBody: 'down', lastError: 'answered HTTP 500' });
    expect((await asAlice('GET', `/webhooks/${endpointId}`)).body.data.consecutiveFailures).toBe(1);

    // Not before its backoff (15 s).
    server.clock.advance(10_000);
    await server.app.jobs.drain();
    expect(receivedAt(path)).toHaveLength(1);
    server.clock.advance(5_000);
    await server.app.jobs.drain();
    expect(receivedAt(path)).toHaveLength(2);

    receiver.answer(path, 204);
    server.clock.advance(60_000);
    await server.app.jobs.drain();
    const attempts = receivedAt(path);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((request) => request.headers['webhook-id']))).toEqual(new Set([deliveryId]));
    expect(new Set(attempts.map((request) => request.body)).size).toBe(1);
    for (const request of attempts) verified(secret, request);
    expect(await deliveryOf(endpointId, deliveryId)).toMatchObject({ status: 'SUCCEEDED', attempts: 3, responseStatus: 204 });
    expect((await asAlice('GET', `/webhooks/${endpointId}`)).body.data.consecutiveFailures).toBe(0);
  });

  it('redelivers a delivered message with the same webhook-id', async () => {
    const { endpointId, path } = await newEndpoint();
    const deliveryId = await sendTest(endpointId);
    await server.app.jobs.drain();
    const res = await asAlice('POST', `/webhooks/${endpointId}/deliveries/${deliveryId}/redeliver`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.status).toBe('PENDING');
    await server.app.jobs.drain();
    const attempts = receivedAt(path);
    expect(attempts.map((request) => request.headers['webhook-id'])).toEqual([deliveryId, deliveryId]);
    expect(await deliveryOf(endpointId, deliveryId)).toMatchObject({ status: 'SUCCEEDED', attempts: 2 });
    expectError(await asAlice('POST', `/webhooks/${endpointId}/deliveries/msg_01JD3F0Q3W6Y8T4R2P9N5M7K1H/redeliver`), 404, 'RESOURCE.NOT_FOUND');
    expectError(await asBob('POST', `/webhooks/${endpointId}/deliveries/${deliveryId}/redeliver`), 404, 'RESOURCE.NOT_FOUND');
  });

  it('does not follow a redirect: a 3xx is a failed attempt', async () => {
    const { endpointId, path } = await newEndpoint();
    receiver.answer(path, 302, '', { location: `${receiver.url}/redirected` });
    const deliveryId = await sendTest(endpointId);
    await server.app.jobs.drain();
    expect(await deliveryOf(endpointId, deliveryId)).toMatchObject({ status: 'PENDING', responseStatus: 302, lastError: 'answered HTTP 302' });
    expect(receivedAt('/redirected')).toEqual([]);
  });

  it('keeps at most 1 KiB of the answer', async () => {
    const { endpointId, path } = await newEndpoint();
    receiver.answer(path, 200, 'x'.repeat(100_000));
    const deliveryId = await sendTest(endpointId);
    await server.app.jobs.drain();
    const delivery = await deliveryOf(endpointId, deliveryId);
    expect(delivery.status).toBe('SUCCEEDED');
    expect(delivery.responseBody).toBe('x'.repeat(1024));
  });

  it('records an unreachable receiver as a failed attempt with the reason', async () => {
    const { endpointId } = await newEndpoint();
    await asAlice('POST', `/webhooks/${endpointId}/update`, { url: 'http://127.0.0.1:1/nobody' });
    const deliveryId = await sendTest(endpointId);
    await server.app.jobs.drain();
    const delivery = await deliveryOf(endpointId, deliveryId);
    expect(delivery).toMatchObject({ status: 'PENDING', responseStatus: null, responseBody: null });
    expect(delivery.lastError).toMatch(/ECONNREFUSED/);
  });

  it(`disables an endpoint after ${FAILURE_LIMIT} failed attempts in a row and mails the owners`, async () => {
    const { endpointId, path } = await newEndpoint();
    receiver.answer(path, 503);
    const before = await lastMailId(server, alice.email);
    const deliveryId = await sendTest(endpointId);
    await server.app.jobs.drain();
    server.clock.advance(15_000);
    await server.app.jobs.drain();
    expect((await asAlice('GET', `/webhooks/${endpointId}`)).body.data).toMatchObject({ status: 'ENABLED', consecutiveFailures: 2 });
    server.clock.advance(60_000);
    await server.app.jobs.drain();
    expect((await asAlice('GET', `/webhooks/${endpointId}`)).body.data).toMatchObject({ status: 'DISABLED', disabledReason: 'FAILURES', consecutiveFailures: 3 });
    // Other tests' failing endpoints mail too: this one's mail names it.
    const mail = await mailTo(server, alice.email, new RegExp(`${endpointId} .*was disabled`), before);
    expect(mail).toContain(`${receiver.url}${path}`);
    const audit = await server.db.query<{ actor_account_id: string | null }>(
      "SELECT actor_account_id FROM audit_events WHERE target_id = $1 AND action = 'webhook.auto_disable'",
      [endpointId],
    );
    expect(audit).toEqual([{ actor_account_id: null }]);
    // The retry still queued finds the endpoint off: the delivery fails and nothing more is sent.
    server.clock.advance(240_000);
    await server.app.jobs.drain();
    expect(receivedAt(path)).toHaveLength(3);
    expect(await deliveryOf(endpointId, deliveryId)).toMatchObject({ status: 'FAILED', lastError: 'endpoint disabled' });
    expectError(await asAlice('POST', `/webhooks/${endpointId}/deliveries/${deliveryId}/redeliver`), 409, 'WEBHOOK.ENDPOINT_DISABLED');
    // Enabled again, it starts a fresh count and takes the redelivery.
    receiver.answer(path, 200);
    expect((await asAlice('POST', `/webhooks/${endpointId}/enable`)).body.data).toMatchObject({ status: 'ENABLED', consecutiveFailures: 0 });
    expect((await asAlice('POST', `/webhooks/${endpointId}/deliveries/${deliveryId}/redeliver`)).status).toBe(200);
    await server.app.jobs.drain();
    expect(await deliveryOf(endpointId, deliveryId)).toMatchObject({ status: 'SUCCEEDED' });
  });

  it('counts deliveries by outcome in /metrics', async () => {
    const res = await server.request('/metrics');
    expect(res.text).toMatch(/webhook_deliveries_total\{outcome="succeeded"\} [1-9]/);
    expect(res.text).toMatch(/webhook_deliveries_total\{outcome="retried"\} [1-9]/);
    expect(res.text).toMatch(/webhook_endpoints_disabled_total [1-9]/);
  });
});
