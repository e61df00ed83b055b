import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  codeIn,
  startPasswordServer,
  TURNSTILE_PASS,
  uniqueEmail,
  verifiedRegistration,
  type PasswordTestContext,
} from './support/password-flows.js';
import { createAccount } from './support/workspaces.js';

let ctx: PasswordTestContext;
beforeAll(async () => {
  ctx = await startPasswordServer();
});
afterAll(async () => {
  await ctx?.close();
});

const GOOD_PASSWORD = 'violet meadow lantern 7';
const completeBody = (registrationId: string, extra: Record<string, unknown> = {}) => ({
  registrationId,
  accountName: 'Ada Partner',
  institutionName: 'Ada Remittance Ltd',
  ...extra,
});

describe('register/start', () => {
  it('opens a registration and mails a 6-digit code', async () => {
    const call = caller(ctx.server);
    const email = uniqueEmail('start');
    const res = await call('register/start', { email, turnstileToken: TURNSTILE_PASS });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: '2000' });
    expect(res.body.data).toEqual({ registrationId: expect.stringMatching(/^reg_[0-9A-Z]{26}$/), expiresIn: 600 });
    expect(codeIn(await ctx.mail.waitFor(email, /verification code/))).toMatch(/^\d{6}$/);
  });

  it('does not reveal an existing address: same answer, a notice instead of a code, and no code verifies', async () => {
    const existing = await createAccount(ctx.server, 'existing');
    const call = caller(ctx.server);
    const known = await call('register/start', { email: existing.email, turnstileToken: TURNSTILE_PASS });
    const unknown = await call('register/start', { email: uniqueEmail('fresh'), turnstileToken: TURNSTILE_PASS });
    expect(known.status).toBe(unknown.status);
    expect(Object.keys(known.body.data).sort()).toEqual(Object.keys(unknown.body.data).sort());
    expect(known.body.data.expiresIn).toBe(unknown.body.data.expiresIn);
    const notice = await ctx.mail.waitFor(existing.email, /already have/);
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    // Whatever code is tried, the answer is that of a wrong code.
    const verify = await call('register/verify', { registrationId: known.body.data.registrationId, code: '123456' });
    expect(verify.status).toBe(400);
    expect(verify.body.code).toBe('AUTH.VERIFICATION_CODE_INVALID');
  });

  it('refuses a Turnstile token the verifier rejects, naming the field, and sends the client IP to the verifier', async () => {
    const call = caller(ctx.server, '203.0.113.77');
    const res = await call('register/start', { email: uniqueEmail('bot'), turnstileToken: 'forged' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION.INVALID_PARAMETER');
    expect(res.body.message).toContain('turnstileToken');
    expect(ctx.turnstile.calls.at(-1)).toMatchObject({ response: 'forged', remoteip: '203.0.113.77' });
  });

  it('refuses a missing token, a malformed address and unknown fields', async () => {
    const call = caller(ctx.server);
    for (const body of [
      { email: uniqueEmail('x') },
      { email: 'not-an-address', turnstileToken: TURNSTILE_PASS },
      { email: uniqueEmail('x'), turnstileToken: TURNSTILE_PASS, role: 'admin' },
    ]) {
      const res = await call('register/start', body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION.INVALID_PARAMETER');
    }
  });
});

describe('register/verify', () => {
  it('ends the registration after five wrong codes, even for the right code afterwards', async () => {
    const call = caller(ctx.server);
    const email = uniqueEmail('guess');
    const start = await call('register/start', { email, turnstileToken: TURNSTILE_PASS });
    const code = codeIn(await ctx.mail.waitFor(email, /verification code/));
    const wrong = code === '000000' ? '000001' : '000000';
    const registrationId = start.body.data.registrationId;
    for (let i = 0; i < 5; i++) {
      const res = await call('register/verify', { registrationId, code: wrong });
      expect(res.body.code).toBe('AUTH.VERIFICATION_CODE_INVALID');
    }
    const late = await call('register/verify', { registrationId, code });
    expect(late.status).toBe(404);
    expect(late.body.code).toBe('AUTH.REGISTRATION_NOT_FOUND');
  });

  it('refuses an expired code', async () => {
    const call = caller(ctx.server);
    const email = uniqueEmail('slow');
    const start = await call('register/start', { email, turnstileToken: TURNSTILE_PASS });
    const code = codeIn(await ctx.mail.waitFor(email, /verification code/));
    await ctx.server.db.query("UPDATE registrations SET code_expires_at = now() - interval '1 second' WHERE id = $1", [start.body.data.registrationId]);
    const res = await call('register/verify', { registrationId: start.body.data.registrationId, code });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('AUTH.VERIFICATION_CODE_INVALID');
  });

  it('answers 404 for an unknown registration and 400 for a malformed code', async () => {
    const call = caller(ctx.server);
    const unknown = await call('register/verify', { registrationId: 'reg_01JD3Q8ZK5V4W2X9Y7B6N5M4C3', code: '123456' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('AUTH.REGISTRATION_NOT_FOUND');
    const malformed = await call('register/verify', { registrationId: 'reg_01JD3Q8ZK5V4W2X9Y7B6N5M4C3', code: '12345a' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION.INVALID_PARAMETER');
  });

  it('is harmless to repeat once verified', async () => {
    const call = caller(ctx.server);
    const email = uniqueEmail('twice');
    const registrationId = await verifiedRegistration(ctx, call, email);
    const again = await call('register/verify', { registrationId, code: '000000' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ registrationId, verified: true });
    expect(again.body.data.expiresIn).toBeGreaterThan(3000);
  });
});

describe('register/complete', () => {
  it('refuses to complete before the address is verified', async () => {
    const call = caller(ctx.server);
    const start = await call('register/start', { email: uniqueEmail('early'), turnstileToken: TURNSTILE_PASS });
    const res = await call('register/complete', completeBody(start.body.data.registrationId, { password: GOOD_PASSWORD }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('AUTH.REGISTRATION_NOT_VERIFIED');
  });

  it('creates institution, pending account and an owned LIVE workspace, once', async () => {
    const call = caller(ctx.server);
    const email = uniqueEmail('complete');
    const registrationId = await verifiedRegistration(ctx, call, email);
    const res = await call('register/complete', completeBody(registrationId, { password: GOOD_PASSWORD, referralCode: 'FRIEND-42' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, code: '2001' });
    expect(res.body.data).toEqual({ accountBizId: expect.stringMatching(/^acc_/), pendingApproval: true, passwordRequired: false });

    const [account] = await ctx.server.db.query<{ pending_approval: boolean; name: string; institution: string; has_password: boolean }>(
      `SELECT a.pending_approval, a.name, i.name AS institution, a.password_hash IS NOT NULL AS has_password
       FROM accounts a JOIN institutions i ON i.id = a.institution_id WHERE a.id = $1`,
      [res.body.data.accountBizId],
    );
    expect(account).toEqual({ pending_approval: true, name: 'Ada Partner', institution: 'Ada Remittance Ltd', has_password: true });
    const workspaces = await ctx.server.db.query<{ kind: string; role_type: string; join_source: string }>(
      `SELECT w.kind, r.role_type, m.join_source FROM memberships m
       JOIN workspaces w ON w.id = m.workspace_id JOIN roles r ON r.id = m.role_id WHERE m.account_id = $1`,
      [res.body.data.accountBizId],
    );
    expect(workspaces).toEqual([{ kind: 'LIVE', role_type: 'OWNER', join_source: 'REGISTRATION' }]);

    const again = await call('register/complete', completeBody(registrationId, { password: GOOD_PASSWORD }));
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('AUTH.REGISTRATION_NOT_FOUND');
  });

  it('names the broken password rule and keeps the registration usable', async () => {
    const call = caller(ctx.server);
    const email = uniqueEmail('weakling');
    const registrationId = await verifiedRegistration(ctx, call, email);
    const cases: Array<[string, string]> = [
      ['short pw', 'TOO_SHORT'],
      ['Password1234', 'COMMON'],
      [`my ${email} password`, 'CONTAINS_EMAIL'],
      ['x'.repeat(129), 'TOO_LONG'],
    ];
    for (const [password, rule] of cases) {
      const res = await call('register/complete', completeBody(registrationId, { password }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('AUTH.PASSWORD_POLICY_VIOLATION');
      expect(res.body.message).toContain(`password: ${rule}`);
    }
    expect((await call('register/complete', completeBody(registrationId, { password: GOOD_PASSWORD }))).status).toBe(201);
  });

  it('without a password returns a single-use init token that password/init accepts', async () => {
    const call = caller(ctx.server);
    const email = uniqueEmail('later');
    const registrationId = await verifiedRegistration(ctx, call, email);
    const res = await call('register/complete', completeBody(registrationId));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ pendingApproval: true, passwordRequired: true });
    const token = res.body.data.passwordInitToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const weak = await call('password/init', { token, password: 'qwertyuiop123' });
    expect(weak.body.code).toBe('AUTH.PASSWORD_POLICY_VIOLATION');
    const init = await call('password/init', { token, password: GOOD_PASSWORD });
    expect(init.status).toBe(200);
    expect(init.body.data).toEqual({ success: true });
    const reuse = await call('password/init', { token, password: `${GOOD_PASSWORD} again` });
    expect(reuse.status).toBe(400);
    expect(reuse.body.code).toBe('AUTH.PASSWORD_TOKEN_INVALID');
  });

  it('refuses to complete for an address that got an account meanwhile (409 ACCOUNT.EMAIL_TAKEN, only the mailbox owner sees it)', async () => {
    const call = caller(ctx.server);
    const email = uniqueEmail('race');
    const registrationId = await verifiedRegistration(ctx, call, email);
    const first = await verifiedRegistration(ctx, call, email.toUpperCase());
    expect((await call('register/complete', completeBody(first, { password: GOOD_PASSWORD }))).status).toBe(201);
    const res = await call('register/complete', completeBody(registrationId, { password: GOOD_PASSWORD }), { 'x-locale': 'ja' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ACCOUNT.EMAIL_TAKEN');
    expect(res.body.message).toMatch(/^このメールアドレスのアカウントはすでに存在します/);
  });

  it('refuses blank names and unknown fields', async () => {
    const call = caller(ctx.server);
    for (const extra of [{ accountName: '   ' }, { institutionName: '' }, { isAdmin: true }]) {
      const res = await call('register/complete', completeBody('reg_01JD3Q8ZK5V4W2X9Y7B6N5M4C3', extra));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION.INVALID_PARAMETER');
    }
  });
});
