import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The keyring of `MASTER_KEY`: the current key, which seals and hashes, and
 * the keys it replaced (`MASTER_KEY_PREVIOUS`), which still open and verify
 * what they protected until `portal keys reencrypt` has moved it to the
 * current key (docs/operations.md, "Rotating MASTER_KEY"). `Config` has this
 * shape, so a module passes its config.
 */
export interface MasterKeys {
  readonly masterKey: Buffer;
  readonly previousMasterKeys: readonly Buffer[];
}

export const MASTER_KEY_BYTES = 32;

/** The current key first, then the previous ones in their configured order. */
export function keyringOf(keys: MasterKeys): Buffer[] {
  return [keys.masterKey, ...keys.previousMasterKeys];
}

/**
 * A key's public name (8 base64url characters): 48 bits of an HKDF output of
 * its own, so it tells nothing about the key or about the keys derived from
 * it for use. A sealed value carries it; logs and errors may print it.
 */
export function masterKeyId(key: Buffer): string {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'partner-portal master-key id v1', 6)).toString('base64url');
}

/**
 * Keyed hashes of short-lived codes (e-mailed login, step-up and
 * registration codes): stored under the current key, accepted under any key
 * of the ring, so a code mailed just before a rotation (or by an instance not
 * yet restarted) still works.
 */
export interface CodeHasher {
  /** HMAC under the current key: what is stored. */
  hash(message: string): Buffer;
  /** HMAC under every key, the current first: for a lookup by hash. */
  candidates(message: string): Buffer[];
  /** True when `stored` is the HMAC of `message` under any key; compares with each in constant time. */
  matches(stored: Buffer, message: string): boolean;
}

/** `purpose` names the use (say `login-mfa-code`); each key of the ring yields HMAC-SHA256(key, purpose), the key codes always had. */
export function codeHasher(keys: MasterKeys, purpose: string): CodeHasher {
  const hmacKeys = keyringOf(keys).map((key) => createHmac('sha256', key).update(purpose).digest());
  const hmac = (key: Buffer, message: string) => createHmac('sha256', key).update(message).digest();
  const candidates = (message: string) => hmacKeys.map((key) => hmac(key, message));
  return {
    hash: (message) => hmac(hmacKeys[0]!, message),
    candidates,
    matches(stored, message) {
      // Every candidate is compared: the time does not depend on which key matched.
      let matched = false;
      for (const candidate of candidates(message)) {
        matched = (stored.length === candidate.length && timingSafeEqual(stored, candidate)) || matched;
      }
      return matched;
    },
  };
}
