import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config.js';
import { masterKeyId } from '../src/infra/master-keys.js';
import { createSecretBox } from '../src/infra/secret-box.js';
import { systemClock } from '../src/infra/clock.js';
import { API_KEY_PEPPER, createApiKeysModule } from '../src/modules/api-keys/api-keys.module.js';
import { createDataKeysModule } from '../src/modules/data-keys/data-keys.module.js';
import { createWorkspaceRecords } from '../src/modules/workspaces/workspaces.module.js';
import { permissionCatalogue } from '../src/permissions.js';
import { reencrypt, sealedColumns, type ReencryptReport } from '../src/sealed-columns.js';
import { createTestClock } from './support/clock.js';
import { portalHeaders, startServerOn, type TestServer } from './support/harness.js';
import { actingAs, addWithdrawalChannel, fund, TEST_BANK_DETAILS } from './support/money.js';
import { signedInOperator } from './support/operators.js';
import { openChannel, sendEncrypted, type Channel } from './support/secure-channel-client.js';
import { authBase, lastMailId, signIn, signInCode, uniqueIp } from './support/sign-in.js';
import { reauthenticate, stepUpEmailCode } from './support/step-up.js';
import { createTestDatabase, type TestDatabase } from './support/test-db.js';
import { authenticatorCode } from './support/totp.js';
import { createAccount, partnerApi, type TestAccount } from './support/workspaces.js';

/**
 * Rotating MASTER_KEY as docs/operations.md tells an operator to, over real HTTP: the service runs
 * under key A, restarts with MASTER_KEY=B and MASTER_KEY_PREVIOUS=A, `portal keys reencrypt` runs,
 * and it restarts with B alone. Each restart is a new app (no state but the database) on the one
 * database this file keeps.
 */
const A = randomBytes(32);
const B = randomBytes(32);
const env = (current: Buffer, ...previous: Buffer[]): Record<string, string> => ({
  MASTER_KEY: current.toString('base64'),
  ...(previous.length > 0 ? { MASTER_KEY_PREVIOUS: previous.map((key) => key.toString('base64')).join(',') } : {}),
  SECURE_CHANNEL_KEY_SIZE: '2048',
  // One account signs in some twenty times here; the counters live in the database and outlast restarts.
  RATE_LIMITS: 'login.email=100/300',
});

let database: TestDatabase;
const clock = createTestClock();
let server: TestServer | undefined;

async function restart(environment: Record<string, string>): Promise<TestServer> {
  await server?.close();
  server = undefined;
  server = await startServerOn(database, { env: environment, clock });
  return server;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

/** What was made under key A and must keep working through the rotation. */
const made = {} as {
  account: TestAccount;
  otpSecret: string;
  backupCodes: string[];
  accessToken: string;
  operatorToken: string;
  withdrawalId: string;
  channelUpdatedAt: string;
  apiKeySecret: string;
  channel: Channel;
  /** Codes mailed under A and entered after the restart with B: in flight at the rotation. */
  loginInFlight: { sessionId: string; code: string; headers: Record<string, string> };
  stepUpCode: string;
};

/** Every sealed value in the database, by column: the `*_sealed` columns the schema has. */
async function sealedValues(): Promise<Record<string, string[]>> {
  const columns = await database.db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name LIKE '%\\_sealed' ORDER BY table_name, column_name`,
  );
  const values: Record<string, string[]> = {};
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await database.db.query<{ value: string }>(`SELECT ${column} AS value FROM ${table} WHERE ${column} IS NOT NULL`);
    values[`${table}.${column}`] = rows.map((row) => row.value);
  }
  return values;
}

const loginHeaders = () => portalHeaders({ 'cf-connecting-ip': uniqueIp() });

/** Password + a second factor other than e-mail, over HTTP: the access token. */
async function signInWith(current: TestServer, mfaMethod: 'OTP' | 'BACKUP_CODE', code: string): Promise<string> {
  const headers = loginHeaders();
  const initiated = await current.request(`${authBase()}/login/initiate`, {
    method: 'POST',
    headers,
    body: { email: made.account.email, password: made.account.password },
  });
  expect(initiated.status).toBe(200);
  const completed = await current.request(`${authBase()}/login/complete`, {
    method: 'POST',
    headers,
    body: { sessionId: initiated.body.data.sessionId, mfaMethod, code },
  });
  expect({ status: completed.status, code: completed.body?.code }).toEqual({ status: 200, code: expect.anything() });
  return completed.body.data.accessToken as string;
}

/** The next time step's code: each step works once, so every sign-in moves the clock on. */
function nextOtpCode(): string {
  clock.advance(30_000);
  return authenticatorCode(made.otpSecret, clock.now());
}

/** Everything made under A, used through `current`. */
async function expectEverythingWorks(current: TestServer, backupCode: string): Promise<void> {
  const call = partnerApi(current);
  // Sign-in with the TOTP seed (sealed) and a backup code (keyed by a data key); the new tokens are
  // signed by the signing key made under A (its private half sealed).
  const otpToken = await signInWith(current, 'OTP', nextOtpCode());
  const backupToken = await signInWith(current, 'BACKUP_CODE', backupCode);
  for (const token of [otpToken, backupToken, made.accessToken]) expect((await call(token, 'GET', '/profile')).status).toBe(200);
  // The operator reads the withdrawal's destination in clear (the channel's details, sealed).
  const destination = await current.request(`/web/v1/operator/withdrawals/${made.withdrawalId}/destination`, {
    headers: portalHeaders({ authorization: `Bearer ${made.operatorToken}` }),
  });
  expect(destination.status).toBe(200);
  expect(destination.body.data).toMatchObject({ accountNumber: TEST_BANK_DETAILS.accountNumber });
  // A request through the secure channel session opened under A (its AES key sealed), and a new session
  // opened with the RSA key made under A (its private key sealed).
  for (const channel of [made.channel, await openChannel(current)]) {
    const { res } = await sendEncrypted(current, channel, `${authBase()}/login/initiate`, { email: made.account.email, password: made.account.password }, { headers: loginHeaders() });
    expect(res.status).toBe(200);
  }
  // The module's own verification, with the pepper this start loaded.
  const { pepper } = await createDataKeysModule({ db: database.db, config: current.config }).service.load({ pepper: API_KEY_PEPPER });
  const apiKeys = createApiKeysModule({ pepper, db: database.db, workspaces: createWorkspaceRecords(), catalogue: permissionCatalogue, config: current.config, clock: systemClock, log: () => undefined }).service;
  expect(await apiKeys.verifyApiKey(made.apiKeySecret, '192.0.2.1')).toMatchObject({ valid: true, workspaceId: made.account.workspaceBizId });
}

describe('rotating MASTER_KEY over real HTTP', () => {
  it('under key A: enrols TOTP, makes backup codes, an API key, a withdrawal channel, signs in, opens a secure channel', async () => {
    const current = await restart(env(A));
    made.account = await createAccount(current, 'rotation');
    const signedIn = await signIn(current, made.account);
    made.accessToken = signedIn.accessToken;
    // A refresh keeps the pair it handed out sealed for the grace window (refresh_tokens, keyed by a bytea hash).
    const refreshed = await current.request(`${authBase()}/token/refresh`, { method: 'POST', headers: loginHeaders(), body: { refreshToken: signedIn.refreshToken } });
    expect(refreshed.status).toBe(200);
    const call = partnerApi(current);
    const security = (path: string, body?: unknown) => call(made.accessToken, 'POST', `/security/mfa${path}`, { body });
    made.otpSecret = (await security('/otp/setup')).body.data.secret;
    expect((await security('/otp/verify', { code: authenticatorCode(made.otpSecret, clock.now()) })).status).toBe(200);
    made.backupCodes = (await security('/backup-codes/generate')).body.data.codes;
    expect(made.backupCodes).toHaveLength(10);
    const apiKey = await call(made.accessToken, 'POST', '/api-keys', { workspace: made.account.workspaceBizId, body: { name: 'Rotation', scopes: ['wallets:read'] } });
    expect(apiKey.status).toBe(201);
    made.apiKeySecret = apiKey.body.data.secret;

    const asPartner = actingAs(current, made.accessToken, made.account.workspaceBizId);
    await fund(current, made.account.workspaceBizId, 'USD', '100.00');
    const channelId = await addWithdrawalChannel(asPartner);
    const withdrawal = await asPartner('POST', '/withdrawals', { body: { channelBizId: channelId, amount: '10.00' } });
    expect(withdrawal.status).toBe(201);
    made.withdrawalId = withdrawal.body.data.bizId;
    made.channelUpdatedAt = (await asPartner('GET', '/withdrawal-channels')).body.data[0].updatedAt;
    made.operatorToken = (await signedInOperator(current)).token;
    made.channel = await openChannel(current);
    // Codes mailed now are entered only after the restart under B (below).
    const headers = loginHeaders();
    const before = await lastMailId(current, made.account.email);
    const initiated = await current.request(`${authBase()}/login/initiate`, { method: 'POST', headers, body: { email: made.account.email, password: made.account.password } });
    const sessionId = initiated.body.data.sessionId as string;
    expect((await current.request(`${authBase()}/login/mfa/send`, { method: 'POST', headers, body: { sessionId, mfaMethod: 'EMAIL' } })).status).toBe(200);
    made.loginInFlight = { sessionId, code: await signInCode(current, made.account.email, before), headers };
    made.stepUpCode = await stepUpEmailCode(current, made.accessToken, made.account.email);

    // Everything sealed is sealed under A, and names it.
    const sealed = Object.values(await sealedValues()).flat();
    expect(sealed.length).toBeGreaterThanOrEqual(7);
    for (const value of sealed) expect(value.startsWith(`sb2.${masterKeyId(A)}.`)).toBe(true);
    await expectEverythingWorks(current, made.backupCodes[0]!);
  });

  it('restarted with MASTER_KEY=B and MASTER_KEY_PREVIOUS=A: everything still works, codes mailed under A too, and new secrets are sealed under B', async () => {
    const current = await restart(env(B, A));
    // Codes mailed under A before the restart still work: they are checked under every key of the ring.
    const { sessionId, code, headers } = made.loginInFlight;
    const completed = await current.request(`${authBase()}/login/complete`, { method: 'POST', headers, body: { sessionId, mfaMethod: 'EMAIL', code } });
    expect(completed.status).toBe(200);
    const stepUp = await reauthenticate(current, made.accessToken, { password: made.account.password, mfaMethod: 'EMAIL', code: made.stepUpCode });
    expect(stepUp.status).toBe(200);
    await expectEverythingWorks(current, made.backupCodes[1]!);
    const asPartner = actingAs(current, made.accessToken, made.account.workspaceBizId);
    const second = await addWithdrawalChannel(asPartner, 'EUR');
    const [row] = await database.db.query<{ details_sealed: string }>('SELECT details_sealed FROM withdrawal_channels WHERE id = $1', [second]);
    expect(row!.details_sealed.startsWith(`sb2.${masterKeyId(B)}.`)).toBe(true);

    // The check mode counts what is still under A, and changes nothing.
    const before = await sealedValues();
    const check = await reencrypt({ db: database.db, config: current.config, check: true, batchSize: 100 });
    expect(check.masterKeyId).toBe(masterKeyId(B));
    expect(check.remaining).toBeGreaterThanOrEqual(6);
    expect(remainingOf(check, 'account_otp_authenticators.secret_sealed')).toBe(1);
    expect(remainingOf(check, 'withdrawal_channels.details_sealed')).toBe(1);
    expect(remainingOf(check, 'data_keys.key_sealed')).toBe(2);
    expect(remainingOf(check, 'refresh_tokens.successor_sealed')).toBe(1);
    expect(check.columns.every((column) => column.resealed === undefined)).toBe(true);
    expect(await sealedValues()).toEqual(before);
  });

  it('restarted with MASTER_KEY=B alone before re-encryption: refuses to start, naming MASTER_KEY and the missing key id, never a key', async () => {
    await server?.close();
    server = undefined;
    const refusal = await startServerOn(database, { env: env(B), clock }).then(
      () => {
        throw new Error('started with B alone');
      },
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ConfigError);
    const { problems } = refusal as ConfigError;
    expect(problems).toEqual([
      {
        variable: 'MASTER_KEY',
        reason: expect.stringContaining(`sealed under key ${masterKeyId(A)}, which is neither MASTER_KEY (${masterKeyId(B)}) nor in MASTER_KEY_PREVIOUS`),
      },
    ]);
    for (const key of [A, B]) expect((refusal as Error).message).not.toContain(key.toString('base64'));
  });

  it('portal keys reencrypt re-seals every value under B in batches, keeps updatedAt, and a second run finds nothing', async () => {
    const current = await restart(env(B, A));
    const progress: string[] = [];
    const report = await reencrypt({ db: database.db, config: current.config, check: false, batchSize: 1, progress: (column) => progress.push(column.column) });
    expect(report.remaining).toBe(0);
    expect(report.columns.find((column) => column.column === 'data_keys.key_sealed')).toEqual({ column: 'data_keys.key_sealed', resealed: 2, unreadable: 0, remaining: 0 });
    expect(report.columns.find((column) => column.column === 'withdrawal_channels.details_sealed')).toEqual({
      column: 'withdrawal_channels.details_sealed',
      resealed: 1,
      unreadable: 0,
      remaining: 0,
    });
    expect(report.columns.find((column) => column.column === 'refresh_tokens.successor_sealed')).toMatchObject({ resealed: 1, remaining: 0 });
    expect(report.columns.reduce((sum, column) => sum + (column.resealed ?? 0), 0)).toBeGreaterThanOrEqual(6);
    // The data keys last: they are what a start checks the keys against.
    expect(progress.at(-1)).toBe('data_keys.key_sealed');
    for (const value of Object.values(await sealedValues()).flat()) expect(value.startsWith(`sb2.${masterKeyId(B)}.`)).toBe(true);

    const again = await reencrypt({ db: database.db, config: current.config, check: false, batchSize: 1 });
    expect(again.columns.every((column) => column.resealed === 0 && column.unreadable === 0 && column.remaining === 0)).toBe(true);
    // A re-sealed value says what it said: the partner does not see the channel as changed.
    const asPartner = actingAs(current, made.accessToken, made.account.workspaceBizId);
    const channels = (await asPartner('GET', '/withdrawal-channels')).body.data as Array<{ currency: string; updatedAt: string }>;
    expect(channels.find((channel) => channel.currency === 'USD')!.updatedAt).toBe(made.channelUpdatedAt);
  });

  it('restarted with MASTER_KEY=B alone after re-encryption: everything still works', async () => {
    const current = await restart(env(B));
    await expectEverythingWorks(current, made.backupCodes[2]!);
  });
});

describe('portal keys reencrypt on values no configured key opens', () => {
  it('leaves them, counts them as unreadable and remaining; a start with those keys refuses, naming the key id', async () => {
    const own = await createTestDatabase();
    try {
      const C = randomBytes(32);
      const first = await startServerOn(own, { env: env(A) });
      await first.close();
      // A data key sealed under C, a key nobody configures any more.
      const underC = createSecretBox({ masterKey: C, previousMasterKeys: [] }).seal(randomBytes(32), 'data-key:backup-code-key');
      await own.db.query("UPDATE data_keys SET key_sealed = $1 WHERE name = 'backup-code-key'", [underC]);

      const report = await reencrypt({ db: own.db, config: { masterKey: B, previousMasterKeys: [A] }, check: false, batchSize: 10 });
      expect(report.columns.find((column) => column.column === 'data_keys.key_sealed')).toEqual({
        column: 'data_keys.key_sealed',
        resealed: 1,
        unreadable: 1,
        remaining: 1,
      });
      expect(report.remaining).toBe(1);
      const [row] = await own.db.query<{ key_sealed: string }>("SELECT key_sealed FROM data_keys WHERE name = 'backup-code-key'");
      expect(row!.key_sealed).toBe(underC);

      const refusal = await startServerOn(own, { env: env(B, A) }).then(
        () => undefined,
        (error: unknown) => error as ConfigError,
      );
      expect(refusal?.problems).toEqual([{ variable: 'MASTER_KEY', reason: expect.stringContaining(`sealed under key ${masterKeyId(C)}`) }]);
    } finally {
      await own.drop();
    }
  });
});

describe('the columns portal keys reencrypt walks', () => {
  it('are every *_sealed column of the schema', async () => {
    const columns = sealedColumns({ db: database.db, config: { masterKey: B, previousMasterKeys: [] } }).map((column) => column.name);
    expect([...columns].sort()).toEqual(Object.keys(await sealedValues()).sort());
    expect(new Set(columns).size).toBe(columns.length);
  });
});

describe('the first start of the keyring version', () => {
  it('refuses MASTER_KEY_PREVIOUS while the data keys are not stored yet: which key made the hashes would be a guess', async () => {
    const own = await createTestDatabase();
    try {
      const refusal = await startServerOn(own, { env: env(B, A) }).then(
        () => undefined,
        (error: unknown) => error as ConfigError,
      );
      expect(refusal?.problems).toEqual([{ variable: 'MASTER_KEY_PREVIOUS', reason: expect.stringContaining('must be unset at the first start') }]);
      expect(await own.db.query('SELECT name FROM data_keys')).toEqual([]);
    } finally {
      await own.drop();
    }
  });
});

function remainingOf(report: ReencryptReport, column: string): number | undefined {
  return report.columns.find((entry) => entry.column === column)?.remaining;
}
