import { createDecipheriv, generateKeyPair as generateKeyPairCb, randomUUID, webcrypto } from 'node:crypto';
import { hostname } from 'node:os';
import { promisify } from 'node:util';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { iso } from '../../http/instant.js';
import { decodeBase64, IV_BYTES, TAG_BYTES } from '../../http/secure-channel-hook.js';
import { boundedCache, setUntil } from '../../infra/bounded-cache.js';
import { instantOf, type Clock } from '../../infra/clock.js';
import { createGroupCommit, type Settled } from '../../infra/group-commit.js';
import { newId } from '../../infra/ids.js';
import type { SecretBox } from '../../infra/secret-box.js';
import type { KeyRow, NonceUse, SecureChannelRepo } from './secure-channel.repo.js';
import type { PublicKeyRecord, SessionData } from './secure-channel.schemas.js';

export const ALGORITHM = 'RSA-OAEP-256';
const AES_KEY_BYTES = 32;
const KEY_ID = /^sck_[0-9A-HJKMNP-TV-Z]{26}$/;
const SESSION_ID = /^scs_[0-9A-HJKMNP-TV-Z]{26}$/;

/** A generator holding the lease longer than this is presumed dead; another instance takes over. */
const KEYGEN_LEASE_SEC = 120;
const KEYGEN_POLL_MS = 100;
/** Expired rows are kept this long (for the log trail), then deleted. */
const RETAIN_EXPIRED_SEC = 3_600;
const PURGE_EVERY_MS = 60_000;
const PURGE_BATCH = 500;
/** Session keys kept decrypted in memory; beyond this the least recently used are dropped (they stay in the database). */
const SESSION_CACHE_MAX = 10_000;
/**
 * Private keys kept imported in memory: a key is usable for its TTL and grace, and a new one is
 * made each TTL, so two or three are usable at once; room to spare for instances' races.
 */
const PRIVATE_KEY_CACHE_MAX = 16;

const generateKeyPair = promisify(generateKeyPairCb);

export interface RsaKeyPair {
  /** DER SubjectPublicKeyInfo. */
  publicKey: Buffer;
  /** DER PKCS#8. */
  privateKey: Buffer;
}

/** RSA key generation runs on libuv's thread pool: seconds of CPU for 3072 bits, none of it on the event loop. */
export async function generateRsaKeyPair(bits: number): Promise<RsaKeyPair> {
  return generateKeyPair('rsa', {
    modulusLength: bits,
    publicExponent: 0x10001,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'der' },
  });
}

/**
 * The additional authenticated data of an encrypted body (DESIGN.md): it binds
 * the ciphertext to one method, path, session and request id, so it cannot be
 * replayed elsewhere. `path` is the request target without the query string,
 * exactly as sent (no decoding, no normalization).
 */
export function additionalData(method: string, path: string, sessionId: string, requestId: string): Buffer {
  return Buffer.from(`${method.toUpperCase()} ${path}\n${sessionId}\n${requestId}`, 'utf8');
}

export interface EncryptedRequest {
  sessionId: string;
  requestId: string;
  method: string;
  path: string;
  iv: Buffer;
  /** AES-256-GCM ciphertext followed by the 16-byte tag. */
  ciphertext: Buffer;
}

export interface SecureChannelServiceDeps {
  db: Db;
  repo: SecureChannelRepo;
  box: SecretBox;
  config: Omit<Config['secureChannel'], 'requiredGroups'>;
  clock: Clock;
  generateKeyPair?: (bits: number) => Promise<RsaKeyPair>;
  log?: (message: string, fields: Record<string, unknown>) => void;
  /** Session keys kept decrypted and private keys kept imported; the constants unless a test needs small bounds. */
  cacheMax?: { sessionKeys?: number; privateKeys?: number };
}

interface CachedPrivateKey {
  key: webcrypto.CryptoKey;
  modulusBytes: number;
}

export const sealContext = {
  privateKey: (keyId: string) => `secure-channel:key:${keyId}`,
  sessionKey: (sessionId: string) => `secure-channel:session:${sessionId}`,
};

function toRecord(row: KeyRow): PublicKeyRecord {
  return {
    keyId: row.id,
    publicKey: row.public_key,
    algorithm: ALGORITHM,
    keySize: row.key_size,
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The secure channel: RSA key pairs shared by every instance through the
 * database (private halves sealed with MASTER_KEY), sessions holding a
 * client-chosen AES-256 key, and the decryption of request bodies with replay
 * refusal. Decrypted keys are cached in memory; everything that decides
 * (expiry, closing, replays) is asked of the database.
 */
export function createSecureChannelService(deps: SecureChannelServiceDeps) {
  const { db, repo, box, config, clock } = deps;
  const makeKeyPair = deps.generateKeyPair ?? generateRsaKeyPair;
  const log = deps.log ?? (() => undefined);
  const holder = `${hostname()}:${process.pid}:${randomUUID()}`;

  let current: { record: PublicKeyRecord; rotateAtMs: number } | undefined;
  let generating: Promise<KeyRow> | undefined;
  // Each entry lasts until its row's expires_at, judged by the app's clock as the database queries are.
  const privateKeys = boundedCache<string, CachedPrivateKey>({ max: deps.cacheMax?.privateKeys ?? PRIVATE_KEY_CACHE_MAX, clock });
  const sessionKeys = boundedCache<string, Buffer>({ max: deps.cacheMax?.sessionKeys ?? SESSION_CACHE_MAX, clock });
  let lastPurgeMs = 0;

  const recordOne = async (u: NonceUse): Promise<boolean> => (await repo.recordUses(db, [u]))[0]!;

  /**
   * One INSERT for the replay keys of the requests decrypted in the same
   * event-loop turn (group commit, no timer: nothing waits longer than the
   * turn). Within a batch only the first use of an iv or a request id goes
   * to the database; a later one is refused as the database would refuse it
   * after the first. Across batches and instances the unique constraints
   * decide, as for a single INSERT.
   */
  async function recordBatch(uses: readonly NonceUse[]): Promise<Array<Settled<boolean>>> {
    const claimed = new Set<string>();
    const firsts = uses.map((u) => {
      const keys = [`iv ${u.sessionId} ${u.ivHex}`, `id ${u.sessionId} ${u.requestId}`];
      if (keys.some((k) => claimed.has(k))) return false;
      for (const k of keys) claimed.add(k);
      return true;
    });
    const sent = uses.filter((_, i) => firsts[i]);
    const recorded = await repo.recordUses(db, sent);
    let next = 0;
    return firsts.map((first) => ({ ok: true, value: first ? recorded[next++]! : false }));
  }
  const replayKeys =
    config.replayBatchMax > 1
      ? createGroupCommit({ maxWaitMs: 0, maxSize: config.replayBatchMax, run: recordBatch })
      : { submit: recordOne };

  function remember(row: KeyRow): PublicKeyRecord {
    const record = toRecord(row);
    if (!current || row.rotate_at.getTime() >= current.rotateAtMs) current = { record, rotateAtMs: row.rotate_at.getTime() };
    return record;
  }

  async function createKey(): Promise<KeyRow> {
    const started = performance.now();
    const pair = await makeKeyPair(config.keySize);
    const id = newId('secureChannelKey');
    const row = await repo.insertKey(db, {
      id,
      at: instantOf(clock),
      keySize: config.keySize,
      publicKey: pair.publicKey.toString('base64'),
      privateKeySealed: box.seal(pair.privateKey, sealContext.privateKey(id)),
      ttlSec: config.keyTtlSec,
      graceSec: config.keyGraceSec,
    });
    // Deleting a key deletes its sessions: wait until the last one opened with it has expired too.
    await repo.deleteExpiredKeys(db, config.sessionTtlSec + RETAIN_EXPIRED_SEC);
    log('secure channel key generated', { keyId: id, keySize: config.keySize, ms: Math.round(performance.now() - started) });
    return row;
  }

  /**
   * One generator across all instances: whoever takes the lease generates,
   * the others wait for its key to appear. Generation happens outside any
   * transaction, so nothing (PGlite's single connection included) is blocked
   * while the CPU works.
   */
  async function obtainNewKey(): Promise<KeyRow> {
    // Bounds a real wait (polls with real sleeps), so it is timed by the monotonic clock, not the app's.
    const deadline = performance.now() + (KEYGEN_LEASE_SEC + 10) * 1000;
    for (;;) {
      const existing = await repo.findCurrentKey(db, instantOf(clock));
      if (existing) return existing;
      if (await repo.claimKeygenLease(db, holder, KEYGEN_LEASE_SEC)) {
        try {
          // Another instance may have finished between our look and our claim.
          return (await repo.findCurrentKey(db, instantOf(clock))) ?? (await createKey());
        } finally {
          await repo.releaseKeygenLease(db, holder);
        }
      }
      if (performance.now() > deadline) throw new AppError('SYSTEM.UNAVAILABLE', 'secure channel key generation is taking too long');
      await sleep(KEYGEN_POLL_MS);
    }
  }

  async function currentPublicKey(): Promise<PublicKeyRecord> {
    if (current && clock.now() < current.rotateAtMs) return current.record;
    const row = await repo.findCurrentKey(db, instantOf(clock));
    if (row) return remember(row);
    // Requests of this instance that arrive during generation share the one generation.
    generating ??= obtainNewKey().finally(() => {
      generating = undefined;
    });
    return remember(await generating);
  }

  async function privateKeyFor(keyId: string): Promise<CachedPrivateKey | undefined> {
    const cached = privateKeys.get(keyId);
    if (cached) return cached;
    if (!KEY_ID.test(keyId)) return undefined;
    const row = await repo.findUsableKey(db, keyId, instantOf(clock));
    if (!row) return undefined;
    const der = box.open(row.private_key_sealed, sealContext.privateKey(row.id));
    const key = await webcrypto.subtle.importKey('pkcs8', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['decrypt']);
    const entry = { key, modulusBytes: row.key_size / 8 };
    setUntil(privateKeys, clock, keyId, entry, row.expires_at.getTime());
    return entry;
  }

  /** RSA-OAEP (SHA-256, MGF1-SHA-256) unwrap on the thread pool; every failure looks the same to the caller. */
  async function unwrapAesKey(rsa: CachedPrivateKey, encryptedKey: string): Promise<Buffer> {
    const wrapped = decodeBase64(encryptedKey);
    if (!wrapped || wrapped.length !== rsa.modulusBytes) throw new AppError('SECURE_CHANNEL.INVALID_PAYLOAD', 'encryptedKey');
    let aesKey: Buffer;
    try {
      aesKey = Buffer.from(await webcrypto.subtle.decrypt({ name: 'RSA-OAEP' }, rsa.key, wrapped));
    } catch {
      throw new AppError('SECURE_CHANNEL.INVALID_PAYLOAD', 'encryptedKey');
    }
    if (aesKey.length !== AES_KEY_BYTES) throw new AppError('SECURE_CHANNEL.INVALID_PAYLOAD', 'encryptedKey');
    return aesKey;
  }

  async function purgeExpiredSessions(): Promise<void> {
    if (clock.now() - lastPurgeMs < PURGE_EVERY_MS) return;
    lastPurgeMs = clock.now();
    await repo.purgeExpiredSessions(db, RETAIN_EXPIRED_SEC, PURGE_BATCH);
  }

  async function sessionKeyFor(sessionId: string): Promise<Buffer> {
    const cached = sessionKeys.get(sessionId);
    if (cached) return cached;
    const row = SESSION_ID.test(sessionId) ? await repo.findOpenSession(db, sessionId, instantOf(clock)) : undefined;
    if (!row) throw new AppError('SECURE_CHANNEL.SESSION_NOT_FOUND');
    const key = box.open(row.aes_key_sealed, sealContext.sessionKey(row.id));
    setUntil(sessionKeys, clock, sessionId, key, row.expires_at.getTime());
    return key;
  }

  function decryptGcm(key: Buffer, request: EncryptedRequest): Buffer {
    if (request.iv.length !== IV_BYTES || request.ciphertext.length < TAG_BYTES) throw new AppError('SECURE_CHANNEL.DECRYPT_FAILED');
    const tagAt = request.ciphertext.length - TAG_BYTES;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, request.iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(additionalData(request.method, request.path, request.sessionId, request.requestId));
      decipher.setAuthTag(request.ciphertext.subarray(tagAt));
      return Buffer.concat([decipher.update(request.ciphertext.subarray(0, tagAt)), decipher.final()]);
    } catch {
      throw new AppError('SECURE_CHANNEL.DECRYPT_FAILED');
    }
  }

  return {
    currentPublicKey,

    /** Creates the first key ahead of the first request (production boot), so no caller waits for it. */
    async warmUp(): Promise<void> {
      await currentPublicKey();
    },

    async openSession(keyId: string, encryptedKey: string): Promise<SessionData> {
      const rsa = await privateKeyFor(keyId);
      if (!rsa) throw new AppError('SECURE_CHANNEL.KEY_NOT_FOUND');
      const aesKey = await unwrapAesKey(rsa, encryptedKey);
      const sessionId = newId('secureChannelSession');
      const { expires_at } = await repo.insertSession(db, {
        id: sessionId,
        at: instantOf(clock),
        keyId,
        aesKeySealed: box.seal(aesKey, sealContext.sessionKey(sessionId)),
        ttlSec: config.sessionTtlSec,
      });
      setUntil(sessionKeys, clock, sessionId, aesKey, expires_at.getTime());
      await purgeExpiredSessions();
      return { sessionId, expiresAt: iso(expires_at), expiresIn: config.sessionTtlSec };
    },

    /** Idempotent: closing nothing, an unknown or an already closed session is a success that closed nothing. */
    async closeSession(sessionId: string | undefined): Promise<{ closed: boolean }> {
      if (sessionId === undefined || !SESSION_ID.test(sessionId)) return { closed: false };
      sessionKeys.delete(sessionId);
      return { closed: await repo.closeSession(db, sessionId, instantOf(clock)) };
    },

    /**
     * Authenticates and decrypts one request body, then records its iv and
     * request id. Recording comes after authentication, so a stranger who
     * knows a session id cannot burn request ids of its owner.
     */
    async decrypt(request: EncryptedRequest): Promise<Buffer> {
      const plaintext = decryptGcm(await sessionKeyFor(request.sessionId), request);
      const at = instantOf(clock);
      if (await replayKeys.submit({ sessionId: request.sessionId, ivHex: request.iv.toString('hex'), requestId: request.requestId, at })) return plaintext;
      // Nothing recorded: the session ended (maybe on another instance) or this is a replay.
      if (!(await repo.findOpenSession(db, request.sessionId, at))) {
        sessionKeys.delete(request.sessionId);
        throw new AppError('SECURE_CHANNEL.SESSION_NOT_FOUND');
      }
      throw new AppError('SECURE_CHANNEL.REPLAY');
    },
  };
}

export type SecureChannelService = ReturnType<typeof createSecureChannelService>;
