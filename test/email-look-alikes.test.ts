import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './support/expect.js';
import { portalHeaders, type JsonResponse } from './support/harness.js';
import { caller, codeIn, startPasswordServer, TURNSTILE_PASS, uniqueEmail, type PasswordTestContext } from './support/password-flows.js';
import { createOperator } from './support/operators.js';
import { signIn, uniqueIp } from './support/sign-in.js';
import { createAccount, partnerApi, TEST_PASSWORD } from './support/workspaces.js';

/**
 * Finding 2 of the hardening issue: PostgreSQL's lower('İ') is 'i' while
 * JavaScript's is 'i̇', so `kİss@…` found the account of `kiss@…` while the
 * lockout and rate-limit counters keyed on another string. Every e-mail input
 * now has one canonical form, computed in one place, for storage, lookup and
 * every counter. The spellings below are the ones the issue names: the dotted
 * capital I (U+0130), the Kelvin sign (U+212A), the sharp s and full-width
 * letters.
 */
let ctx: PasswordTestContext;
beforeAll(async () => {
  ctx = await startPasswordServer({
    LOGIN_LOCKOUT_THRESHOLD: '3',
    LOGIN_LOCKOUT_SECONDS: '900',
    RATE_LIMITS: 'login.email=4/300,forgot.email=2/600,register.email=2/600',
  });
});
afterAll(async () => {
  await ctx?.close();
});

/** ASCII → its full-width form (U+FF01–U+FF5E), the way an East Asian input method types it. */
function fullWidth(text: string): string {
  return [...text].map((char) => (char > ' ' && char <= '~' ? String.fromCodePoint(char.codePointAt(0)! + 0xfee0) : char)).join('');
}

/** Spellings of `kiss…@example.com` that look alike or fold alike somewhere. */
function spellingsOf(address: string) {
  if (!address.startsWith('kiss')) throw new Error(`${address}: the spellings need an address starting with "kiss"`);
  const rest = address.slice('kiss'.length);
  return {
    /** U+212A KELVIN SIGN: NFKC makes it a K. */
    kelvin: `\u212Aiss${rest}`,
    /** U+0130: PostgreSQL lower() gives i, JavaScript gives i + U+0307. */
    dottedI: `k\u0130ss${rest}`,
    /** Sharp s: a different letter from ss in an address. */
    eszett: `ki\u00DF${rest}`,
    fullWidth: fullWidth(address),
    upper: address.toUpperCase(),
  };
}

const initiate = (email: string, password: string, portal: 'partner' | 'operator' = 'partner'): Promise<JsonResponse> =>
  ctx.server.request(`/web/v1/${portal}/auth/login/initiate`, {
    method: 'POST',
    headers: portalHeaders({ 'cf-connecting-ip': uniqueIp() }),
    body: { email, password },
  });

async function accountOfLoginSession(sessionId: string): Promise<string | undefined> {
  const rows = await ctx.server.db.query<{ account_id: string }>('SELECT account_id FROM login_sessions WHERE id = $1', [sessionId]);
  return rows[0]?.account_id;
}

async function expectSignInStarted(res: JsonResponse, account: { accountBizId: string }): Promise<void> {
  expect(res.status, res.text).toBe(200);
  expect(await accountOfLoginSession(res.body.data.sessionId)).toBe(account.accountBizId);
}

/** The answer an address without an account gets: no password was checked against anyone. */
async function expectLikeUnknownAddress(res: JsonResponse): Promise<void> {
  expectError(res, 401, 'AUTH.INVALID_CREDENTIALS');
  const unknown = await initiate(uniqueEmail('nobody'), 'whatever it is');
  expect(res.body.message).toBe(unknown.body.message);
}

describe('login with a look-alike spelling of an address', () => {
  it('does not sign in to an account through a dotted capital İ or ß spelling of its address; K, full-width and upper case reach the one account', async () => {
    const account = await createAccount(ctx.server, 'kiss');
    const spelled = spellingsOf(account.email);
    for (const email of [spelled.dottedI, spelled.eszett]) await expectLikeUnknownAddress(await initiate(email, account.password));
    for (const email of [spelled.kelvin, spelled.fullWidth, spelled.upper]) await expectSignInStarted(await initiate(email, account.password), account);
  });

  it('does not sign an operator in through a dotted capital İ spelling of the address', async () => {
    const email = uniqueEmail('kiss-ops');
    const operator = await createOperator(ctx.server, 'kiss-ops', { email });
    await expectLikeUnknownAddress(await initiate(spellingsOf(email).dottedI, operator.password, 'operator'));
    await expectSignInStarted(await initiate(spellingsOf(email).kelvin, operator.password, 'operator'), operator);
  });

  it('does not let a look-alike spelling dodge the lock: failures under any spelling lock the address, and no spelling checks a password while it is locked', async () => {
    const account = await createAccount(ctx.server, 'kiss');
    const spelled = spellingsOf(account.email);
    // Three wrong passwords (the threshold), each under another spelling of the address.
    for (const email of [spelled.kelvin, spelled.fullWidth, spelled.upper]) expectError(await initiate(email, 'not the password'), 401, 'AUTH.INVALID_CREDENTIALS');

    // The address is locked, whatever the spelling, even with the right password.
    for (const email of [account.email, spelled.kelvin, spelled.fullWidth, spelled.upper]) {
      const res = await initiate(email, account.password);
      expectError(res, 429, 'RATE_LIMIT.EXCEEDED');
      // The 900 s lock, not the 300 s login.email window.
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(600);
    }
    // The spellings PostgreSQL alone would fold into the address find no account at all.
    for (const email of [spelled.dottedI, spelled.eszett]) await expectLikeUnknownAddress(await initiate(email, account.password));
  });

  it('counts look-alike spellings of an address against one login.email limit', async () => {
    const account = await createAccount(ctx.server, 'kiss');
    const spelled = spellingsOf(account.email);
    // login.email is 4 per 5 minutes here; each attempt comes from another IP.
    for (const email of [spelled.upper, spelled.kelvin, spelled.fullWidth, account.email]) await expectSignInStarted(await initiate(email, account.password), account);
    for (const email of [account.email, spelled.kelvin, spelled.fullWidth]) expectError(await initiate(email, account.password), 429, 'RATE_LIMIT.EXCEEDED');
    // And the spelling with a counter of its own finds no account to try passwords on.
    await expectLikeUnknownAddress(await initiate(spelled.dottedI, account.password));
  });
});

describe('registration, password reset and invitations with a look-alike spelling', () => {
  const resetMails = (address: string) => ctx.mail.to(address).filter((mail) => /Reset your/.test(mail.subject));

  it('does not open a second account for a look-alike of a registered address, and counts all spellings on one register.email counter', async () => {
    const account = await createAccount(ctx.server, 'kiss');
    const spelled = spellingsOf(account.email);
    const call = caller(ctx.server);
    const notice = /already have a Partner Portal account/;
    for (const email of [spelled.fullWidth, spelled.kelvin]) {
      const res = await call('register/start', { email, turnstileToken: TURNSTILE_PASS });
      expect(res.status, res.text).toBe(200);
    }
    // Both went to the one mailbox, as notices: no code that could verify a second account.
    await ctx.mail.waitFor(account.email, notice, 1);
    expect(ctx.mail.to(account.email).map((mail) => notice.test(mail.subject))).toEqual([true, true]);
    // register.email is 2 per 10 minutes here: the third spelling is over it.
    expectError(await call('register/start', { email: spelled.upper, turnstileToken: TURNSTILE_PASS }), 429, 'RATE_LIMIT.EXCEEDED');
    // Spellings that do not fold to an ASCII address are not addresses we accept.
    for (const email of [spelled.dottedI, spelled.eszett]) {
      expectError(await call('register/start', { email, turnstileToken: TURNSTILE_PASS }), 400, 'VALIDATION.INVALID_PARAMETER');
    }
  });

  it('stores the canonical address of an account registered through a full-width spelling, so it signs in and is found under it', async () => {
    const address = uniqueEmail('kiss-new');
    const call = caller(ctx.server);
    const start = await call('register/start', { email: fullWidth(address.toUpperCase()), turnstileToken: TURNSTILE_PASS });
    expect(start.status, start.text).toBe(200);
    const registrationId = start.body.data.registrationId as string;
    const code = codeIn(await ctx.mail.waitFor(address, /verification code/));
    expect((await call('register/verify', { registrationId, code })).status).toBe(200);
    const completed = await call('register/complete', { registrationId, accountName: 'Kiss New', institutionName: 'Kiss Ltd', password: TEST_PASSWORD });
    expect(completed.status, completed.text).toBe(201);
    const rows = await ctx.server.db.query<{ email: string }>('SELECT email FROM accounts WHERE id = $1', [completed.body.data.accountBizId]);
    expect(rows).toEqual([{ email: address }]);
    await expectSignInStarted(await initiate(address, TEST_PASSWORD), { accountBizId: completed.body.data.accountBizId });
  });

  it('sends the reset for a look-alike spelling to the one canonical account, on one forgot.email counter', async () => {
    const account = await createAccount(ctx.server, 'kiss');
    const spelled = spellingsOf(account.email);
    const call = caller(ctx.server);
    for (const email of [spelled.kelvin, spelled.fullWidth]) {
      expect((await call('password/forgot', { email, turnstileToken: TURNSTILE_PASS })).status).toBe(200);
    }
    await ctx.mail.waitFor(account.email, /Reset your/, 1);
    expect(resetMails(account.email)).toHaveLength(2);
    // forgot.email is 2 per 10 minutes here: the third spelling is over it.
    expectError(await call('password/forgot', { email: spelled.upper, turnstileToken: TURNSTILE_PASS }), 429, 'RATE_LIMIT.EXCEEDED');
    for (const email of [spelled.dottedI, spelled.eszett]) {
      expectError(await call('password/forgot', { email, turnstileToken: TURNSTILE_PASS }), 400, 'VALIDATION.INVALID_PARAMETER');
    }
    expect(resetMails(account.email)).toHaveLength(2);
  });

  it('does not invite a look-alike of a pending invitee or of a member a second time, and the canonical account receives and accepts it', async () => {
    const owner = await createAccount(ctx.server, 'owner');
    const invitee = await createAccount(ctx.server, 'kiss');
    const call = partnerApi(ctx.server);
    const ownerToken = (await signIn(ctx.server, owner)).accessToken;
    const asOwner = (method: string, path: string, body?: unknown) => call(ownerToken, method, path, { workspace: owner.workspaceBizId, body });
    const role = await asOwner('POST', '/roles', { roleName: 'Viewer', description: '' });
    expect(role.status).toBe(201);
    const roleId = role.body.data.bizId as string;
    const spelled = spellingsOf(invitee.email);

    const invited = await asOwner('POST', '/invitations', { email: spelled.fullWidth, roleId });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.body.data.email).toBe(invitee.email);
    expectError(await asOwner('POST', '/invitations', { email: spelled.kelvin, roleId }), 409, 'INVITATION.ALREADY_PENDING');
    for (const email of [spelled.dottedI, spelled.eszett]) expectError(await asOwner('POST', '/invitations', { email, roleId }), 400, 'VALIDATION.INVALID_PARAMETER');

    const inviteeToken = (await signIn(ctx.server, invitee)).accessToken;
    const mine = await call(inviteeToken, 'GET', '/profile/invitations');
    expect(mine.body.data.map((invitation: { bizId: string }) => invitation.bizId)).toEqual([invited.body.data.bizId]);
    expect((await call(inviteeToken, 'POST', '/profile/invitations/accept', { body: { invitationBizId: invited.body.data.bizId } })).status).toBe(200);
    // Now a member: no spelling of the address can be invited again.
    expectError(await asOwner('POST', '/invitations', { email: spelled.upper, roleId }), 409, 'INVITATION.ALREADY_MEMBER');
  });
});
