import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addExchangeRate, fund, ledgerOf } from './support/money.js';
import { chromiumPath, expectAccessible, screenshot, signInThroughUi, startPortalE2e, type PortalE2e } from './support/portal-e2e.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/**
 * Exchanges and transfers as a partner makes them, in Chromium against the real server: an exchange quoted
 * (its countdown running), executed, both balances changed on the dashboard and the exchange in the list; a
 * transfer to another workspace's wallet with its fee preview, in the list and its detail, and the money in
 * the receiving workspace, seen by its owner in a browser of their own.
 */
let e2e: PortalE2e;
let pat: TestAccount;
let rex: TestAccount;
let rexUsdWallet: string;

/** The dashboard's card of one currency, e.g. `USD`. */
const walletCard = (page: Page, currency: string) => page.getByRole('region', { name: currency, exact: true });

/** Picks `option` of the first select named `combobox` (the form's; a list filter below may bear the same name). */
async function pickOption(page: Page, combobox: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe.skipIf(!chromiumPath)('portal web app: exchanges and transfers', () => {
  beforeAll(async () => {
    e2e = await startPortalE2e();
    [pat, rex] = await Promise.all([createAccount(e2e.server, 'portal-fx'), createAccount(e2e.server, 'portal-payee')]);
    // USD → EUR at 0.9 with a 1 % fee taken from the sold amount; 1,000.00 USD to spend.
    await addExchangeRate(e2e.server, 'USD', 'EUR', '0.9', { feeBps: 100 });
    await fund(e2e.server, pat.workspaceBizId, 'USD', '1000.00');
    rexUsdWallet = (await ledgerOf(e2e.server).ensureWallet(rex.workspaceBizId, 'USD')).id;
  });

  afterAll(async () => {
    if (e2e) expect((await ledgerOf(e2e.server).checkInvariants()).ok).toBe(true);
    await e2e?.close();
  });

  it('exchanges USD for EUR from a quote with a running countdown; both balances change and the exchange is listed', async () => {
    const { page, errors, context } = await e2e.newPage();
    await signInThroughUi(e2e, page, pat);
    await walletCard(page, 'USD').getByText('1,000.00').first().waitFor();
    await page.getByRole('link', { name: 'Exchanges' }).click();
    await page.getByRole('heading', { name: 'Exchanges', level: 2 }).waitFor();
    await page.getByText('No exchanges yet.').waitFor();

    await pickOption(page, 'You sell', 'USD');
    await pickOption(page, 'You buy', 'EUR');
    await page.getByRole('textbox', { name: /^Amount to sell/ }).fill('200');
    await page.getByRole('button', { name: 'Get a quote' }).click();
    const quote = page.getByRole('region', { name: 'Quote' });
    // 1 % of 200.00 USD = 2.00; 198.00 × 0.9 = 178.20 EUR.
    await quote.getByText('178.20 EUR').waitFor();
    expect(await quote.innerText()).toMatch(/Sold\s+200\.00 USD[\s\S]*Received\s+178\.20 EUR[\s\S]*Fee \(included in the sold amount\)\s+2\.00 USD[\s\S]*1 USD = 0\.9 EUR/);
    // The countdown runs: the time left shrinks while the quote is on screen.
    const countdown = quote.getByText(/^This quote is valid for \d+:\d\d\.$/);
    const secondsLeft = async () => {
      const [, minutes, seconds] = /(\d+):(\d\d)/.exec((await countdown.textContent()) ?? '')!;
      return Number(minutes) * 60 + Number(seconds);
    };
    const first = await secondsLeft();
    expect(first).toBeGreaterThan(30);
    await expect.poll(secondsLeft, { timeout: 5_000 }).toBeLessThan(first);
    await expectAccessible(page);
    await screenshot(page, 'exchange-quote');

    await quote.getByRole('button', { name: 'Exchange now' }).click();
    await page.getByText('Exchange done: your wallets are updated.').waitFor();
    await expect.poll(() => quote.count()).toBe(0);
    const row = page.getByRole('table', { name: 'Exchanges made' }).getByRole('row').nth(1);
    await row.waitFor();
    expect(await row.innerText()).toMatch(/200\.00 USD\s+178\.20 EUR\s+2\.00 USD\s+0\.9/);
    expect(await page.getByRole('table', { name: 'Exchanges made' }).getByRole('row').count()).toBe(2);
    await expectAccessible(page);
    await screenshot(page, 'exchanges');

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await walletCard(page, 'USD').getByText('800.00').first().waitFor();
    await walletCard(page, 'EUR').getByText('178.20').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'dashboard-after-exchange');

    const stored = await e2e.server.db.query<{ sell_amount: string; buy_amount: string; fee: string }>(
      'SELECT sell_amount::text, buy_amount::text, fee::text FROM exchanges WHERE workspace_id = $1',
      [pat.workspaceBizId],
    );
    expect(stored).toEqual([{ sell_amount: '20000', buy_amount: '17820', fee: '200' }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("transfers to another workspace's wallet after the fee preview; listed, detailed, and received by the other owner", async () => {
    const { page, errors, context } = await e2e.newPage();
    await signInThroughUi(e2e, page, pat);
    await page.getByRole('link', { name: 'Transfers' }).click();
    await page.getByRole('heading', { name: 'Transfers', level: 2 }).waitFor();
    await page.getByText('No transfers yet.').waitFor();

    // The segmented control's radios are visually hidden behind their labels: click the label, as a user does.
    await page.locator('label', { hasText: 'A wallet' }).click();
    expect(await page.getByRole('radio', { name: 'A wallet' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: /^Wallet id of the recipient/ }).fill(rexUsdWallet);
    await pickOption(page, 'Currency', 'USD');
    await page.getByRole('textbox', { name: /^Amount/ }).fill('75.25');
    await page.getByRole('textbox', { name: /^Note for both sides/ }).fill('Invoice 42');
    await page.getByRole('button', { name: 'Review the transfer' }).click();
    const review = page.getByRole('region', { name: 'Check before sending' });
    await review.getByText('75.25 USD').first().waitFor();
    // Transfers cost no fee today: the preview says so before anything moves. 800.00 USD left after the exchange.
    expect(await review.innerText()).toMatch(
      new RegExp(`Recipient workspace\\s+${rex.workspaceBizId}[\\s\\S]*Amount\\s+75\\.25 USD[\\s\\S]*Fee\\s+0\\.00 USD[\\s\\S]*Leaves your wallet\\s+75\\.25 USD[\\s\\S]*Available now\\s+800\\.00 USD`),
    );
    await expectAccessible(page);
    await screenshot(page, 'transfer-review');

    await review.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Transfer', exact: true, level: 2 }).waitFor();
    await page.getByText('Completed').first().waitFor();
    const detail = await page.locator('main').innerText();
    expect(detail).toMatch(/Direction\s+Sent/);
    expect(detail).toContain(`${rex.workspaceBizId} / ${rexUsdWallet}`);
    expect(detail).toMatch(/Amount\s+75\.25 USD[\s\S]*Fee\s+0\.00 USD/);
    expect(detail).toMatch(/Invoice 42/);
    await expectAccessible(page);
    await screenshot(page, 'transfer-detail');

    await page.getByRole('link', { name: 'Back to the transfers' }).click();
    const row = page.getByRole('table', { name: 'Transfers sent and received' }).getByRole('row').nth(1);
    await row.waitFor();
    expect(await row.innerText()).toMatch(new RegExp(`Sent\\s+${rex.workspaceBizId}\\s+-75\\.25 USD`));
    await expectAccessible(page);
    await screenshot(page, 'transfers');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await walletCard(page, 'USD').getByText('724.75').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // The receiving workspace's owner, in a browser of their own, sees the money arrive.
    const payee = await e2e.newPage();
    await signInThroughUi(e2e, payee.page, rex);
    await walletCard(payee.page, 'USD').getByText('75.25').first().waitFor();
    await expectAccessible(payee.page);
    await screenshot(payee.page, 'dashboard-transfer-received');
    await payee.page.getByRole('link', { name: 'Transfers' }).click();
    const received = payee.page.getByRole('table', { name: 'Transfers sent and received' }).getByRole('row').nth(1);
    await received.waitFor();
    expect(await received.innerText()).toMatch(new RegExp(`Received\\s+${pat.workspaceBizId}\\s+\\+75\\.25 USD`));
    await received.getByRole('link').click();
    await payee.page.getByRole('heading', { name: 'Transfer', exact: true, level: 2 }).waitFor();
    // The heading shows while the transfer still loads: wait for its fields, not for the frame.
    await expect.poll(() => payee.page.locator('main').innerText()).toMatch(/Direction\s+Received/);
    await expectAccessible(payee.page);
    expect(payee.errors).toEqual([]);
    await payee.context.close();
  });
});
