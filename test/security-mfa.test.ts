import { PNG } from 'pngjs';
import decodeQR from 'qr/decode.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/infra/secret-box.js';
import { createAccountsRepo } from '../src/modules/accounts/accounts.repo.js';
import { noAudit } from '../src/modules/audit/audit.js';
import { backupCodeKey } from '../src/modules/security/backup-codes.js';
import { createMfaRepo } from '../src/modules/security/mfa.repo.js';
import { createMfaService } from '../src/modules/security/mfa.service.js';
import { createBackupCodeFactor, createOtpFactor } from '../src/modules/security/second-factors.js';
import { accountAuditTrail } from './support/audit-trail.js';
import { portalHeaders, type TestServer } from './support/harness.js';
import { makeStale } from './support/step-up.js';
import { signIn, startSignInServer } from './support/sign-in.js';
import { createAccount, partnerApi, type TestAccount } from './support/workspaces.js';
import { expectError } from './support/expect.js';
import { authenticatorCode } from './support/totp.js';

/**
 * OTP codes come from test/support/totp.ts (an RFC 6238 implementation that shares no code with
 * the server and is held to the RFC's vectors), never from the code under test.
 */
let server: TestServer;
let call: ReturnType<typeof partnerApi>;

beforeAll(async () => {
  server = await startSignInServer();
  call = partnerApi(server);
});
afterAll(async () => {
  await server?.close();
});


const enumShape = (code: string, value: number) => ({ code, value, label: expect.any(String), description: expect.any(String) });

async function newCaller(
  label: string,
): Promise<{ account: TestAccount; token: string; as: (method: string, path: string, body?: unknown) => ReturnType<typeof call> }> {
  const account = await createAccount(server, label);
  const { accessToken } = await signIn(server, account);
  return { account, token: accessToken, as: (method, path, body) => call(accessToken, method, `/security/mfa${path}`, { body }) };
}

/** Setup + verify with the current code: an account with an enabled authenticator. */
async function enrolled(label: string) {
  const caller = await newCaller(label);
  const setup = await caller.as('POST', '/otp/setup');
  expect(setup.status).toBe(200);
  const secret = setup.body.data.secret as string;
  const verified = await caller.as('POST', '/otp/verify', { code: authenticatorCode(secret, Date.now()) });
  expect(verified.status).toBe(200);
  return { ...caller, secret };
}

const byMethod = (list: Array<{ mfaMethod: { code: string } }>, code: string) => list.find((entry) => entry.mfaMethod.code === code);

describe('GET security/mfa', () => {
  it('lists EMAIL (enabled, primary), OTP and BACKUP_CODE (not enabled) with enum objects', async () => {
    const { as } = await newCaller('fresh');
    const res = await as('GET', '');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: '2.0.0', success: true, code: '2000' });
    expect(res.body.data).toEqual([
      { mfaMethod: enumShape('EMAIL', 10011001), isEnabled: true, isPrimary: true, verifiedAt: null },
      { mfaMethod: enumShape('OTP', 10011002), isEnabled: false, isPrimary: false, verifiedAt: null },
      { mfaMethod: enumShape('BACKUP_CODE', 10011003), isEnabled: false, isPrimary: false, verifiedAt: null },
    ]);
  });

  it('refuses callers without a token on every MFA endpoint', async () => {
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['GET', '/backup-codes', undefined],
      ['POST', '/backup-codes/generate', undefined],
      ['POST', '/otp/setup', undefined],
      ['POST', '/otp/verify', { code: '123456' }],
      ['POST', '/otp/revoke', { code: '123456' }],
    ] as const) {
      expectError(await call(undefined, method, `/security/mfa${path}`, { body }), 401, 'ACCESS.TOKEN_MISSING');
    }
  });
});

describe('OTP enrolment', () => {
  it('returns a fresh secret, its otpauth:// URI and a PNG QR code; nothing is enabled yet', async () => {
    const { account, as } = await newCaller('setup');
    const res = await as('POST', '/otp/setup');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(data.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Partner Portal:${account.email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ secret: data.secret, issuer: 'Partner Portal', algorithm: 'SHA1', digits: '6', period: '30' });
    expect(data.qrCode).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(data.qrCode.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // What a phone camera reads off the image is the URI itself.
    const image = PNG.sync.read(png);
    expect({ width: image.width, height: image.height }).toEqual({ width: 240, height: 240 });
    expect(decodeQR({ width: image.width, height: image.height, data: image.data })).toBe(data.otpauthUri);
    expect(data).toMatchObject({ algorithm: 'SHA1', digits: 6, period: 30 });
    expect(new Date(data.expiresAt).getTime()).toBeGreaterThan(Date.now());

    expect(byMethod((await as('GET', '')).body.data, 'OTP')).toMatchObject({ isEnabled: false });
    expect(await createOtpFactor({ box: createSecretBox(server.config) }).isEnabled(server.db, account.accountBizId)).toBe(false);
    // A second setup gives a new secret (the unfinished one is replaced).
    expect((await as('POST', '/otp/setup')).body.data.secret).not.toBe(data.secret);
  });

  it('keeps the secret sealed at rest with MASTER_KEY', async () => {
    const { account, as } = await newCaller('sealed');
    const { secret } = (await as('POST', '/otp/setup')).body.data;
    const rows = await server.db.query<{ secret_sealed: string }>('SELECT secret_sealed FROM account_otp_authenticators WHERE account_id = $1', [
      account.accountBizId,
    ]);
    expect(rows[0]!.secret_sealed).toMatch(/^sb2\.[A-Za-z0-9_-]{8}\./);
    expect(rows[0]!.secret_sealed).not.toContain(secret);
    const box = createSecretBox(server.config);
    expect(box.open(rows[0]!.secret_sealed, `otp:${account.accountBizId}`).toString()).toBe(secret);
    // Sealed for this account: copied to another account's row it does not open.
    expect(() => box.open(rows[0]!.secret_sealed, 'otp:acc_someone_else')).toThrow();
  });

  it('enables OTP once a code computed by an independent RFC 6238 implementation proves the authenticator; OTP becomes primary', async () => {
    const { account, as } = await newCaller('verify');
    const { secret } = (await as('POST', '/otp/setup')).body.data;
    expectError(await as('POST', '/otp/verify', { code: authenticatorCode(secret, Date.now() + 10 * 60_000) }), 400, 'AUTH.MFA_CODE_INVALID');
    expect(byMethod((await as('GET', '')).body.data, 'OTP')).toMatchObject({ isEnabled: false });

    const res = await as('POST', '/otp/verify', { code: authenticatorCode(secret, Date.now()) });
    expect(res.status).toBe(200);
    const otp = byMethod(res.body.data, 'OTP')!;
    expect(otp).toMatchObject({ mfaMethod: enumShape('OTP', 10011002), isEnabled: true, isPrimary: true });
    expect(Date.now() - new Date((otp as unknown as { verifiedAt: string }).verifiedAt).getTime()).toBeLessThan(60_000);
    expect(byMethod(res.body.data, 'EMAIL')).toMatchObject({ isEnabled: true, isPrimary: false });
    expect((await as('GET', '')).body.data).toEqual(res.body.data);
    expect(await createOtpFactor({ box: createSecretBox(server.config) }).isEnabled(server.db, account.accountBizId)).toBe(true);
  });

  it('refuses a second enrolment while one is enabled (409 OTP.ALREADY_ENABLED), and a verify with nothing to verify (404 OTP.NO_PENDING_SETUP)', async () => {
    const { as, secret } = await enrolled('twice');
    expectError(await as('POST', '/otp/setup'), 409, 'OTP.ALREADY_ENABLED');
    expectError(await as('POST', '/otp/verify', { code: authenticatorCode(secret, Date.now() + 30_000) }), 409, 'OTP.ALREADY_ENABLED');
    const other = await newCaller('nothing-pending');
    expectError(await other.as('POST', '/otp/verify', { code: '123456' }), 404, 'OTP.NO_PENDING_SETUP');
  });

  it('words the OTP refusals in the caller’s language', async () => {
    const { token } = await enrolled('otp-ja');
    const ja = { headers: { 'x-locale': 'ja' } };
    const setup = await call(token, 'POST', '/security/mfa/otp/setup', ja);
    expectError(setup, 409, 'OTP.ALREADY_ENABLED');
    expect(setup.body.message).toBe('認証アプリはすでに有効です。別のアプリを設定する前に削除してください');
    const other = await newCaller('otp-zh-hant');
    const zhHant = { headers: { 'x-locale': 'zh-Hant' } };
    const verify = await call(other.token, 'POST', '/security/mfa/otp/verify', { ...zhHant, body: { code: '123456' } });
    expectError(verify, 404, 'OTP.NO_PENDING_SETUP');
    expect(verify.body.message).toBe('沒有進行中的驗證器設定（有效期 10 分鐘）；請重新開始設定');
    const revoke = await call(other.token, 'POST', '/security/mfa/otp/revoke', { ...zhHant, body: {} });
    expectError(revoke, 404, 'OTP.NOT_ENABLED');
    expect(revoke.body.message).toBe('尚未啟用驗證器應用程式');
  });

  it('refuses a verify after the enrolment expired', async () => {
    const { account, as } = await newCaller('expired');
    const { secret } = (await as('POST', '/otp/setup')).body.data;
    const later = Date.now() + 11 * 60_000;
    const service = createMfaService({
      db: server.db,
      mfa: createMfaRepo(),
      accounts: createAccountsRepo(),
      box: createSecretBox(server.config),
      codeKey: backupCodeKey(server.config.masterKey),
      audit: noAudit,
      now: () => later,
    });
    await expect(service.verifyOtp(account.accountBizId, authenticatorCode(secret, later), { clientIp: '127.0.0.1' })).rejects.toMatchObject({
      code: 'OTP.NO_PENDING_SETUP',
    });
  });

  it('validates the code format and refuses unknown fields', async () => {
    const { as } = await newCaller('format');
    await as('POST', '/otp/setup');
    for (const body of [{ code: '12345' }, { code: '1234567' }, { code: 'abcdef' }, { code: 123456 }, {}, { code: '123456', method: 'OTP' }]) {
      expectError(await as('POST', '/otp/verify', body), 400, 'VALIDATION.INVALID_PARAMETER');
    }
  });

  it('limits verify attempts per account (429 after 10 in 15 minutes)', async () => {
    const { as } = await newCaller('brute');
    await as('POST', '/otp/setup');
    for (let i = 0; i < 10; i++) expectError(await as('POST', '/otp/verify', { code: String(100000 + i) }), 400, 'AUTH.MFA_CODE_INVALID');
    const res = await as('POST', '/otp/verify', { code: '200000' });
    expectError(res, 429, 'RATE_LIMIT.EXCEEDED');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('OTP as a login factor (createOtpFactor)', () => {
  it('accepts codes within ±1 time step, each time step once, and never an older step', async () => {
    const { account, secret } = await enrolled('factor');
    // Pinned well after the enrolment so the steps below are all unused.
    const t = Date.now() + 10 * 60_000;
    const factor = createOtpFactor({ box: createSecretBox(server.config), now: () => t });
    const verify = (atMs: number) => factor.verify(server.db, account.accountBizId, authenticatorCode(secret, atMs));
    expect(factor.method).toBe('OTP');
    expect(await verify(t + 60_000)).toBe(false); // two steps ahead
    expect(await verify(t - 60_000)).toBe(false); // two steps behind
    expect(await verify(t - 30_000)).toBe(true); // previous step
    expect(await verify(t - 30_000)).toBe(false); // the same code again
    expect(await verify(t)).toBe(true); // current step
    expect(await verify(t)).toBe(false);
    expect(await verify(t + 30_000)).toBe(true); // next step
    expect(await verify(t + 30_000)).toBe(false);
    expect(await factor.verify(server.db, account.accountBizId, 'abcdef')).toBe(false);
  });

  it('does not accept the code that completed the enrolment', async () => {
    const caller = await newCaller('enrol-code');
    const { secret } = (await caller.as('POST', '/otp/setup')).body.data;
    const now = Date.now();
    const code = authenticatorCode(secret, now);
    expect((await caller.as('POST', '/otp/verify', { code })).status).toBe(200);
    const factor = createOtpFactor({ box: createSecretBox(server.config), now: () => now });
    expect(await factor.verify(server.db, caller.account.accountBizId, code)).toBe(false);
  });

  it('is not enabled, and accepts nothing, while the enrolment is unfinished', async () => {
    const { account, as } = await newCaller('pending-factor');
    const { secret } = (await as('POST', '/otp/setup')).body.data;
    const factor = createOtpFactor({ box: createSecretBox(server.config) });
    expect(await factor.isEnabled(server.db, account.accountBizId)).toBe(false);
    expect(await factor.verify(server.db, account.accountBizId, authenticatorCode(secret, Date.now()))).toBe(false);
  });
});

describe('OTP revoke', () => {
  it('refuses a wrong code when one is given; a right one removes the authenticator', async () => {
    const { account, as, secret } = await enrolled('revoke');
    expectError(await as('POST', '/otp/revoke', { code: authenticatorCode(secret, Date.now() + 5 * 60_000) }), 400, 'AUTH.MFA_CODE_INVALID');
    expect(byMethod((await as('GET', '')).body.data, 'OTP')).toMatchObject({ isEnabled: true });

    const res = await as('POST', '/otp/revoke', { code: authenticatorCode(secret, Date.now() + 30_000) });
    expect(res.status).toBe(200);
    expect(byMethod(res.body.data, 'OTP')).toMatchObject({ isEnabled: false, isPrimary: false, verifiedAt: null });
    expect(byMethod(res.body.data, 'EMAIL')).toMatchObject({ isPrimary: true });
    expect(await createOtpFactor({ box: createSecretBox(server.config) }).isEnabled(server.db, account.accountBizId)).toBe(false);
    // A new enrolment can start.
    expect((await as('POST', '/otp/setup')).status).toBe(200);
  });

  it('takes no body (spec 4.4): {} and no body at all remove the authenticator in a fresh session', async () => {
    const first = await enrolled('revoke-empty');
    const res = await first.as('POST', '/otp/revoke', {});
    expect(res.status).toBe(200);
    expect(byMethod(res.body.data, 'OTP')).toMatchObject({ isEnabled: false });

    const second = await enrolled('revoke-no-body');
    const bare = await server.request('/web/v1/partner/security/mfa/otp/revoke', {
      method: 'POST',
      headers: portalHeaders({ authorization: `Bearer ${second.token}` }),
    });
    expect(bare.status).toBe(200);
    expect(byMethod(bare.body.data, 'OTP')).toMatchObject({ isEnabled: false });
  });

  it('accepts an unused backup code of another session instead (lost device), and uses it up', async () => {
    const { account, as } = await enrolled('revoke-backup');
    const other = await signIn(server, account);
    const { codes } = (await call(other.accessToken, 'POST', '/security/mfa/backup-codes/generate')).body.data;
    const res = await as('POST', '/otp/revoke', { code: codes[0] });
    expect(res.status).toBe(200);
    expect(byMethod(res.body.data, 'OTP')).toMatchObject({ isEnabled: false });
    expect((await as('GET', '/backup-codes')).body.data).toEqual({ remainingCount: 9, totalGenerated: 10 });
    expect(await createBackupCodeFactor({ codeKey: backupCodeKey(server.config.masterKey) }).verify(server.db, account.accountBizId, codes[0])).toBe(false);
  });

  it('does not accept, as proof, a backup code the same session generated', async () => {
    const { as } = await enrolled('revoke-own-codes');
    const { codes } = (await as('POST', '/backup-codes/generate')).body.data;
    expectError(await as('POST', '/otp/revoke', { code: codes[0] }), 400, 'AUTH.MFA_CODE_INVALID');
    expect(byMethod((await as('GET', '')).body.data, 'OTP')).toMatchObject({ isEnabled: true });
    expect((await as('GET', '/backup-codes')).body.data).toEqual({ remainingCount: 10, totalGenerated: 10 });
  });

  it('does not let a stolen stale session mint backup codes and remove the authenticator with one', async () => {
    const { as, token } = await enrolled('revoke-stale');
    await makeStale(server, token);
    expectError(await as('POST', '/backup-codes/generate'), 403, 'AUTH.REAUTHENTICATION_REQUIRED');
    expectError(await as('POST', '/otp/revoke', {}), 403, 'AUTH.REAUTHENTICATION_REQUIRED');
    expectError(await as('POST', '/otp/revoke', { code: '123456' }), 403, 'AUTH.REAUTHENTICATION_REQUIRED');
    expect(byMethod((await as('GET', '')).body.data, 'OTP')).toMatchObject({ isEnabled: true });
    expect((await as('GET', '/backup-codes')).body.data).toEqual({ remainingCount: 0, totalGenerated: 0 });
  });

  it('answers 404 OTP.NOT_ENABLED when no authenticator is enabled', async () => {
    const { as } = await newCaller('revoke-none');
    expectError(await as('POST', '/otp/revoke', { code: '123456' }), 404, 'OTP.NOT_ENABLED');
    expectError(await as('POST', '/otp/revoke', {}), 404, 'OTP.NOT_ENABLED');
  });
});

describe('audit trail', () => {
  it('records setup, enable, revoke and backup-code generation, without any secret or code', async () => {
    const { account, as, secret } = await enrolled('audit');
    const { codes } = (await as('POST', '/backup-codes/generate')).body.data;
    expectError(await as('POST', '/otp/revoke', { code: authenticatorCode(secret, Date.now() + 5 * 60_000) }), 400, 'AUTH.MFA_CODE_INVALID');
    // The codes were generated by the session revoking: only another session may use them as proof.
    const other = await signIn(server, account);
    await call(other.accessToken, 'POST', '/security/mfa/otp/revoke', { body: { code: codes[0] } });
    const trail = await accountAuditTrail(server, account.accountBizId);
    expect(trail.map((event) => [event.action, event.changes])).toEqual([
      ['mfa_otp.setup', {}],
      ['mfa_otp.enable', {}],
      ['backup_codes.generate', { count: 10 }],
      ['mfa_otp.revoke', { provedWith: 'BACKUP_CODE' }],
    ]);
    const text = JSON.stringify(trail);
    expect(text).not.toContain(secret);
    for (const code of codes) expect(text).not.toContain(code);
  });
});

describe('backup codes', () => {
  it('starts with none; generate returns 10 distinct codes once and the summary counts them', async () => {
    const { account, as } = await newCaller('backup');
    expect((await as('GET', '/backup-codes')).body).toMatchObject({ success: true, data: { remainingCount: 0, totalGenerated: 0 } });
    const res = await as('POST', '/backup-codes/generate');
    expect(res.status).toBe(200);
    const { codes } = res.body.data;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(res.body.data).toMatchObject({ remainingCount: 10, totalGenerated: 10 });
    expect((await as('GET', '/backup-codes')).body.data).toEqual({ remainingCount: 10, totalGenerated: 10 });
    expect(byMethod((await as('GET', '')).body.data, 'BACKUP_CODE')).toMatchObject({ isEnabled: true, isPrimary: false, verifiedAt: res.body.data.generatedAt });

    // Only hashes are stored.
    const rows = await server.db.query<{ code_hash: Uint8Array }>('SELECT code_hash FROM account_backup_codes WHERE account_id = $1', [account.accountBizId]);
    expect(rows).toHaveLength(10);
    const stored = rows.map((row) => Buffer.from(row.code_hash).toString('latin1')).join('|');
    for (const code of codes) expect(stored).not.toContain((code as string).replace('-', ''));
  });

  it('works once as a login factor, typed in any case and with or without the hyphen', async () => {
    const { account, as } = await newCaller('backup-once');
    const { codes } = (await as('POST', '/backup-codes/generate')).body.data;
    const factor = createBackupCodeFactor({ codeKey: backupCodeKey(server.config.masterKey) });
    expect(factor.method).toBe('BACKUP_CODE');
    expect(await factor.isEnabled(server.db, account.accountBizId)).toBe(true);
    expect(await factor.verify(server.db, account.accountBizId, (codes[3] as string).toLowerCase().replace('-', ''))).toBe(true);
    expect(await factor.verify(server.db, account.accountBizId, codes[3])).toBe(false);
    expect(await factor.verify(server.db, account.accountBizId, 'ZZZZZ-ZZZZZ')).toBe(false);
    expect(await factor.verify(server.db, account.accountBizId, 'not a code')).toBe(false);
    expect((await as('GET', '/backup-codes')).body.data).toEqual({ remainingCount: 9, totalGenerated: 10 });
    // Another account's code is no code here.
    const other = await newCaller('backup-other');
    const otherCodes = (await other.as('POST', '/backup-codes/generate')).body.data.codes;
    expect(await factor.verify(server.db, account.accountBizId, otherCodes[0])).toBe(false);
  });

  it('invalidates the old set when a new one is generated', async () => {
    const { account, as } = await newCaller('backup-regen');
    const first = (await as('POST', '/backup-codes/generate')).body.data.codes;
    const factor = createBackupCodeFactor({ codeKey: backupCodeKey(server.config.masterKey) });
    expect(await factor.verify(server.db, account.accountBizId, first[0])).toBe(true);
    const second = (await as('POST', '/backup-codes/generate')).body.data.codes;
    expect((await as('GET', '/backup-codes')).body.data).toEqual({ remainingCount: 10, totalGenerated: 10 });
    expect(await factor.verify(server.db, account.accountBizId, first[1])).toBe(false);
    expect(await factor.verify(server.db, account.accountBizId, second[1])).toBe(true);
  });

  it('is not enabled once every code is used', async () => {
    const { account, as } = await newCaller('backup-spent');
    const { codes } = (await as('POST', '/backup-codes/generate')).body.data;
    const factor = createBackupCodeFactor({ codeKey: backupCodeKey(server.config.masterKey) });
    for (const code of codes) expect(await factor.verify(server.db, account.accountBizId, code)).toBe(true);
    expect(await factor.isEnabled(server.db, account.accountBizId)).toBe(false);
    expect(byMethod((await as('GET', '')).body.data, 'BACKUP_CODE')).toMatchObject({ isEnabled: false });
    expect((await as('GET', '/backup-codes')).body.data).toEqual({ remainingCount: 0, totalGenerated: 10 });
  });
});
