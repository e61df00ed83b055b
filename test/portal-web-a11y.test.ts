import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from './support/operators.js';
import { chromiumPath, mailedSignInCode, seriousA11yViolations, signInThroughUi, startPortalE2e, type PortalE2e } from './support/portal-e2e.js';
import { routeTurnstileStandIn } from './support/turnstile-browser.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/**
 * Accessibility of the whole app, in Chromium against the real server: every page of the route table
 * scanned by axe-core (no serious or critical violation), and sign-in done with the keyboard alone.
 * Pages that show one record (`:bizId`) are scanned where their flows open them (the money and operator
 * files); the list below must name every other page, so a new page cannot skip the scan.
 */
const PUBLIC_PAGES = ['/sign-in', '/mailbox', '/forgot-password', '/reset-password', '/set-password', '/register', '/operator/sign-in'];
const PARTNER_PAGES = [
  '/',
  '/profile',
  '/team/members',
  '/team/roles',
  '/team/invitations',
  '/team/referrals',
  '/my-invitations',
  '/audit',
  '/api-keys',
  '/security',
  '/webhooks',
  '/recharges',
  '/recharges/new',
  '/withdrawals',
  '/withdrawals/new',
  '/exchanges',
  '/transfers',
];
const OPERATOR_PAGES = [
  '/operator',
  '/operator/withdrawals',
  '/operator/accounts',
  '/operator/ledger',
  '/operator/audit',
  '/operator/currencies',
  '/operator/channels',
  '/operator/fx-rates',
  '/operator/fee-rules',
];

/** The paths of packages/portal-web/src/app/routes.tsx, read from its source: `/`-rooted, the operator's under /operator. */
function routeTablePaths(): string[] {
  const source = readFileSync(new URL('../packages/portal-web/src/app/routes.tsx', import.meta.url), 'utf8');
  const operatorAt = source.indexOf("path: 'operator'");
  const paths = new Set<string>();
  for (const match of source.matchAll(/\{ (?:path: '([^']*)'|index: true)/g)) {
    const under = match.index > operatorAt ? '/operator' : '';
    const path = match[1];
    if (path === 'operator' || path === '*' || path?.includes(':')) continue;
    paths.add(path === undefined ? under || '/' : `${under}/${path}`);
  }
  return [...paths].sort();
}

/** Presses Tab until `target` has the focus; fails when it is not reached within `presses` (a control the keyboard cannot reach). */
async function tabTo(page: Page, target: Locator, presses = 20): Promise<void> {
  for (let pressed = 0; pressed < presses; pressed += 1) {
    if (await target.evaluate((element) => element === (element.ownerDocument.activeElement as unknown))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${String(target)} in ${presses} presses`);
}

/** Waits for the page's content (its first heading) and the end of every loader, then scans it. */
async function scan(page: Page, path: string): Promise<{ path: string; violations: Awaited<ReturnType<typeof seriousA11yViolations>> }> {
  await page.goto(path);
  await page.getByRole('heading').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .mantine-Loader-root'));
  return { path, violations: await seriousA11yViolations(page) };
}

declare const document: { querySelector(selector: string): unknown };
let e2e: PortalE2e;
let alice: TestAccount;
let operator: { email: string; password: string };

describe.skipIf(!chromiumPath)('portal accessibility', () => {
  beforeAll(async () => {
    e2e = await startPortalE2e();
    alice = await createAccount(e2e.server, 'a11y-partner');
    operator = await createOperator(e2e.server, 'a11y-operator');
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it('names every page of the route table in this sweep', () => {
    expect(routeTablePaths()).toEqual([...PUBLIC_PAGES, ...PARTNER_PAGES, ...OPERATOR_PAGES].sort());
  });

  it('has no serious or critical axe violation on any public page', async () => {
    const { page, context } = await e2e.newPage();
    // Forgot-password and registration render the Turnstile widget: its script from the local stand-in.
    await routeTurnstileStandIn(context);
    const results = [];
    for (const path of PUBLIC_PAGES) results.push(await scan(page, path));
    expect(results).toEqual(PUBLIC_PAGES.map((path) => ({ path, violations: [] })));
    await context.close();
  });

  it("has no serious or critical axe violation on any of the partner's pages", async () => {
    const { page, errors, context } = await e2e.newPage();
    await signInThroughUi(e2e, page, alice);
    const results = [];
    for (const path of PARTNER_PAGES) results.push(await scan(page, path));
    expect(results).toEqual(PARTNER_PAGES.map((path) => ({ path, violations: [] })));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("has no serious or critical axe violation on any of the operator console's pages", async () => {
    const { page, errors, context } = await e2e.newPage();
    await signInThroughUi(e2e, page, operator, '/operator/sign-in');
    const results = [];
    for (const path of OPERATOR_PAGES) results.push(await scan(page, path));
    expect(results).toEqual(OPERATOR_PAGES.map((path) => ({ path, violations: [] })));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in with the keyboard alone: Tab through the fields, Enter to submit, the code typed where the focus lands', async () => {
    const { page, errors, context } = await e2e.newPage();
    await page.goto('/sign-in');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    // From the top of the page, as a keyboard user arrives.
    await page.locator('body').focus();
    await tabTo(page, page.getByLabel('E-mail'));
    await page.keyboard.type(alice.email);
    await tabTo(page, page.getByLabel(/^Password/));
    await page.keyboard.type(alice.password);
    const mailsBefore = e2e.smtp.mails.length;
    await page.keyboard.press('Enter');

    const code = await mailedSignInCode(e2e.smtp, alice.email, mailsBefore);
    const codeField = page.getByLabel('Code from the e-mail');
    await codeField.waitFor();
    // The second step puts the focus in its field: no Tab needed.
    await expect.poll(() => codeField.evaluate((element) => element === (element.ownerDocument.activeElement as unknown))).toBe(true);
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    // The navigation is reachable by keyboard too: Tab to a link, Enter follows it.
    await tabTo(page, page.getByRole('link', { name: 'API keys' }), 40);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
