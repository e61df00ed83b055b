import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, chromiumPath, expectAccessible, passStepUpPrompt, screenshot, signInThroughUi, startPortalE2e, type PortalE2e } from './support/portal-e2e.js';
import { makeStale } from './support/step-up.js';
import { authenticatorCode } from './support/totp.js';
import { createAccount } from './support/workspaces.js';

/**
 * The API keys and security pages and the step-up prompt, in Chromium against the real server: an API key's
 * secret is shown exactly once; an authenticator enrolled on the security page (codes computed here) signs the
 * user in; a session older than the step-up window meets the prompt, and the refused action goes through after.
 */
let e2e: PortalE2e;

async function openApiKeys(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'API keys' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'API keys' }).isVisible()).toBe(true);
}

async function createKey(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Create an API key' }).click();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('checkbox', { name: 'wallets:read' }).check();
  await page.getByLabel('IP allow-list').fill('203.0.113.0/24\n198.51.100.7');
  await page.getByRole('button', { name: 'Create the key' }).click();
  return (await page.getByTestId('shown-once-value').textContent())!.trim();
}

describe.skipIf(!chromiumPath)('portal web app: API keys, security, step-up', () => {
  beforeAll(async () => {
    // The shortest step-up window the server takes; the stale session is made by ageing its auth time.
    e2e = await startPortalE2e({ env: { STEP_UP_MAX_AGE: '30' } });
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it('creates an API key with the scopes and allow-list chosen, and shows its secret exactly once', async () => {
    const owner = await createAccount(e2e.server, 'web-api-keys');
    const { page, errors, context } = await e2e.newPage();
    await signInThroughUi(e2e, page, owner);
    await openApiKeys(page);
    await expect.poll(() => page.getByText('No API keys yet.').isVisible()).toBe(true);
    await expectAccessible(page);

    const secret = await createKey(page, 'Reconciliation job');
    expect(secret).toMatch(/^pk_live_\S{20,}$/);
    await expect.poll(() => page.getByText('you will not see it again', { exact: false }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'api-keys-secret');

    // Closed: the secret is nowhere on the page; the list shows the key with what it was given, and its prefix only.
    await page.getByRole('button', { name: 'I have copied it' }).click();
    const row = page.getByRole('row', { name: /Reconciliation job/ });
    await expect.poll(() => row.textContent()).toContain('wallets:read');
    expect(await row.textContent()).toContain('203.0.113.0/24, 198.51.100.7');
    expect(await page.content()).not.toContain(secret);

    // Reloaded: still the key, never the secret.
    await page.reload();
    await page.getByRole('row', { name: /Reconciliation job/ }).waitFor();
    expect(await page.content()).not.toContain(secret);
    await screenshot(page, 'api-keys');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('enrols an authenticator from the QR code page with a computed code, then signs in with it', async () => {
    const user = await createAccount(e2e.server, 'web-otp');
    const { page, errors, context } = await e2e.newPage();
    await signInThroughUi(e2e, page, user);
    await page.getByRole('link', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const qr = page.getByRole('img', { name: /QR code/ });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const key = (await page.getByTestId('otp-secret').textContent())!.trim();
    await expectAccessible(page);
    await screenshot(page, 'security-authenticator');

    const enrolledAt = Date.now();
    await page.getByLabel(/^Code from the app/).fill(authenticatorCode(key, enrolledAt));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect.poll(() => page.getByText('An authenticator app is set up.').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'security');
    expect(errors).toEqual([]);
    await context.close();

    // Another browser signs in with the app's code (the next time step: a used code is not taken twice).
    const second = await e2e.newPage();
    await second.page.goto('/sign-in');
    await second.page.getByLabel('E-mail').fill(user.email);
    await second.page.getByLabel(/^Password/).fill(user.password);
    await second.page.getByRole('button', { name: 'Continue' }).click();
    await second.page.getByText('Authenticator app').click();
    await second.page.getByLabel(/^Code from your authenticator app/).fill(authenticatorCode(key, enrolledAt + 30_000));
    await second.page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => second.page.getByRole('heading', { name: 'Dashboard' }).isVisible()).toBe(true);
    expect(second.errors).toEqual([]);
    await second.context.close();
  });

  it('warns before an IP allow-list would lock the user out, and shows new backup codes once', async () => {
    const user = await createAccount(e2e.server, 'web-allow-list');
    const { page, errors, context } = await e2e.newPage();
    await signInThroughUi(e2e, page, user);
    await page.getByRole('link', { name: 'Security' }).click();
    const address = /This session signed in from (\S+)\./.exec((await page.getByText(/^This session signed in from/).textContent())!)![1]!;

    // A list without the user's address: saved while off, then the warning says what turning it on would do.
    await page.getByLabel(/^Addresses and ranges/).fill('203.0.113.9');
    await page.getByRole('button', { name: 'Save the list' }).click();
    await expect.poll(() => page.getByText('The list was saved.').isVisible()).toBe(true);
    const warning = page.getByRole('alert').filter({ hasText: 'You would lock yourself out' });
    await expect.poll(() => warning.textContent()).toContain(address);
    await expectAccessible(page);
    await screenshot(page, 'security-allow-list');

    // Adding the address clears the warning; saved and turned on, the list holds both.
    await page.getByRole('button', { name: `Add ${address}` }).click();
    await expect.poll(() => warning.count()).toBe(0);
    await page.getByRole('button', { name: 'Save the list' }).click();
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => page.getByText('The allow-list is on.').isVisible()).toBe(true);
    const [stored] = await e2e.server.db.query<{ enabled: boolean; entries: string[] }>(
      'SELECT l.enabled, l.entries FROM account_ip_allow_lists l JOIN accounts a ON a.id = l.account_id WHERE a.email = $1',
      [user.email],
    );
    expect(stored).toMatchObject({ enabled: true });
    expect(stored!.entries).toEqual(expect.arrayContaining(['203.0.113.9', address]));

    // Backup codes: shown once with the warning, then only their count.
    await page.getByRole('button', { name: 'Generate new codes' }).click();
    const codes = (await page.getByTestId('shown-once-value').textContent())!.trim().split('\n');
    expect(codes.length).toBeGreaterThanOrEqual(8);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => page.getByText(`${codes.length} of ${codes.length} codes left.`).isVisible()).toBe(true);
    expect(await page.content()).not.toContain(codes[0]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('meets a stale session with the step-up prompt, then the refused action goes through', async () => {
    const user = await createAccount(e2e.server, 'web-step-up');
    const { page, errors, context } = await e2e.newPage();
    await signInThroughUi(e2e, page, user);
    await openApiKeys(page);
    const first = await createKey(page, 'Payout robot');
    await page.getByRole('button', { name: 'I have copied it' }).click();

    await makeStale(e2e.server, await accessTokenOf(page));
    await page.getByRole('button', { name: 'Actions for Payout robot' }).click();
    await page.getByRole('menuitem', { name: 'Rotate the secret' }).click();
    await page.getByRole('button', { name: 'Rotate', exact: true }).click();

    const prompt = page.getByRole('dialog', { name: 'Confirm it is you' });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'step-up');
    await passStepUpPrompt(e2e, page, user);

    // The rotation was retried after the confirmation: its new secret, shown once.
    const rotated = (await page.getByTestId('shown-once-value').textContent())!.trim();
    expect(rotated).toMatch(/^pk_live_/);
    expect(rotated).not.toBe(first);
    await expect.poll(() => prompt.isVisible()).toBe(false);
    // The only refusal the page met is the one the prompt answered.
    expect(errors).toEqual(['403 POST /web/v1/partner/api-keys/rotate']);
    await context.close();
  });
});
