import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from '../support/sign-in.js';
import { startWebhookReceiver } from '../support/webhook-receiver.js';
import { createAccount, partnerApi } from '../support/workspaces.js';
import { freshDatabase, NEEDS_PG, newMasterKey, processEnv, remoteServer, RESILIENCE_PG, startPortalProcess, type PortalProcess } from './support.js';

/**
 * At-least-once webhooks (docs/webhooks.md): a server killed by kill -9 while a receiver holds its
 * request leaves the delivery's job claimed; once the lease has run out, the restarted server sends
 * the message again, with the same webhook-id and body, and records it delivered.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.skipIf(!RESILIENCE_PG)(`webhooks across a kill -9 (${RESILIENCE_PG ? 'PostgreSQL' : NEEDS_PG})`, () => {
  it('delivers a message whose attempt died with the server, with the same webhook-id', async () => {
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    receiver.hold('/hooks');
    const database = await freshDatabase();
    cleanups.push(() => database.drop());
    const env = processEnv(database, newMasterKey(), { WEBHOOK_ALLOW_PRIVATE: 'true' });
    let portal: PortalProcess = await startPortalProcess(env);
    cleanups.push(() => void portal.child.kill('SIGKILL'));
    const remote = remoteServer(portal.url, database);
    const account = await createAccount(remote, 'crash-webhook');
    const token = (await signIn(remote, account)).accessToken;
    const call = (method: string, path: string) => partnerApi(remoteServer(portal.url, database))(token, method, path, { workspace: account.workspaceBizId });

    const created = await partnerApi(remote)(token, 'POST', '/webhooks', {
      workspace: account.workspaceBizId,
      body: { url: `${receiver.url}/hooks`, events: ['recharge.completed'] },
    });
    expect(created.status, created.text).toBe(201);
    const { endpointId, secret } = created.body.data as { endpointId: string; secret: string };
    const test = await call('POST', `/webhooks/${endpointId}/test`);
    expect(test.status).toBe(200);
    const deliveryId = test.body.data.deliveryId as string;

    // The receiver has the request and holds it: the server is mid-delivery when it dies.
    await expect.poll(() => receiver.received.length, { timeout: 10_000, interval: 50 }).toBe(1);
    portal.child.kill('SIGKILL');
    await portal.exit.catch(() => undefined);
    const [job] = await database.db.query<{ locked_by: string | null }>("SELECT locked_by FROM jobs WHERE task = 'webhook.deliver'");
    expect(job?.locked_by).not.toBeNull();
    // The lease (120 s) runs out; moved in the database rather than waited for.
    await database.db.query("UPDATE jobs SET locked_until = now() WHERE task = 'webhook.deliver'");

    receiver.release('/hooks');
    portal = await startPortalProcess(env);
    await expect.poll(() => receiver.received.length, { timeout: 15_000, interval: 100 }).toBe(2);
    const [first, second] = receiver.received;
    expect(second!.headers['webhook-id']).toBe(deliveryId);
    expect(second!.body).toBe(first!.body);
    expect(new Webhook(secret).verify(second!.body, second!.headers as Record<string, string>)).toMatchObject({ type: 'webhook.test' });
    await expect
      .poll(async () => (await database.db.query<{ status: string }>('SELECT status FROM webhook_deliveries WHERE id = $1', [deliveryId]))[0]?.status, {
        timeout: 5_000,
        interval: 100,
      })
      .toBe('SUCCEEDED');
    expect(await database.db.query("SELECT id FROM jobs WHERE task = 'webhook.deliver'")).toEqual([]);
  }, 60_000);
});
