import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoreModules } from '../src/core-modules.js';
import { portalHeaders } from './support/harness.js';
import { chromiumPath, expectAccessible, screenshot, signInThroughUi, startPortalE2e, type PortalE2e } from './support/portal-e2e.js';
import type { SmtpStandIn } from './support/smtp.js';
import type { TurnstileStandIn } from './support/turnstile.js';
import { routeTurnstileStandIn, startTurnstileVerifier } from './support/turnstile-browser.js';
import { createAccount, partnerAccounts, TEST_PASSWORD, uniqueEmail } from './support/workspaces.js';

/**
 * The partner's pages before signing in, in Chromium against the real server: registration (the code read
 * from the SMTP stand-in, pending approval, then approved by an operator), registration without a password
 * (the first password, then pending), a forgotten password reset from the mailed link, and the sign-in page
 * of an unapproved account. The Turnstile widget's script is a local stand-in (no internet) whose token the
 * server really checks, against the local siteverify of test/support/turnstile.ts.
 */
const PORTAL_WEB_URL = 'http://portal.example';
const NEW_PASSWORD = 'a fresh and rather long passphrase 7';
let e2e: PortalE2e;
let verifier: TurnstileStandIn;

/** A mail's text as sent: quoted-printable undone (links carry `=`). */
function mailText(raw: string): string {
  if (!/content-transfer-encoding: quoted-printable/i.test(raw)) return raw;
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function mailedRegistrationCode(smtp: SmtpStandIn, email: string, after: number): Promise<string> {
  const mail = await smtp.waitFor(email, /verification code is \d{6}/, after);
  return /verification code is (\d{6})/.exec(mailText(mail.raw))![1]!;
}

/** From the sign-in page's link to the "About you" step: e-mail, the check, the mailed code (a wrong one first, when asked). */
async function registerUntilDetails(page: Page, email: string, options: { wrongCodeFirst?: boolean } = {}): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'New here? Create an account' }).click();
  await page.getByRole('heading', { name: 'Create an account' }).waitFor();
  await page.getByLabel(/^E-mail/).fill(email);
  const send = page.getByRole('button', { name: 'Send the code' });
  await expect.poll(() => send.isEnabled()).toBe(true);
  if (options.wrongCodeFirst) {
    await expectAccessible(page);
    await screenshot(page, 'register-email');
  }
  const mailsBefore = e2e.smtp.mails.length;
  await send.click();
  const code = await mailedRegistrationCode(e2e.smtp, email, mailsBefore);
  await page.getByRole('heading', { name: 'Confirm your e-mail' }).waitFor();
  if (options.wrongCodeFirst) {
    await page.getByLabel(/^Code from the e-mail/).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('This code is wrong or has expired.').waitFor();
    const codeField = page.getByLabel(/^Code from the e-mail/);
    expect(await codeField.getAttribute('aria-describedby')).toContain(`${await codeField.getAttribute('id')}-error`);
    await expectAccessible(page);
    await screenshot(page, 'register-code');
  }
  await page.getByLabel(/^Code from the e-mail/).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('heading', { name: 'About you' }).waitFor();
}

/** What `portal accounts approve --email E` does (the operator console's approval is tested in portal-web-operator). */
async function approve(email: string): Promise<void> {
  await createCoreModules({ db: e2e.server.db }).accounts.service.approve(email);
}

describe.skipIf(!chromiumPath)('portal web app: registration, forgotten and first passwords', () => {
  beforeAll(async () => {
    const turnstile = await startTurnstileVerifier();
    verifier = turnstile.verifier;
    e2e = await startPortalE2e({ env: { ...turnstile.env, PORTAL_WEB_URL } });
  });

  afterAll(async () => {
    await e2e?.close();
    await verifier?.close();
  });

  it('registers: the mailed code (a wrong one refused), the details, pending approval; once an operator approves, signs in', async () => {
    const { page, errors, context } = await e2e.newPage();
    await routeTurnstileStandIn(context);
    const email = uniqueEmail('web-register');
    await registerUntilDetails(page, email, { wrongCodeFirst: true });
    // The server checked the widget's token with the siteverify stand-in.
    expect(verifier.calls.map((call) => call.response)).toContain('pass');

    await page.getByLabel(/^Your name/).fill('Rin Tanaka');
    await page.getByLabel(/^Institution/).fill('Tanaka Trading');
    await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Repeat the password/).fill(NEW_PASSWORD);
    await expectAccessible(page);
    await screenshot(page, 'register-details');
    await page.getByRole('button', { name: 'Create the account' }).click();
    await page.getByRole('heading', { name: 'Waiting for approval' }).waitFor();
    await page.getByText('An operator will review your account').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'register-pending');

    await approve(email);
    await signInThroughUi(e2e, page, { email, password: NEW_PASSWORD });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(errors).toEqual(['400 POST /web/v1/partner/auth/register/verify']);
    await context.close();
  });

  it('registers without a password: sets the first password, then waits for approval, and sign-in says so', async () => {
    const { page, errors, context } = await e2e.newPage();
    await routeTurnstileStandIn(context);
    const email = uniqueEmail('web-register-nopw');
    await registerUntilDetails(page, email);
    await page.getByLabel(/^Your name/).fill('Minh Nguyen');
    await page.getByLabel(/^Institution/).fill('Nguyen Remit');
    await page.getByRole('button', { name: 'Create the account' }).click();

    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Repeat the password/).fill(NEW_PASSWORD);
    await expectAccessible(page);
    await screenshot(page, 'register-first-password');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page.getByRole('heading', { name: 'Waiting for approval' }).waitFor();

    // The password works, and sign-in shows the waiting account what happens next, not an error.
    await page.getByRole('button', { name: 'Back to sign-in' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Waiting for approval' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an unapproved account the pending-approval state at sign-in', async () => {
    const email = uniqueEmail('web-pending');
    await partnerAccounts(e2e.server).createPartnerAccount({ email, password: TEST_PASSWORD, name: 'Pending partner', pending: true });
    const { page, errors, context } = await e2e.newPage();
    await page.goto('/sign-in');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Waiting for approval' }).waitFor();
    await page.getByText('you can sign in once it is approved').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'sign-in-pending-approval');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password from the mailed link: a too-short one refused next to its field, then signs in with the new one', async () => {
    const account = await createAccount(e2e.server, 'web-forgot');
    const { page, errors, context } = await e2e.newPage();
    await routeTurnstileStandIn(context);
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel(/^E-mail/).fill(account.email);
    const send = page.getByRole('button', { name: 'Send the reset link' });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'forgot-password');
    const mailsBefore = e2e.smtp.mails.length;
    await send.click();
    await page.getByText(`If ${account.email} is registered, a reset link has been sent to it.`, { exact: false }).waitFor();

    const mail = mailText((await e2e.smtp.waitFor(account.email, /reset-password/, mailsBefore)).raw);
    const link = new URL(/(http:\/\/portal\.example\/reset-password#token=[A-Za-z0-9_-]{43})/.exec(mail)![1]!);
    // The link names the configured portal origin; the same path and fragment on this test server.
    await page.goto(`${link.pathname}${link.hash}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    // The token left the address bar (and the history entry) as soon as the page read it.
    await expect.poll(() => new URL(page.url()).hash).toBe('');

    await page.getByLabel(/^New password/).fill('too short');
    await page.getByLabel(/^Repeat the password/).fill('too short');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Too short: use at least 12 characters.').waitFor();
    // Next to its field: the field's own error, which its aria-describedby names.
    const field = page.getByLabel(/^New password/);
    expect(await field.getAttribute('aria-describedby')).toContain(`${await field.getAttribute('id')}-error`);
    await expectAccessible(page);
    await screenshot(page, 'reset-password');

    // A refused password does not burn the token: the good one goes through with it.
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Repeat the password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password is changed. Sign in with it.').waitFor();
    await signInThroughUi(e2e, page, { email: account.email, password: NEW_PASSWORD });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(errors).toEqual(['400 POST /web/v1/partner/auth/password/reset']);
    await context.close();
  });

  it('sets a first password from a /set-password link, and explains a used link with a way to ask for a new one', async () => {
    // A passwordless registration made over HTTP: its init token is what a /set-password link carries.
    const email = uniqueEmail('web-set-password');
    const call = (path: string, body: unknown) =>
      e2e.server.request(`/web/v1/partner/auth/${path}`, { method: 'POST', headers: portalHeaders(), body });
    const mailsBefore = e2e.smtp.mails.length;
    const { registrationId } = (await call('register/start', { email, turnstileToken: 'pass' })).body.data;
    const code = await mailedRegistrationCode(e2e.smtp, email, mailsBefore);
    await call('register/verify', { registrationId, code });
    const completed = (await call('register/complete', { registrationId, accountName: 'Linh', institutionName: 'Linh Co' })).body.data;
    expect(completed.passwordRequired).toBe(true);

    const { page, errors, context } = await e2e.newPage();
    await page.goto(`/set-password#token=${completed.passwordInitToken}`);
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await expectAccessible(page);
    await screenshot(page, 'set-password');
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Repeat the password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page.getByText('Your password is set. Sign in with it.').waitFor();

    // The same link again: used once, so refused, with the way out.
    await page.goto(`/set-password#token=${completed.passwordInitToken}`);
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Repeat the password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page.getByText('This link is invalid, has expired or was already used.').waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    expect(errors).toEqual(['400 POST /web/v1/partner/auth/password/init']);
    await context.close();
  });

  it('Turnstile: a refused check is explained and a new one given; a script that cannot load says so instead of hanging', async () => {
    const account = await createAccount(e2e.server, 'web-turnstile');
    const first = await e2e.newPage();
    await routeTurnstileStandIn(first.context, { tokens: ['refused-token', 'pass'] });
    await first.page.goto('/forgot-password');
    await first.page.getByLabel(/^E-mail/).fill(account.email);
    const send = first.page.getByRole('button', { name: 'Send the reset link' });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    await first.page.getByText('The security check was not accepted.', { exact: false }).waitFor();
    // The widget was reset and gave a new token: the second try goes through.
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    await first.page.getByText('reset link has been sent', { exact: false }).waitFor();
    expect(first.errors).toEqual(['400 POST /web/v1/partner/auth/password/forgot']);
    await first.context.close();

    const offline = await e2e.newPage();
    await routeTurnstileStandIn(offline.context, { offline: true });
    await offline.page.goto('/register');
    await offline.page.getByText('The security check could not load.', { exact: false }).waitFor();
    expect(await offline.page.getByRole('button', { name: 'Send the code' }).isDisabled()).toBe(true);
    await expectAccessible(offline.page);
    await offline.context.close();
  });
});
