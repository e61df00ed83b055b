import { completeLogin, dataOf, initiateLogin, sendMfaCode, type PortalClient } from '../packages/client/src/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from './support/files.js';
import { addRechargeChannel } from './support/money.js';
import { createOperator } from './support/operators.js';
import { chromiumPath, expectAccessible, mailedSignInCode, screenshot, signInThroughUi, startPortalE2e, type PortalE2e } from './support/portal-e2e.js';
import { sdkClient } from './support/sdk.js';
import { createAccount, partnerAccounts, uniqueEmail, type TestAccount } from './support/workspaces.js';

/**
 * The operator console (/operator) as an operator meets it, in Chromium against the real server: its own
 * sign-in on the operator portal, the recharges to review with the partner's payment proof, confirm and
 * reject; and the confirmed money in the partner's app. The partner's side is made through the SDK for speed.
 */
let e2e: PortalE2e;
let alice: TestAccount;
let operator: { email: string; password: string };
let channelId: string;
let partner: PortalClient;

/** The partner, signed in through the SDK in their default workspace. */
async function partnerClient(): Promise<PortalClient> {
  const client = sdkClient(e2e.server);
  const before = e2e.smtp.mails.length;
  const challenge = await initiateLogin(client, { email: alice.email, password: alice.password });
  await sendMfaCode(client, { sessionId: challenge.sessionId });
  await completeLogin(client, { sessionId: challenge.sessionId, mfaMethod: 'EMAIL', code: await mailedSignInCode(e2e.smtp, alice.email, before) });
  await client.selectWorkspace(alice.workspaceBizId);
  return client;
}

/** A recharge of `amount` USD with a PNG payment proof attached: PROOF_SUBMITTED, waiting for an operator. */
async function rechargeWithProof(amount: string) {
  const recharge = await dataOf(partner.api.POST('/web/v1/partner/recharges', { body: { channelBizId: channelId, amount } }));
  const file = await dataOf(partner.api.POST('/web/v1/partner/files/upload', { body: { file: new Blob([png(8)], { type: 'image/png' }) } }));
  return dataOf(partner.api.POST('/web/v1/partner/recharges/{bizId}/proof', { params: { path: { bizId: recharge.bizId } }, body: { fileBizId: file.bizId } }));
}

describe.skipIf(!chromiumPath)('operator console', () => {
  beforeAll(async () => {
    // Sign-in and operator bodies go encrypted, as in production: the console must open the secure channel.
    e2e = await startPortalE2e({ env: { SECURE_CHANNEL_REQUIRED: 'auth,operator' } });
    alice = await createAccount(e2e.server, 'operator-console-partner');
    operator = await createOperator(e2e.server, 'operator-console');
    // 1.00 USD fixed fee: what the wallet receives differs from what the partner pays.
    channelId = await addRechargeChannel(e2e.server, { fixedFee: 100n, name: 'US wire' });
    partner = await partnerClient();
  });

  afterAll(async () => {
    partner?.dispose();
    await e2e?.close();
  });

  it("confirms a partner's recharge after viewing its proof; the partner's wallet then shows the money", async () => {
    const recharge = await rechargeWithProof('125.50');
    const { page, errors, context } = await e2e.newPage();

    // A signed-out visitor of the console meets the operator sign-in, not the partner's.
    await page.goto('/operator');
    await page.waitForURL(/\/operator\/sign-in/);
    await signInThroughUi(e2e, page, operator, '/operator/sign-in');
    await expect.poll(() => page.getByRole('heading', { name: 'Recharges to review' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: `Open recharge ${recharge.paymentReference}` }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'operator-recharges');

    await page.getByRole('button', { name: `Open recharge ${recharge.paymentReference}` }).click();
    const drawer = page.getByRole('dialog', { name: `Recharge ${recharge.paymentReference}` });
    await expect.poll(() => drawer.getByText('124.50 USD').isVisible()).toBe(true);
    await drawer.getByRole('button', { name: 'Show the proof' }).click();
    const proof = drawer.getByRole('img', { name: 'Payment proof sent by the partner' });
    // The image decoded: the proof's bytes came through the operator API.
    await expect.poll(() => proof.evaluate((image: { naturalWidth: number }) => image.naturalWidth)).toBe(8);
    await expectAccessible(page);
    await screenshot(page, 'operator-recharge-proof');

    await drawer.getByRole('button', { name: 'Confirm', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the recharge?' });
    await expect.poll(() => dialog.getByText('124.50 USD becomes available').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText('Recharge confirmed: 124.50 USD credited.').isVisible()).toBe(true);
    await expect.poll(() => drawer.getByText('Completed').isVisible()).toBe(true);
    // Nothing is left to confirm on a completed recharge.
    expect(await drawer.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    // The partner's app shows the money as theirs.
    const partnerPage = await e2e.newPage();
    await signInThroughUi(e2e, partnerPage.page, alice);
    const usd = partnerPage.page.getByRole('region', { name: 'USD' });
    await expect.poll(() => usd.getByText('124.50').first().isVisible()).toBe(true);
    expect(partnerPage.errors).toEqual([]);
    await partnerPage.context.close();
  });

  it('reaches every section from the navbar, each page accessible; runs the ledger check and shows the audit trail', async () => {
    const { page, errors, context } = await e2e.newPage();
    await signInThroughUi(e2e, page, operator, '/operator/sign-in');
    const nav = page.getByRole('navigation', { name: 'Operator console' });
    const sections: Array<[link: string, heading: string, shot: string]> = [
      ['Withdrawals', 'Withdrawals', 'operator-withdrawals'],
      ['Pending accounts', 'Accounts pending approval', 'operator-accounts'],
      ['Currencies', 'Currencies', 'operator-currencies'],
      ['Recharge channels', 'Recharge channels', 'operator-channels'],
      ['Exchange rates', 'Exchange rates', 'operator-fx-rates'],
      ['Withdrawal fees', 'Withdrawal fees', 'operator-fee-rules'],
      ['Ledger check', 'Ledger check', 'operator-ledger'],
      ['Audit trail', 'Audit trail', 'operator-audit'],
    ];
    for (const [link, heading, shot] of sections) {
      await nav.getByRole('link', { name: link }).click();
      await expect.poll(() => page.getByRole('heading', { name: heading, level: 2 }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('status').filter({ has: page.locator('.mantine-Loader-root') }).count()).toBe(0);
      await expectAccessible(page);
      await screenshot(page, shot);
    }
    // The channel the test set up, with its fee in the currency's scale.
    await nav.getByRole('link', { name: 'Recharge channels' }).click();
    await expect.poll(() => page.getByRole('cell', { name: '1.00 USD + 0 bp' }).first().isVisible()).toBe(true);

    await nav.getByRole('link', { name: 'Ledger check' }).click();
    await page.getByRole('button', { name: 'Run the check' }).click();
    await expect.poll(() => page.getByText('The ledger is consistent.').isVisible()).toBe(true);

    // The confirmation of the first test, by this operator, is in the trail.
    await nav.getByRole('link', { name: 'Audit trail' }).click();
    await page.getByLabel('Target type (e.g. recharge)').fill('recharge');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'recharge.confirm' }).first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('rejects a recharge only with a reason, which the partner then reads; signs out to the operator sign-in', async () => {
    const recharge = await rechargeWithProof('40.00');
    const { page, errors, context } = await e2e.newPage();
    await signInThroughUi(e2e, page, operator, '/operator/sign-in');
    await page.getByRole('button', { name: `Open recharge ${recharge.paymentReference}` }).click();
    const drawer = page.getByRole('dialog', { name: `Recharge ${recharge.paymentReference}` });
    await drawer.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject the recharge?' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => dialog.getByText('Give a reason: the partner sees it.').isVisible()).toBe(true);
    await dialog.getByLabel(/^Reason/).fill('No matching payment on the statement');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => page.getByText('The recharge was rejected.').isVisible()).toBe(true);
    const seen = await dataOf(partner.api.GET('/web/v1/partner/recharges/{bizId}', { params: { path: { bizId: recharge.bizId } } }));
    expect(seen).toMatchObject({ status: 'REJECTED', statusReason: 'No matching payment on the statement' });

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/operator\/sign-in/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the accounts pending approval and approves one after a confirmation; the queue refreshes', async () => {
    const register = async (label: string) => {
      const email = uniqueEmail(label);
      await e2e.server.db.transaction((tx) =>
        partnerAccounts(e2e.server).insertPartnerAccount(tx, { email, passwordHash: null, name: label, institutionName: `${label} Remittance`, pending: true }),
      );
      return email;
    };
    const first = await register('Ada');
    const second = await register('Grace');
    const { page, errors, context } = await e2e.newPage();
    await signInThroughUi(e2e, page, operator, '/operator/sign-in');
    await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Pending accounts' }).click();
    const table = page.getByRole('table', { name: 'Accounts pending approval' });
    // Oldest registration first.
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    expect(await table.getByRole('row').nth(1).innerText()).toMatch(new RegExp(`Ada\\s+${first}\\s+Ada Remittance`));
    await expectAccessible(page);
    await screenshot(page, 'operator-accounts-pending');

    await table.getByRole('button', { name: `Approve ${first}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve the account?' });
    await expect.poll(() => dialog.getByText(`Ada (${first}, Ada Remittance) can sign in once the account is approved.`).isVisible()).toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Approve the account' }).click();
    await expect.poll(() => page.getByText(`${first} is approved and can sign in now.`).isVisible()).toBe(true);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(await table.getByRole('button', { name: `Approve ${second}` }).isVisible()).toBe(true);
    const [row] = await e2e.server.db.query<{ pending_approval: boolean }>('SELECT pending_approval FROM accounts WHERE email = $1', [first]);
    expect(row?.pending_approval).toBe(false);

    await table.getByRole('button', { name: `Approve ${second}` }).click();
    await page.getByRole('dialog', { name: 'Approve the account?' }).getByRole('button', { name: 'Approve the account' }).click();
    await expect.poll(() => page.getByText('No account is waiting for approval.').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
