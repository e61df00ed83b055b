import { constants, createCipheriv, generateKeyPairSync, publicEncrypt, randomBytes } from 'node:crypto';
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
const box = createSecretBox(config);
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
    const repo: Pick<SecureChannelRepo, 'findOpenSession' | 'recordUses'> = {
      findOpenSession: async (_db, id) => {
        reads.push(id);
        return { id, aes_key_sealed: box.seal(aesKeys.get(id)!, `secure-channel:session:${id}`), expires_at: new Date(clock.now() + 3_600_000) };
      },
      recordUses: async (_db, uses) => uses.map(() => true),
    };
    const service = createSecureChannelService({ db: unused, repo: repo as SecureChannelRepo, box, config: config.secureChannel, clock, cacheMax: { sessionKeys: 2 } });
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

describe("the secure channel's private key cache", () => {
  it('holds at most its bound of imported keys, reading the least recently used one again', async () => {
    const clock = manualClock();
    const pairs = new Map<string, { publicKey: Buffer; privateKey: Buffer }>();
    const reads: string[] = [];
    const repo: Pick<SecureChannelRepo, 'findUsableKey' | 'insertSession' | 'purgeExpiredSessions'> = {
      findUsableKey: async (_db, id) => {
        reads.push(id);
        const at = new Date(clock.now());
        return {
          id,
          key_size: 2048,
          public_key: pairs.get(id)!.publicKey.toString('base64'),
          private_key_sealed: box.seal(pairs.get(id)!.privateKey, `secure-channel:key:${id}`),
          created_at: at,
          rotate_at: new Date(clock.now() + 3_600_000),
          expires_at: new Date(clock.now() + 7_200_000),
        };
      },
      insertSession: async () => ({ expires_at: new Date(clock.now() + 3_600_000) }),
      purgeExpiredSessions: async () => undefined,
    };
    const service = createSecureChannelService({ db: unused, repo: repo as SecureChannelRepo, box, config: config.secureChannel, clock, cacheMax: { privateKeys: 2 } });
    const [k1, k2, k3] = [1, 2, 3].map(() => newId('secureChannelKey')) as [string, string, string];
    for (const id of [k1, k2, k3]) {
      const pair = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'der' }, privateKeyEncoding: { type: 'pkcs8', format: 'der' } });
      pairs.set(id, pair);
    }
    const open = (keyId: string) => {
      const publicKey = { key: pairs.get(keyId)!.publicKey, format: 'der', type: 'spki', padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' } as const;
      return service.openSession(keyId, publicEncrypt(publicKey, randomBytes(32)).toString('base64'));
    };
    for (const id of [k1, k2, k3]) await open(id);
    await open(k3);
    await open(k2);
    expect(reads).toEqual([k1, k2, k3]);
    await open(k1);
    expect(reads).toEqual([k1, k2, k3, k1]);
  });
});

describe('the signing keys held in memory', () => {
  it('hold at most the keys working rotations can publish at once, the oldest dropped first', async () => {
    const own = await createTestDatabase();
    try {
      // ACCESS_TOKEN_TTL=30 with a yearly rotation: 100 racing instances × (⌈90 / 31536000⌉ + 2) = 300 keys.
      const auth = loadConfig(testEnv({ ACCESS_TOKEN_TTL: '30', JWT_KEY_ROTATE_SECONDS: '31536000' })).auth;
      const repo = createSigningKeysRepo();
      const ids: string[] = [];
      for (let i = 0; i < 302; i++) {
        const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
        const id = newId('signingKey');
        ids.push(id);
        const privatePem = pair.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
        await repo.insert(own.db, {
          id,
          algorithm: 'ES256',
          publicKey: pair.publicKey.export({ format: 'pem', type: 'spki' }) as string,
          privateKeySealed: box.seal(privatePem, `jwt-signing-key:${id}`),
          signForSec: 31_536_000,
          publishAfterSec: 90,
        });
      }
      const keys = createTokenKeys({ db: own.db, repo, box, config: auth });
      const published = (await keys.jwks()).keys.map((key) => key.kid);
      expect(published).toHaveLength(300);
      expect(published).not.toContain(ids[0]);
      expect(published).not.toContain(ids[1]);
      expect(published).toContain(ids[2]);
      expect(published).toContain(ids[301]);
    } finally {
      await own.drop();
    }
  });
});
