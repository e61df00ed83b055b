import { createPublicKey, generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { boundedCache, setUntil } from '../../infra/bounded-cache.js';
import { systemClock } from '../../infra/clock.js';
import { newId } from '../../infra/ids.js';
import type { SecretBox } from '../../infra/secret-box.js';
import type { SigningKeyRow, SigningKeysRepo } from './signing-keys.repo.js';

/**
 * ES256 with fast-jwt: the cheapest asymmetric verify per request once
 * fast-jwt's token cache is on, and ten times cheaper to sign than RS256
 * (every login and refresh signs). Numbers in docs/decisions.md.
 */
const ALGORITHM = 'ES256';
/** Allowed clock skew for `exp`, `nbf` and `iat` (ms). */
const CLOCK_TOLERANCE_MS = 60_000;
/** A kid this instance does not know may be another instance's new key: look again, at most this often. */
const RELOAD_UNKNOWN_KID_MS = 5_000;
/** Header members we put in; anything else (jku, x5u, jwk, x5c, crit, …) is refused, never followed. */
const ALLOWED_HEADER = new Set(['alg', 'typ', 'kid']);

const generateEcKeyPair = promisify(generateKeyPair);
/** Verified tokens remembered per instance (about 1 KiB each); the least recently used go first. */
const VERIFIED_CACHE_MAX = 10_000;

/** Instances that may each create a key at one rotation (each finds no signer, each adds one). */
const RACING_INSTANCES = 100;

/**
 * Keys held at most: each signs for JWT_KEY_ROTATE_SECONDS and stays published for the
 * access-token lifetime (and the skew) after, so about that many rotations overlap, each of which
 * may have added a key per instance. A bound the table never reaches in a working deployment, so
 * no key that may still verify a token is dropped for room: it only caps the memory of a table
 * filled by hand or by a fault.
 */
function publishedKeysBound(config: Pick<Config['auth'], 'accessTokenTtlSec' | 'signingKeyRotateSec'>): number {
  const publishAfterSec = config.accessTokenTtlSec + CLOCK_TOLERANCE_MS / 1000;
  return RACING_INSTANCES * (Math.ceil(publishAfterSec / config.signingKeyRotateSec) + 2);
}

export interface AccessClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
  /**
   * When the session last authenticated fully (password + second factor),
   * in seconds since the epoch (OpenID Connect's `auth_time`). Absent only
   * in tokens issued before step-up existed; such a token counts as stale.
   */
  auth_time?: number;
}

interface LoadedKey {
  id: string;
  publicJwk: Record<string, unknown>;
  signUntilMs: number;
  publishUntilMs: number;
  verify: (token: string) => AccessClaims;
  sign?: (claims: Record<string, unknown>) => string;
  privateSealed: string;
}

/** Signs a fresh access token for the session, stating its last full authentication; returns it with its lifetime in seconds. */
export type AccessTokenSigner = (accountId: string, sessionId: string, authTime: Date) => { accessToken: string; expiresIn: number };

export interface TokenKeys {
  /**
   * The current signer. Asked for before a transaction opens: it may read or
   * create keys, which on PGlite's single connection must not happen inside one.
   */
  signer(): Promise<AccessTokenSigner>;
  /** Verified claims, or 401 ACCESS.TOKEN_INVALID / ACCESS.TOKEN_EXPIRED. */
  verify(token: string): Promise<AccessClaims>;
  /** The public keys that may have signed a live token (`/.well-known/jwks.json`). */
  jwks(): Promise<{ keys: Array<Record<string, unknown>> }>;
}

export interface TokenKeysDeps {
  db: Queryable;
  repo: SigningKeysRepo;
  box: SecretBox;
  config: Config['auth'];
  /** Verified tokens remembered; VERIFIED_CACHE_MAX unless a test needs a small bound. */
  verifiedCacheMax?: number;
}

const invalid = (): AppError => new AppError('ACCESS.TOKEN_INVALID');

/** What a private key is sealed for: its own row. */
export const signingKeyContext = (id: string): string => `jwt-signing-key:${id}`;

/** The protected header, parsed without trusting anything in it. */
function headerOf(token: string): { kid: string } {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 4096) throw invalid();
  let header: unknown;
  try {
    header = JSON.parse(Buffer.from(token.slice(0, dot), 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof header !== 'object' || header === null || Array.isArray(header)) throw invalid();
  const fields = header as Record<string, unknown>;
  if (Object.keys(fields).some((name) => !ALLOWED_HEADER.has(name))) throw invalid();
  if (fields.alg !== ALGORITHM || typeof fields.kid !== 'string') throw invalid();
  if (fields.typ !== undefined && fields.typ !== 'JWT') throw invalid();
  return { kid: fields.kid };
}

function mapVerifyError(error: unknown): AppError {
  if (error instanceof TokenError && error.code === TokenError.codes.expired) return new AppError('ACCESS.TOKEN_EXPIRED');
  return invalid();
}

export function createTokenKeys(deps: TokenKeysDeps): TokenKeys {
  const { db, repo, box, config } = deps;
  /**
   * The published keys, each dropped at its publish_until (no token it signed is valid after) and
   * at the next reload once another instance's change unpublished it. Time here is the system
   * clock, as fast-jwt's own expiry check.
   */
  const keys = boundedCache<string, LoadedKey>({ max: publishedKeysBound(config), clock: systemClock });
  /**
   * Tokens already verified, keyed by the token itself: the signature check
   * and header parse run once per token, not once per request. A map lookup
   * is several times cheaper than fast-jwt's own cache, which hashes every
   * token with SHA-256 to find it (measured: docs/performance.md). Each entry
   * lasts until its token expires (with the same skew as the full check).
   */
  const verified = boundedCache<string, { kid: string; claims: AccessClaims }>({
    max: deps.verifiedCacheMax ?? VERIFIED_CACHE_MAX,
    clock: systemClock,
  });
  let lastLoadMs = 0;
  let loading: Promise<void> | undefined;
  let creating: Promise<void> | undefined;

  function load(row: SigningKeyRow): LoadedKey {
    const existing = keys.get(row.id);
    if (existing) return existing;
    const verifier = createVerifier({
      key: row.public_key,
      algorithms: [ALGORITHM],
      allowedIss: config.issuer,
      allowedAud: config.audience,
      // fast-jwt checks iss and aud only when present: required, a token without them is refused.
      requiredClaims: ['iss', 'aud', 'sub', 'sid', 'iat', 'exp'],
      clockTolerance: CLOCK_TOLERANCE_MS,
    }) as (token: string) => AccessClaims;
    const loaded: LoadedKey = {
      id: row.id,
      publicJwk: { ...createPublicKey(row.public_key).export({ format: 'jwk' }), kid: row.id, alg: ALGORITHM, use: 'sig' },
      signUntilMs: row.sign_until.getTime(),
      publishUntilMs: row.publish_until.getTime(),
      verify: verifier,
      privateSealed: row.private_key_sealed,
    };
    setUntil(keys, systemClock, row.id, loaded, loaded.publishUntilMs);
    return loaded;
  }

  async function reload(): Promise<void> {
    loading ??= (async () => {
      const rows = await repo.listPublished(db);
      const live = new Set(rows.map((row) => load(row).id));
      for (const id of keys.keys()) if (!live.has(id)) keys.delete(id);
      lastLoadMs = Date.now();
    })().finally(() => {
      loading = undefined;
    });
    await loading;
  }

  async function createKey(): Promise<void> {
    const pair = await generateEcKeyPair('ec', { namedCurve: 'P-256' });
    const id = newId('signingKey');
    const privatePem = pair.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
    // A key signs for signingKeyRotateSec, then stays published until its last token has expired.
    await repo.insert(db, {
      id,
      algorithm: ALGORITHM,
      publicKey: pair.publicKey.export({ format: 'pem', type: 'spki' }) as string,
      privateKeySealed: box.seal(privatePem, signingKeyContext(id)),
      signForSec: config.signingKeyRotateSec,
      publishAfterSec: config.accessTokenTtlSec + CLOCK_TOLERANCE_MS / 1000,
    });
  }

  /** The newest key that may still sign; instances racing to create one each add a valid key, which is harmless. */
  function currentSigner(): LoadedKey | undefined {
    let newest: LoadedKey | undefined;
    for (const key of keys.values()) if (key.signUntilMs > Date.now() && (!newest || key.signUntilMs > newest.signUntilMs)) newest = key;
    return newest;
  }

  async function signingKey(): Promise<LoadedKey> {
    let key = currentSigner();
    if (key) return key;
    await reload();
    key = currentSigner();
    if (key) return key;
    creating ??= createKey().finally(() => {
      creating = undefined;
    });
    await creating;
    await reload();
    key = currentSigner();
    if (!key) throw new Error('no JWT signing key after creating one');
    return key;
  }

  function signerOf(key: LoadedKey): (claims: Record<string, unknown>) => string {
    key.sign ??= createSigner({
      key: box.open(key.privateSealed, signingKeyContext(key.id)).toString('utf8'),
      algorithm: ALGORITHM,
      kid: key.id,
      iss: config.issuer,
      aud: config.audience,
      expiresIn: config.accessTokenTtlSec * 1000,
    }) as (claims: Record<string, unknown>) => string;
    return key.sign;
  }

  return {
    async signer() {
      const sign = signerOf(await signingKey());
      return (accountId, sessionId, authTime) => ({
        accessToken: sign({ sub: accountId, sid: sessionId, auth_time: Math.floor(authTime.getTime() / 1000) }),
        expiresIn: config.accessTokenTtlSec,
      });
    },

    async verify(token) {
      const hit = verified.get(token);
      // Still signed by a published key (expiry is the entry's own time bound).
      if (hit && keys.has(hit.kid)) return hit.claims;
      if (hit) verified.delete(token);
      const { kid } = headerOf(token);
      let key = keys.get(kid);
      if (!key && Date.now() - lastLoadMs > RELOAD_UNKNOWN_KID_MS) {
        await reload();
        key = keys.get(kid);
      }
      if (!key) throw invalid();
      let claims: AccessClaims;
      try {
        claims = key.verify(token);
      } catch (error) {
        throw mapVerifyError(error);
      }
      // Fresh while Date.now() <= exp + tolerance, as the full check decides.
      setUntil(verified, systemClock, token, { kid, claims }, claims.exp * 1000 + CLOCK_TOLERANCE_MS + 1);
      return claims;
    },

    async jwks() {
      await signingKey();
      await reload();
      return { keys: [...keys.values()].filter((key) => key.publishUntilMs > Date.now()).map((key) => key.publicJwk) };
    },
  };
}
