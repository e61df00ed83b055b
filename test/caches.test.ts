import { createCipheriv, randomBytes } from 'node:crypto';
import type * as FastJwt from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { Queryable } from '../src/db/client.js';
import { newId } from '../src/infra/ids.js';
import { createSecretBox } from '../src/infra/secret-box.js';
import { createSessionsService } from '../src/modules/auth/sessions.service.js';
import type { SessionsRepo } from '../src/modules/auth/sessions.repo.js';
import { createSigningKeysRepo } from '../src/modules/auth/signing-keys.repo.js';
import { createTokenKeys } from '../src/modules/auth/signing-keys.js';
import type { SecureChannelRepo } from '../src/modules/secure-channel/secure-channel.repo.js';
import { additionalData, createSecureChannelService } from '../src/modules/secure-channel/secure-channel.service.js';
import { createIpAllowListCheck } from '../src/modules/security/ip-allow-list.service.js';
import { testEnv } from './support/harness.js';
import { createTestDatabase, type TestDatabase } from './support/test-db.js';

/** Counts the signature checks fast-jwt runs: a verified-token cache hit runs none. */
const signatureChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('fast-jwt', async (importOriginal) => {
  const real = await importOriginal<typeof FastJwt>();
  return {
    ...real,
    createVerifier: ((options: Parameters<typeof real.createVerifier>[0]) => {
      const verify = real.createVerifier(options) as (token: string) => unknown;
      return (token: string) => {
        signatureChecks.count++;
        return verify(token);
      };
    }) as typeof real.createVerifier,
  };
});

const config = loadConfig(testEnv());
const box = createSecretBox(config.masterKey);
/** Not used by what a test calls. */
const unused = {} as never;

function manualClock(start = Date.parse('2026-01-01T00:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe("the auth guard's session state cache", () => {
  function sessionsWith(clock: ReturnType<typeof manualClock>, stateCacheMax: number) {
    const reads: string[] = [];
    const repo: Pick<SessionsRepo, 'findState' | 'touch'> = {
      findState: async (_db, sessionId) => {
        reads.push(sessionId);
        return { account_id: 'acc_1', portal: 'PARTNER', live: true, last_activity_at: new Date(clock.now()) };
      },
      touch: async () => undefined,
    };
    const service = createSessionsService({
      db: unused,
      repo: repo as SessionsRepo,
      keys: unused,
      box,
      config: config.auth,
      clock,
      accounts: unused,
      ipAllowList: unused,
      stateCacheMax,
    });
    return { reads, authenticate: (sessionId: string) => service.authenticate(sessionId, 'acc_1', '192.0.2.1') };
  }

  it('holds at most its bound, dropping the least recently used session first', async () => {
    const { reads, authenticate } = sessionsWith(manualClock(), 2);
    for (const id of ['s1', 's2', 's3']) await authenticate(id);
    await authenticate('s3');
    await authenticate('s2');
    expect(reads).toEqual(['s1', 's2', 's3']);
    await authenticate('s1');
    expect(reads).toEqual(['s1', 's2', 's3', 's1']);
  });

  it("reads a session again once its state is 5 s old by the app's clock", async () => {
    const clock = manualClock();
    const { reads, authenticate } = sessionsWith(clock, 10);
    await authenticate('s1');
    clock.advance(5_000);
    await authenticate('s1');
    expect(reads).toEqual(['s1']);
    clock.advance(1);
    await authenticate('s1');
    expect(reads).toEqual(['s1', 's1']);
  });
});

describe('the IP allow-list cache', () => {
  it('holds at most its bound of accounts, dropping the least recently used first', async () => {
    let reads = 0;
    // A handle of its own: the cache belongs to the database handle it was built for.
    const db: Queryable = {
      query: (sql, params) => {
        reads++;
        return database.db.query(sql, params);
      },
      exec: (sql) => database.db.exec(sql),
    };
    const check = createIpAllowListCheck(db, { maxAccounts: 2 });
    const [a, b, c] = [newId('account'), newId('account'), newId('account')];
    for (const account of [a, b, c]) expect(await check.isAllowed(account, '192.0.2.1')).toBe(true);
    expect(reads).toBe(3);
    await check.isAllowed(c, '192.0.2.1');
    await check.isAllowed(b, '192.0.2.1');
    expect(reads).toBe(3);
    await check.isAllowed(a, '192.0.2.1');
    expect(reads).toBe(4);
  });
});

describe('the verified access-token cache', () => {
  it('holds at most its bound of tokens: the least recently used one is checked again', async () => {
    const keys = createTokenKeys({ db: database.db, repo: createSigningKeysRepo(), box, config: config.auth, verifiedCacheMax: 2 });
    const sign = await keys.signer();
    const [t1, t2, t3] = ['ses_1', 'ses_2', 'ses_3'].map((sessionId) => sign('acc_1', sessionId, new Date()).accessToken) as [string, string, string];
    signatureChecks.count = 0;
    for (const token of [t1, t2, t3]) await keys.verify(token);
    await keys.verify(t3);
    await keys.verify(t2);
    expect(signatureChecks.count).toBe(3);
    expect((await keys.verify(t1)).sid).toBe('ses_1');
    expect(signatureChecks.count).toBe(4);
  });
});

describe("the secure channel's session key cache", () => {
  it('holds at most its bound of session keys, reading the least recently used one again', async () => {
    const clock = manualClock();
    const aesKeys = new Map<string, Buffer>();
    const reads: string[] = [];
    const repo: Pick<SecureChannelRepo, 'findOpenSession' | 'recordUse'> = {
      findOpenSession: async (_db, id) => {
        reads.push(id);
        return { id, aes_key_sealed: box.seal(aesKeys.get(id)!, `secure-channel:session:${id}`), expires_at: new Date(clock.now() + 3_600_000) };
      },
      recordUse: async () => true,
    };
    const service = createSecureChannelService({ db: unused, repo: repo as SecureChannelRepo, box, config: config.secureChannel, clock, sessionCacheMax: 2 });
    const send = (sessionId: string) => {
      const iv = randomBytes(12);
      const requestId = randomBytes(8).toString('hex');
      const cipher = createCipheriv('aes-256-gcm', aesKeys.get(sessionId)!, iv);
      cipher.setAAD(additionalData('POST', '/x', sessionId, requestId));
      const ciphertext = Buffer.concat([cipher.update('{}'), cipher.final(), cipher.getAuthTag()]);
      return service.decrypt({ sessionId, requestId, method: 'POST', path: '/x', iv, ciphertext });
    };
    const [s1, s2, s3] = [1, 2, 3].map(() => newId('secureChannelSession')) as [string, string, string];
    for (const id of [s1, s2, s3]) aesKeys.set(id, randomBytes(32));
    for (const id of [s1, s2, s3]) expect((await send(id)).toString()).toBe('{}');
    await send(s3);
    await send(s2);
    expect(reads).toEqual([s1, s2, s3]);
    await send(s1);
    expect(reads).toEqual([s1, s2, s3, s1]);
  });
});
