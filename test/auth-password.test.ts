import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTurnstileVerifier, TURNSTILE_ALWAYS_PASS_SECRET } from '../src/infra/captcha.js';
import { ARGON2_PARAMS, hashPassword, verifyPassword } from '../src/infra/passwords.js';
import { needsRehash, passwordProblem } from '../src/modules/auth/password-policy.js';
import { FORGOT_MESSAGE } from '../src/modules/auth/password.service.js';
import {
  caller,
  resetTokenFor,
  startPasswordServer,
  tokenIn,
  TURNSTILE_PASS,
  uniqueEmail,
  type PasswordTestContext,
} from './support/password-flows.js';
import { startTurnstile, TURNSTILE_TEST_SERVER_SECRET } from './support/turnstile.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

let ctx: PasswordTestContext;
beforeAll(async () => {
  ctx = await startPasswordServer({ PORTAL_WEB_URL: 'https://portal.example.com/' });
});
afterAll(async () => {
  await ctx?.close();
});

const NEW_PASSWORD = 'amber harbour kettle 58';

/** forgot → the mailed token. */
async function storedHash(accountId: string): Promise<string> {
  const [row] = await ctx.server.db.query<{ password_hash: string }>('SELECT password_hash FROM accounts WHERE id = $1', [accountId]);
  return row!.password_hash;
}

const withoutTimestamp = (body: Record<string, unknown>) => ({ ...body, timestamp: 0 });

describe('password/forgot', () => {
  it('answers the same generic success for a known and an unknown address, and mails only the known one', async () => {
    const account = await createAccount(ctx.server, 'forgetful');
    const call = caller(ctx.server);
    const stranger = uniqueEmail('stranger');
    const known = await call('password/forgot', { email: account.email, turnstileToken: TURNSTILE_PASS });
    const unknown = await call('password/forgot', { email: stranger, turnstileToken: TURNSTILE_PASS });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(withoutTimestamp(known.body)).toEqual(withoutTimestamp(unknown.body));
    expect(known.body.data).toEqual({ success: true, message: FORGOT_MESSAGE });
    const mail = await ctx.mail.waitFor(account.email, /Reset your/);
    expect(tokenIn(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ctx.mail.to(stranger)).toEqual([]);
  });

  it('keeps the token out of every URL a server could log: only a #fragment link', async () => {
    const account = await createAccount(ctx.server, 'linked');
    const token = await resetTokenFor(ctx, caller(ctx.server), account.email);
    const mail = ctx.mail.to(account.email).at(-1)!;
    expect(mail.text).toContain(`https://portal.example.com/reset-password#token=${token}`);
    expect(mail.text).not.toMatch(/[?&]token=/);
    // And the server's own logs never carry it in a request URL.
    expect(JSON.stringify(ctx.server.logs.filter((line) => line.req))).not.toContain(token);
  });

  it('finds the account whatever the case of the address', async () => {
    const account = await createAccount(ctx.server, 'casey');
    const call = caller(ctx.server);
    await call('password/forgot', { email: account.email.toUpperCase(), turnstileToken: TURNSTILE_PASS });
    await ctx.mail.waitFor(account.email, /Reset your/);
  });

  it('refuses a Turnstile token the verifier rejects, and a missing one, naming the field', async () => {
    const call = caller(ctx.server);
    const rejected = await call('password/forgot', { email: uniqueEmail('bot'), turnstileToken: 'nope' });
    expect(rejected.status).toBe(400);
    expect(rejected.body.code).toBe('VALIDATION.INVALID_PARAMETER');
    expect(rejected.body.message).toContain('turnstileToken');
    const missing = await call('password/forgot', { email: uniqueEmail('bot') });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('turnstileToken');
  });

  it('refuses unknown fields and a malformed address', async () => {
    const call = caller(ctx.server);
    for (const body of [{ email: uniqueEmail('x'), turnstileToken: TURNSTILE_PASS, redirect: 'https://evil.example' }, { email: 'nobody', turnstileToken: TURNSTILE_PASS }]) {
      const res = await call('password/forgot', body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION.INVALID_PARAMETER');
    }
  });
});

describe('password/reset', () => {
  // Each test its own account: forgot is limited per address.
  let account: TestAccount;
  beforeEach(async () => {
    account = await createAccount(ctx.server, 'resetter');
  });

  it('sets the new password with the mailed token, once', async () => {
    const call = caller(ctx.server);
    const token = await resetTokenFor(ctx, call, account.email);
    const res = await call('password/reset', { token, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ success: true });
    const stored = await storedHash(account.accountBizId);
    expect(await verifyPassword(stored, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(stored, account.password)).toBe(false);
    await ctx.mail.waitFor(account.email, /was changed/);

    const replay = await call('password/reset', { token, newPassword: `${NEW_PASSWORD} again` });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('AUTH.PASSWORD_TOKEN_INVALID');
  });

  it('refuses an expired token', async () => {
    const call = caller(ctx.server);
    const token = await resetTokenFor(ctx, call, account.email);
    await ctx.server.db.query("UPDATE password_tokens SET expires_at = now() - interval '1 second' WHERE account_id = $1 AND used_at IS NULL", [
      account.accountBizId,
    ]);
    const res = await call('password/reset', { token, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('AUTH.PASSWORD_TOKEN_INVALID');
  });

  it('honours only the newest reset mail', async () => {
    const call = caller(ctx.server);
    const older = await resetTokenFor(ctx, call, account.email);
    const newer = await resetTokenFor(ctx, call, account.email);
    expect((await call('password/reset', { token: older, newPassword: NEW_PASSWORD })).body.code).toBe('AUTH.PASSWORD_TOKEN_INVALID');
    expect((await call('password/reset', { token: newer, newPassword: 'cobalt orchard whistle 12' })).status).toBe(200);
  });

  it('refuses an unknown or malformed token', async () => {
    const call = caller(ctx.server);
    const unknown = await call('password/reset', { token: 'A'.repeat(43), newPassword: NEW_PASSWORD });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('AUTH.PASSWORD_TOKEN_INVALID');
    const malformed = await call('password/reset', { token: 'short', newPassword: NEW_PASSWORD });
    expect(malformed.body.code).toBe('VALIDATION.INVALID_PARAMETER');
  });

  it('names the broken policy rule (too short, common, contains the address) and does not burn the token', async () => {
    const call = caller(ctx.server);
    const token = await resetTokenFor(ctx, call, account.email);
    const cases: Array<[string, string]> = [
      ['elevenchars', 'TOO_SHORT (at least 12 characters)'],
      ['password1234', 'COMMON'],
      ['QWERTYUIOP123', 'COMMON'],
      ['Sunshine2024!!', 'COMMON'],
      [account.email, 'CONTAINS_EMAIL'],
      [`${account.email.toUpperCase()}!`, 'CONTAINS_EMAIL'],
    ];
    for (const [newPassword, rule] of cases) {
      const res = await call('password/reset', { token, newPassword });
      expect(res.status, newPassword).toBe(400);
      expect(res.body.code).toBe('AUTH.PASSWORD_POLICY_VIOLATION');
      expect(res.body.message).toContain(`newPassword: ${rule}`);
    }
    expect((await call('password/reset', { token, newPassword: 'saffron lighthouse 904' })).status).toBe(200);
  });
});

describe('password policy', () => {
  const context = { email: 'ada@example.com', minLength: 12 };

  it('allows long passphrases of any characters up to 128, without composition rules', () => {
    expect(passwordProblem('all lower case words here', context)).toBeUndefined();
    expect(passwordProblem('密码是一个很长的短语真的很长', context)).toBeUndefined();
    expect(passwordProblem('a'.repeat(64) + ' b', context)).toBeUndefined();
    expect(passwordProblem('x'.repeat(128), context)).toBeUndefined();
    expect(passwordProblem('x'.repeat(129), context)).toBe('TOO_LONG');
  });

  it('counts characters, not bytes', () => {
    // 11 code points of 3 bytes each is still too short.
    expect(passwordProblem('密'.repeat(11), context)).toBe('TOO_SHORT');
    expect(passwordProblem('密'.repeat(12), context)).toBeUndefined();
  });

  it('never lets the minimum go below 8 or the maximum below 64', () => {
    expect(passwordProblem('abcdefgh', { ...context, minLength: 8 })).toBe('COMMON');
    expect(passwordProblem('zq8!vR2#', { ...context, minLength: 8 })).toBeUndefined();
  });

  it('refuses the local part of the address inside the password', () => {
    expect(passwordProblem('my name is ada.lovelace', { ...context, email: 'ada.lovelace@example.com' })).toBe('CONTAINS_EMAIL');
  });
});

describe('rehash on login', () => {
  it('flags hashes made with other argon2 parameters, and not current ones', async () => {
    expect(needsRehash(await hashPassword('current parameters'))).toBe(false);
    const weaker = await hash('older parameters', { ...ARGON2_PARAMS, memoryCost: 4096, timeCost: 1 });
    expect(needsRehash(weaker)).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
    expect(needsRehash('')).toBe(true);
  });
});

describe('Turnstile verifier', () => {
  it('does not call the network with the always-pass test secret', async () => {
    const standIn = await startTurnstile();
    const verifier = createTurnstileVerifier({ turnstileSecret: TURNSTILE_ALWAYS_PASS_SECRET, verifyUrl: standIn.url });
    await verifier.verify('anything', '192.0.2.1');
    expect(standIn.calls).toEqual([]);
    await standIn.close();
  });

  it('answers 503 (fail closed) when the verifier is unreachable or too slow', async () => {
    const standIn = await startTurnstile();
    standIn.delayMs = 1_000;
    const slow = createTurnstileVerifier({ turnstileSecret: TURNSTILE_TEST_SERVER_SECRET, verifyUrl: standIn.url }, { timeoutMs: 100 });
    await expect(slow.verify('pass', '192.0.2.1')).rejects.toMatchObject({ code: 'SYSTEM.UNAVAILABLE', status: 503 });
    await standIn.close();
    const gone = createTurnstileVerifier({ turnstileSecret: TURNSTILE_TEST_SERVER_SECRET, verifyUrl: standIn.url });
    await expect(gone.verify('pass', '192.0.2.1')).rejects.toMatchObject({ code: 'SYSTEM.UNAVAILABLE' });
  });

  it('refuses when the secret is wrong, as Cloudflare does', async () => {
    const standIn = await startTurnstile();
    const verifier = createTurnstileVerifier({ turnstileSecret: 'not-the-secret', verifyUrl: standIn.url });
    await expect(verifier.verify('pass', '192.0.2.1')).rejects.toMatchObject({ code: 'VALIDATION.INVALID_PARAMETER' });
    await standIn.close();
  });
});

describe('secure channel', () => {
  it('refuses plaintext password and registration bodies when SECURE_CHANNEL_REQUIRED lists their groups', async () => {
    const strict = await startPasswordServer({ SECURE_CHANNEL_REQUIRED: 'password,registration' });
    try {
      const call = caller(strict.server);
      for (const [path, body] of [
        ['password/forgot', { email: uniqueEmail('plain'), turnstileToken: TURNSTILE_PASS }],
        ['password/reset', { token: 'A'.repeat(43), newPassword: NEW_PASSWORD }],
        ['register/start', { email: uniqueEmail('plain'), turnstileToken: TURNSTILE_PASS }],
      ] as const) {
        const res = await call(path, body);
        expect(res.status, path).toBe(400);
        expect(res.body.code).toBe('SECURE_CHANNEL.REQUIRED');
      }
    } finally {
      await strict.close();
    }
  });
});
