import type { Queryable } from '../../db/client.js';
import { sealedColumnStore } from '../../db/sealed-columns.js';

export interface KeyRow {
  id: string;
  key_size: number;
  public_key: string;
  private_key_sealed: string;
  created_at: Date;
  rotate_at: Date;
  expires_at: Date;
}

export interface NewKey {
  id: string;
  /** Creation instant by the app's clock; rotate_at and expires_at count from it. */
  at: Date;
  keySize: number;
  publicKey: string;
  privateKeySealed: string;
  ttlSec: number;
  graceSec: number;
}

export interface SessionRow {
  id: string;
  aes_key_sealed: string;
  expires_at: Date;
}

export interface NewSession {
  id: string;
  /** Creation instant by the app's clock; expires_at counts from it. */
  at: Date;
  keyId: string;
  aesKeySealed: string;
  ttlSec: number;
}

const KEY_COLUMNS = 'id, key_size, public_key, private_key_sealed, created_at, rotate_at, expires_at';

/**
 * Every "still valid?" question is answered by the database, at the instant
 * `at` of the app's clock (src/infra/clock.ts: NTP-synced across instances,
 * and keys and sessions live for seconds at the least), so tests move time
 * instead of sleeping; the creation instants are the same clock's. The
 * keygen lease and the purges of long-expired rows stay on now().
 */
/** One encrypted request's replay keys, as `recordUses` takes them. */
export interface NonceUse {
  sessionId: string;
  ivHex: string;
  requestId: string;
  at: Date;
}

export function createSecureChannelRepo() {
  return {
    /** The sealed private keys and session keys, for `portal keys reencrypt`. */
    privateKeys: sealedColumnStore<string>({ table: 'secure_channel_keys', key: 'id', column: 'private_key_sealed' }),
    sessionKeys: sealedColumnStore<string>({ table: 'secure_channel_sessions', key: 'id', column: 'aes_key_sealed' }),

    /** The newest key still handed out for new sessions. */
    async findCurrentKey(db: Queryable, at: Date): Promise<KeyRow | undefined> {
      const rows = await db.query<KeyRow>(
        `SELECT ${KEY_COLUMNS} FROM secure_channel_keys WHERE rotate_at > $1 ORDER BY rotate_at DESC LIMIT 1`,
        [at],
      );
      return rows[0];
    },

    /** A key that may still open sessions (current, or replaced but not yet expired). */
    async findUsableKey(db: Queryable, id: string, at: Date): Promise<KeyRow | undefined> {
      const rows = await db.query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM secure_channel_keys WHERE id = $1 AND expires_at > $2`, [id, at]);
      return rows[0];
    },

    async insertKey(db: Queryable, key: NewKey): Promise<KeyRow> {
      const rows = await db.query<KeyRow>(
        `INSERT INTO secure_channel_keys (id, key_size, public_key, private_key_sealed, created_at, rotate_at, expires_at)
         VALUES ($1, $2, $3, $4, $7, $7::timestamptz + make_interval(secs => $5), $7::timestamptz + make_interval(secs => $6))
         RETURNING ${KEY_COLUMNS}`,
        [key.id, key.keySize, key.publicKey, key.privateKeySealed, key.ttlSec, key.ttlSec + key.graceSec, key.at],
      );
      return rows[0]!;
    },

    /** Keys (and, by cascade, their sessions) that expired more than `afterSec` ago. */
    async deleteExpiredKeys(db: Queryable, afterSec: number): Promise<void> {
      await db.query('DELETE FROM secure_channel_keys WHERE expires_at < now() - make_interval(secs => $1)', [afterSec]);
    },

    /**
     * Takes the key-generation lease when nobody holds a live one. Atomic on
     * PostgreSQL (one INSERT … ON CONFLICT … WHERE), so of N instances asking
     * at once exactly one gets true.
     */
    async claimKeygenLease(db: Queryable, holder: string, leaseSec: number): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO secure_channel_keygen_lease (singleton, holder, lease_until)
         VALUES (true, $1, now() + make_interval(secs => $2))
         ON CONFLICT (singleton) DO UPDATE SET holder = EXCLUDED.holder, lease_until = EXCLUDED.lease_until
         WHERE secure_channel_keygen_lease.lease_until <= now()
         RETURNING holder`,
        [holder, leaseSec],
      );
      return rows.length > 0;
    },

    async releaseKeygenLease(db: Queryable, holder: string): Promise<void> {
      await db.query('DELETE FROM secure_channel_keygen_lease WHERE holder = $1', [holder]);
    },

    async insertSession(db: Queryable, session: NewSession): Promise<{ expires_at: Date }> {
      const rows = await db.query<{ expires_at: Date }>(
        `INSERT INTO secure_channel_sessions (id, key_id, aes_key_sealed, created_at, expires_at)
         VALUES ($1, $2, $3, $5, $5::timestamptz + make_interval(secs => $4))
         RETURNING expires_at`,
        [session.id, session.keyId, session.aesKeySealed, session.ttlSec, session.at],
      );
      return rows[0]!;
    },

    /** An open (not closed, not expired) session. */
    async findOpenSession(db: Queryable, id: string, at: Date): Promise<SessionRow | undefined> {
      const rows = await db.query<SessionRow>(
        `SELECT id, aes_key_sealed, expires_at FROM secure_channel_sessions
         WHERE id = $1 AND closed_at IS NULL AND expires_at > $2`,
        [id, at],
      );
      return rows[0];
    },

    /** True when this call closed an open session; false when it was unknown, expired or already closed. */
    async closeSession(db: Queryable, id: string, at: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE secure_channel_sessions SET closed_at = $2
         WHERE id = $1 AND closed_at IS NULL AND expires_at > $2 RETURNING id`,
        [id, at],
      );
      return rows.length > 0;
    },

    /**
     * Records uses of (iv, request id) in sessions that are still open, in one
     * statement: true for each use it recorded. None is recorded when its
     * session is no longer open or when either value was used before: the
     * unique constraints decide, on any instance. The uses must be distinct in
     * (session, iv) and in (session, request id) — the caller keeps the first
     * of each and refuses the rest as replays — so a returned (session, iv)
     * names one use.
     */
    async recordUses(db: Queryable, uses: readonly NonceUse[]): Promise<boolean[]> {
      const rows = await db.query<{ session_id: string; iv: string }>(
        `INSERT INTO secure_channel_nonces (session_id, iv, request_id)
         SELECT s.id, u.iv, u.request_id
           FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) AS u(session_id, iv, request_id, at)
           JOIN secure_channel_sessions s ON s.id = u.session_id AND s.closed_at IS NULL AND s.expires_at > u.at
         ON CONFLICT DO NOTHING
         RETURNING session_id, iv`,
        [uses.map((u) => u.sessionId), uses.map((u) => u.ivHex), uses.map((u) => u.requestId), uses.map((u) => u.at)],
      );
      const recorded = new Set(rows.map((r) => `${r.session_id} ${r.iv}`));
      return uses.map((u) => recorded.has(`${u.sessionId} ${u.ivHex}`));
    },

    /** Sessions (with their nonces) that expired more than `afterSec` ago; at most `limit` per call. */
    async purgeExpiredSessions(db: Queryable, afterSec: number, limit: number): Promise<void> {
      await db.query(
        `DELETE FROM secure_channel_sessions WHERE id IN (
           SELECT id FROM secure_channel_sessions WHERE expires_at < now() - make_interval(secs => $1) LIMIT $2)`,
        [afterSec, limit],
      );
    },
  };
}

export type SecureChannelRepo = ReturnType<typeof createSecureChannelRepo>;
