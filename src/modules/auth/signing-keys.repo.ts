import type { Queryable } from '../../db/client.js';
import { sealedColumnStore } from '../../db/sealed-columns.js';

export interface SigningKeyRow {
  id: string;
  public_key: string;
  private_key_sealed: string;
  sign_until: Date;
  publish_until: Date;
}

export interface NewSigningKey {
  id: string;
  algorithm: string;
  publicKey: string;
  privateKeySealed: string;
  /** Seconds from now during which the key signs. */
  signForSec: number;
  /** Seconds after that during which it stays published, so its last tokens still verify. */
  publishAfterSec: number;
}

/** SQL of the JWT signing keys (`jwt_signing_keys`). */
export function createSigningKeysRepo() {
  return {
    /** The sealed private halves, for `portal keys reencrypt`. */
    privateKeys: sealedColumnStore<string>({ table: 'jwt_signing_keys', key: 'id', column: 'private_key_sealed' }),

    /** Every key still published, oldest first. */
    async listPublished(db: Queryable): Promise<SigningKeyRow[]> {
      return db.query<SigningKeyRow>(
        'SELECT id, public_key, private_key_sealed, sign_until, publish_until FROM jwt_signing_keys WHERE publish_until > now() ORDER BY created_at',
      );
    },

    async insert(db: Queryable, key: NewSigningKey): Promise<void> {
      await db.query(
        `INSERT INTO jwt_signing_keys (id, algorithm, public_key, private_key_sealed, sign_until, publish_until)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), now() + make_interval(secs => $5 + $6))`,
        [key.id, key.algorithm, key.publicKey, key.privateKeySealed, key.signForSec, key.publishAfterSec],
      );
    },
  };
}

export type SigningKeysRepo = ReturnType<typeof createSigningKeysRepo>;
