import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, expectAccessible, screenshot, signInThroughUi, startPortalE2e, type PortalE2e } from './support/portal-e2e.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/**
 * The portal web app as a partner administrator meets it, in Chromium against the real server: the app
 * served with its Content-Security-Policy, sign-in with the e-mailed code, the dashboard of the default
 * workspace, the language switch (the pages and the API's answers), and no serious accessibility violation.
 */
declare const document: { documentElement: { lang: string } };
let e2e: PortalE2e;
let alice: TestAccount;

describe.skipIf(!chromiumPath)('portal web app', () => {
  beforeAll(async () => {
    // The sign-in bodies go encrypted, as in a production portal: the app must open the secure channel.
    e2e = await startPortalE2e({ env: { SECURE_CHANNEL_REQUIRED: 'auth' } });
    alice = await createAccount(e2e.server, 'portal-web');
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it('is served at / under a strict Content-Security-Policy, and sends a signed-out visitor to sign-in', async () => {
    const { page, errors, context } = await e2e.newPage();
    const answer = await page.goto('/');
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(answer?.headers()['cache-control']).toBe('no-store');
    await page.waitForURL(/\/sign-in/);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'sign-in');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in with the code mailed to the user and shows the dashboard of the default workspace', async () => {
    const { page, errors, context } = await e2e.newPage();
    const sealed: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('/web/v1/partner/auth/') && request.headers()['x-secure-channel-session-id']) sealed.push(new URL(request.url()).pathname);
    });
    await signInThroughUi(e2e, page, alice);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(sealed).toEqual(expect.arrayContaining(['/web/v1/partner/auth/login/initiate', '/web/v1/partner/auth/login/complete']));
    await page.getByText('Wallets').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'dashboard');

    // A reload keeps the session (localStorage) and the page.
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches to Japanese: the pages are translated and the API is asked in ja', async () => {
    const { page, errors, context } = await e2e.newPage();
    await signInThroughUi(e2e, page, alice);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const languages: string[] = [];
    page.on('request', (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/web/v1/')) languages.push(request.headers()['accept-language'] ?? '');
    });

    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: '日本語' }).click();
    await page.getByRole('heading', { name: 'ダッシュボード' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');

    // The choice survives a reload, and every API call after it asks for Japanese.
    await page.reload();
    await page.getByRole('heading', { name: 'ダッシュボード' }).waitFor();
    expect(languages.length).toBeGreaterThan(0);
    expect(languages.at(-1)).toMatch(/^ja\b/);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-ja');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so, in the user\'s language, when the password is wrong, without leaving the page', async () => {
    const { page, errors, context } = await e2e.newPage();
    await page.goto('/sign-in');
    await page.getByLabel('E-mail').fill(alice.email);
    await page.getByLabel(/^Password/).fill('not the password at all');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').first().waitFor();
    const shown = (await page.getByRole('alert').first().textContent()) ?? '';
    // A sentence for a person: no error code, no stack.
    expect(shown).not.toMatch(/AUTH\.|VALIDATION\.|Error:|at \w+ \(/);
    expect(page.url()).toMatch(/\/sign-in/);
    expect(errors).toEqual(['401 POST /web/v1/partner/auth/login/initiate']);
    await context.close();
  });
});
