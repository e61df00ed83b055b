import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokenOf,
  chromiumPath,
  expectAccessible,
  passStepUpPrompt,
  screenshot,
  signInThroughUi,
  startPortalE2e,
  type PortalE2e,
} from './support/portal-e2e.js';
import { makeStale } from './support/step-up.js';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from './support/webhook-receiver.js';
import { addMember, createAccount, partnerApi } from './support/workspaces.js';

/**
 * The webhooks page and an API key's usage, in Chromium against the real server: an endpoint created on the
 * page (its secret shown once) gets a test event at a real receiver on 127.0.0.1, signed with that secret, and
 * the page shows it delivered; disable, enable, a rotation through the step-up prompt (the next event signed
 * with the new secret), redelivery, delete. On the API keys page, the rate limit above the server's ceiling is
 * refused at its field, and a key's usage shows the machine call made with it.
 */
let e2e: PortalE2e;
let receiver: WebhookReceiver;

const receivedAt = (path: string): ReceivedWebhook[] => receiver.received.filter((request) => request.path === path);
const verified = (secret: string, request: ReceivedWebhook) => new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as { type: string };

async function secretShown(page: Page): Promise<string> {
  const secret = (await page.getByTestId('shown-once-value').textContent())!.trim();
  await page.getByRole('button', { name: 'I have copied it' }).click();
  return secret;
}

/** Sends a test event from the endpoint's page and waits until the page shows one more delivery delivered. */
async function sendTestEvent(page: Page, delivered: number): Promise<void> {
  await page.getByRole('button', { name: 'Send a test event' }).click();
  const deliveries = page.getByRole('table', { name: 'Deliveries' });
  // The page refetches while a delivery is pending; the runner sends it on its own, the drain only hurries it.
  await expect
    .poll(
      async () => {
        await e2e.server.app.jobs.drain();
        return deliveries.getByRole('row', { name: /webhook\.test.*Delivered/ }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(delivered);
}

describe.skipIf(!chromiumPath)('portal web app: webhooks and API-key usage', () => {
  beforeAll(async () => {
    [e2e, receiver] = await Promise.all([
      // The receiver listens on loopback; the shortest step-up window makes a session stale by ageing it.
      startPortalE2e({ env: { WEBHOOK_ALLOW_PRIVATE: 'true', STEP_UP_MAX_AGE: '30' } }),
      startWebhookReceiver(),
    ]);
  });

  afterAll(async () => {
    await e2e?.close();
    await receiver?.close();
  });

  it('creates an endpoint (secret once), sends a test event delivered to the receiver, disables, enables, edits, rotates, redelivers, deletes', async () => {
    const owner = await createAccount(e2e.server, 'web-webhooks');
    const { page, errors, context } = await e2e.newPage();
    await signInThroughUi(e2e, page, owner);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    await page.getByText('No webhook endpoints yet.').waitFor();

    const url = `${receiver.url}/hooks/portal`;
    await page.getByRole('button', { name: 'Add an endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    // Nothing chosen: refused in the form, before any request.
    await form.getByRole('button', { name: 'Add the endpoint' }).click();
    await form.getByText('Give the endpoint a URL.').waitFor();
    await form.getByText('Choose at least one event.').waitFor();
    // The event types come from the API's catalogue.
    await form.getByRole('checkbox', { name: 'recharge.completed' }).check();
    await form.getByRole('checkbox', { name: 'transfer.received' }).check();
    await form.getByLabel('Description').fill('Ledger sync');
    // A URL the server refuses: its reason at the field.
    const urlField = form.getByLabel(/^URL/);
    await urlField.fill('ftp://example.com/hooks');
    await form.getByRole('button', { name: 'Add the endpoint' }).click();
    await form.getByText('the URL must use http or https', { exact: false }).waitFor();
    expect(await urlField.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await urlField.fill(url);
    await form.getByRole('button', { name: 'Add the endpoint' }).click();

    await page.getByText('you will not see it again', { exact: false }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'webhook-secret');
    const secret = await secretShown(page);
    expect(secret).toMatch(/^whsec_/);
    expect(await page.content()).not.toContain(secret);

    const row = page.getByRole('row', { name: new RegExp(url) });
    await expect.poll(() => row.textContent()).toContain('recharge.completed');
    expect(await row.textContent()).toContain('transfer.received');
    expect(await row.textContent()).toContain('Enabled');
    await screenshot(page, 'webhooks');

    await row.getByRole('link', { name: url }).click();
    await page.getByRole('heading', { name: 'Webhook endpoint' }).waitFor();
    await page.getByText('Nothing was sent to this endpoint yet.').waitFor();
    await sendTestEvent(page, 1);
    // Received, and signed with the secret the page showed once.
    expect(receivedAt('/hooks/portal')).toHaveLength(1);
    expect(verified(secret, receivedAt('/hooks/portal')[0]!).type).toBe('webhook.test');
    await expectAccessible(page);
    await screenshot(page, 'webhook-detail');

    await page.getByRole('button', { name: 'Disable' }).click();
    await page.getByText('The endpoint is disabled.').waitFor();
    await page.getByRole('button', { name: 'Enable' }).waitFor();
    expect(await page.getByRole('button', { name: 'Send a test event' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Enable' }).click();
    await page.getByText('The endpoint is enabled.').waitFor();
    await page.getByRole('button', { name: 'Disable' }).waitFor();

    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Change the endpoint' });
    expect(await edit.getByRole('checkbox', { name: 'recharge.completed' }).isChecked()).toBe(true);
    await edit.getByLabel('Description').fill('Ledger sync, second system');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByText('Ledger sync, second system').waitFor();

    // Rotation needs a recent sign-in: the prompt asks, then the rotation runs and shows the new secret once.
    await makeStale(e2e.server, await accessTokenOf(page));
    await page.getByRole('button', { name: 'Rotate the secret' }).click();
    await page.getByRole('dialog', { name: 'Rotate the signing secret?' }).getByRole('button', { name: 'Rotate' }).click();
    await passStepUpPrompt(e2e, page, owner);
    const rotated = await secretShown(page);
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await sendTestEvent(page, 2);
    const second = receivedAt('/hooks/portal')[1]!;
    expect(verified(rotated, second).type).toBe('webhook.test');
    expect(() => verified(secret, second)).toThrow();

    // Redelivered: the same message (same webhook-id) reaches the receiver once more.
    const firstId = receivedAt('/hooks/portal')[0]!.headers['webhook-id'];
    const deliveries = page.getByRole('table', { name: 'Deliveries' });
    await deliveries.getByRole('button', { name: /^Redeliver webhook\.test/ }).last().click();
    await page.getByText('The delivery is sent again.').waitFor();
    await expect
      .poll(async () => {
        await e2e.server.app.jobs.drain();
        return receivedAt('/hooks/portal').filter((request) => request.headers['webhook-id'] === firstId).length;
      })
      .toBe(2);

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this endpoint?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No webhook endpoints yet.').waitFor();
    // The only refusals the page met: the URL, and the one the step-up prompt answered.
    expect(errors.map((error) => error.replace(/whe_\w+/, '{endpointId}'))).toEqual([
      '400 POST /web/v1/partner/webhooks',
      '403 POST /web/v1/partner/webhooks/{endpointId}/rotate-secret',
    ]);
    await context.close();
  });

  it('shows a member holding webhooks:read the endpoints and deliveries, without a button that changes them', async () => {
    const [owner, reader] = await Promise.all([createAccount(e2e.server, 'web-webhooks-owner'), createAccount(e2e.server, 'web-webhooks-reader')]);
    const ownerSide = await e2e.newPage();
    await signInThroughUi(e2e, ownerSide.page, owner);
    const call = partnerApi(e2e.server);
    const asOwner = async (path: string, body: unknown) => {
      const res = await call(await accessTokenOf(ownerSide.page), 'POST', path, { workspace: owner.workspaceBizId, body });
      expect(res.status, res.text).toBeLessThan(300);
      return res.body.data as Record<string, string>;
    };
    const url = `${receiver.url}/hooks/read-only`;
    await asOwner('/webhooks', { url, events: ['recharge.completed'] });
    const role = await asOwner('/roles', { roleName: 'Webhook reader', description: '' });
    // wallets:read for the dashboard the reader lands on; nothing else of the webhooks' but reading.
    await asOwner('/roles/permissions', { roleId: role.bizId, permissionCodes: ['webhooks:read', 'wallets:read'] });
    await addMember(e2e.server, owner.workspaceBizId, reader.accountBizId, role.bizId!);
    // The owner's workspace is where the reader lands after signing in.
    await e2e.server.db.query('UPDATE memberships SET is_default = (workspace_id = $2) WHERE account_id = $1', [reader.accountBizId, owner.workspaceBizId]);
    await ownerSide.context.close();

    const { page, errors, context } = await e2e.newPage();
    await signInThroughUi(e2e, page, reader);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByText('Your role lets you see the endpoints but not change them.').waitFor();
    expect(await page.getByRole('link', { name: 'API keys' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add an endpoint' }).count()).toBe(0);
    await page.getByRole('link', { name: url }).click();
    await page.getByText('Nothing was sent to this endpoint yet.').waitFor();
    for (const action of ['Edit', 'Disable', 'Send a test event', 'Rotate the secret', 'Delete']) {
      expect(await page.getByRole('button', { name: action, exact: true }).count(), action).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("refuses a key's rate limit above the ceiling at its field, then shows the key's usage after a machine call", async () => {
    const owner = await createAccount(e2e.server, 'web-key-usage');
    const { page, errors, context } = await e2e.newPage();
    await signInThroughUi(e2e, page, owner);
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('button', { name: 'Create an API key' }).click();
    const form = page.getByRole('dialog', { name: 'Create an API key' });
    await form.getByLabel(/^Name/).fill('Usage robot');
    await form.getByRole('checkbox', { name: 'wallets:read' }).check();
    const rateLimit = form.getByLabel(/^Requests per second/);
    await rateLimit.fill('101');
    await form.getByRole('button', { name: 'Create the key' }).click();
    // This server's ceiling, in the portal's words, next to the field (not the API's English detail with the field's wire name).
    await expect.poll(() => form.getByText('At most 100 requests per second on this server.').isVisible()).toBe(true);
    expect(await rateLimit.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'api-key-rate-limit');
    await rateLimit.fill('20');
    await form.getByRole('button', { name: 'Create the key' }).click();
    const secret = await secretShown(page);

    const call = await e2e.server.request('/api/v1/wallets', { headers: { authorization: `Bearer ${secret}`, 'cf-connecting-ip': '198.51.100.77' } });
    expect(call.status).toBe(200);
    // The first request of a key is counted in the database at once, though after the answer.
    const stored = async () =>
      (await e2e.server.db.query<{ n: bigint }>('SELECT COALESCE(sum(request_count), 0)::bigint AS n FROM api_key_usage u JOIN api_keys k ON k.id = u.api_key_id WHERE k.name = $1', ['Usage robot']))[0]!.n;
    await expect.poll(async () => {
      await e2e.server.app.jobs.drain();
      return stored();
    }).toBe(1n);

    await page.getByRole('button', { name: 'Usage of Usage robot' }).click();
    const usage = page.getByRole('dialog', { name: 'Usage of Usage robot' });
    await usage.getByText('198.51.100.77').waitFor();
    expect(await usage.textContent()).toContain('20 requests per second');
    const days = usage.getByRole('table', { name: 'Requests per day, last 14 days' });
    expect(await days.getByRole('row').count()).toBe(15);
    // Today (UTC) first, with the one call.
    expect(await days.getByRole('row').nth(1).getByRole('cell').last().textContent()).toBe('1');
    await expectAccessible(page);
    await screenshot(page, 'api-key-usage');
    // The list behind it (read before the call) no longer says the key was never used.
    await usage.getByRole('button', { name: 'Close' }).click();
    const row = page.getByRole('row', { name: /Usage robot/ });
    await expect.poll(async () => row.textContent()).not.toContain('Never');
    expect(errors).toEqual(['400 POST /web/v1/partner/api-keys']);
    await context.close();
  });
});
