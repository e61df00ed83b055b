import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWithdrawalsRepo } from '../src/modules/money/withdrawals.repo.js';
import { png } from './support/files.js';
import { addRechargeChannel, fund } from './support/money.js';
import { chromiumPath, expectAccessible, screenshot, signInThroughUi, startPortalE2e, type PortalE2e } from './support/portal-e2e.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/**
 * The money pages as a partner uses them, in Chromium against the real server: a recharge quoted, created
 * (a double click creates one), its payment proof uploaded and seen in the list with its status; a withdrawal
 * whose fee the API shows before the user confirms, then cancelled.
 */
let e2e: PortalE2e;
let pat: TestAccount;

describe.skipIf(!chromiumPath)('portal web app: money', () => {
  beforeAll(async () => {
    e2e = await startPortalE2e();
    pat = await createAccount(e2e.server, 'portal-money');
    // A USD channel charging 1.00 + 0.5 %; USD withdrawals cost 2.00 + 1 %; 1,000.00 USD to spend.
    await addRechargeChannel(e2e.server, { name: 'US wire', fixedFee: 100n, feeBps: 50, minAmount: 1000n, instructions: 'Wire to ACME Bank 123' });
    await createWithdrawalsRepo().upsertFeeRule(e2e.server.db, { currency: 'USD', fixedFee: 200n, feeBps: 100, minAmount: 500n, maxAmount: null });
    await fund(e2e.server, pat.workspaceBizId, 'USD', '1000.00');
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it('creates a recharge from a quote, uploads its payment proof and lists it with its status', async () => {
    const { page, errors, context } = await e2e.newPage();
    await signInThroughUi(e2e, page, pat);
    await page.getByRole('link', { name: 'Recharges' }).click();
    await page.getByText('No recharges match.').waitFor();
    await page.getByRole('link', { name: 'New recharge' }).click();

    await page.getByRole('combobox', { name: 'Channel' }).click();
    await page.getByRole('option', { name: 'US wire (USD)' }).click();
    await page.getByLabel('Amount you pay').fill('200');
    await page.getByRole('button', { name: 'Get a quote' }).click();
    const quote = page.getByRole('region', { name: 'Quote' });
    await quote.getByText('This quote is valid for').waitFor();
    // 1.00 + 0.5 % of 200.00 = 2.00; the wallet receives 198.00.
    expect(await quote.innerText()).toMatch(/Fee\s+2\.00 USD[\s\S]*Credited to your wallet\s+198\.00 USD/);
    await expectAccessible(page);

    // A double click is one intent: one Idempotency-Key, one recharge.
    await page.getByRole('button', { name: 'Create the recharge' }).dblclick();
    await page.getByRole('heading', { name: 'Recharge', exact: true }).waitFor();
    await page.getByText('Awaiting payment').first().waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png(4) });
    await page.getByRole('button', { name: 'Send the proof' }).click();
    await page.getByText('The payment proof is attached to the recharge.').waitFor();
    await page.getByText('receipt.png').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'recharge-detail');

    await page.getByRole('link', { name: 'Back to the recharges' }).click();
    const row = page.getByRole('table', { name: 'Recharges' }).getByRole('row').nth(1);
    await row.getByText('Proof submitted').waitFor();
    expect(await row.innerText()).toContain('200.00 USD');
    expect(await page.getByRole('table', { name: 'Recharges' }).getByRole('row').count()).toBe(2);
    await expectAccessible(page);
    await screenshot(page, 'recharges');

    const stored = await e2e.server.db.query<{ status: string; proof_file_id: string | null }>(
      'SELECT status, proof_file_id FROM recharges WHERE workspace_id = $1',
      [pat.workspaceBizId],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'PROOF_SUBMITTED' });
    expect(stored[0]!.proof_file_id).toMatch(/^fil_/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the fee of a withdrawal before it is confirmed, then cancels it', async () => {
    const { page, errors, context } = await e2e.newPage();
    await signInThroughUi(e2e, page, pat);
    await page.getByRole('link', { name: 'Withdrawals' }).click();
    await page.getByRole('link', { name: 'New withdrawal' }).click();

    await page.getByRole('button', { name: 'Add a destination' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'USD', exact: true }).click();
    await dialog.getByLabel(/^Name of this destination/).fill('Main bank');
    await dialog.getByLabel(/^Account holder/).fill('Pat Partner');
    await dialog.getByLabel(/^Account number or IBAN/).fill('DE89 3704 0044 0532 0130 00');
    await dialog.getByRole('textbox', { name: /^Bank/ }).fill('Example Bank');
    await dialog.getByRole('button', { name: 'Save the destination' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByLabel(/^Amount paid out/).fill('100');
    await page.getByRole('button', { name: 'Review' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
    // 2.00 + 1 % of 100.00 = 3.00, frozen with the amount: 103.00.
    await confirm.getByText('3.00 USD', { exact: true }).waitFor();
    expect(await confirm.innerText()).toMatch(/Fee\s+3\.00 USD[\s\S]*Total frozen \(amount \+ fee\)\s+103\.00 USD/);
    await expectAccessible(page);
    await screenshot(page, 'withdrawal-confirm');
    await confirm.getByRole('button', { name: 'Withdraw' }).click();

    await page.getByRole('heading', { name: 'Withdrawal', exact: true }).waitFor();
    await page.getByText('Pending').first().waitFor();
    await page.getByRole('button', { name: 'Cancel the withdrawal' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel the withdrawal' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByText('Cancelled').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'withdrawal-cancelled');

    const stored = await e2e.server.db.query<{ status: string; amount: string; fee: string }>('SELECT status, amount::text, fee::text FROM withdrawals WHERE workspace_id = $1', [
      pat.workspaceBizId,
    ]);
    expect(stored).toEqual([{ status: 'CANCELLED', amount: '10000', fee: '300' }]);
    // Cancelled: the money is available again on the dashboard.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByText('1,000.00').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
