import type { Queryable } from '../../db/client.js';
import { isoText } from '../../db/iso-text.js';
import { pageRows, TOTAL_ROWS, type CountedPage } from '../../db/paging.js';

export type ApiKeyStatus = 'ACTIVE' | 'DISABLED';

export interface ApiKeyRow {
  id: string;
  workspace_id: string;
  name: string;
  status: ApiKeyStatus;
  mode: 'LIVE' | 'TEST';
  scopes: string[];
  ip_whitelist: string[];
  created_by: string;
  /** Instants as ISO 8601 text (src/db/iso-text.ts): every reader of a key answers them so. */
  last_used_at: string | null;
  last_used_ip: string | null;
  rate_limit_per_second: number | null;
  created_at: string;
  /** Visible start of the current secret. */
  secret_start: string | null;
  /** When the previous secret of an ongoing rotation stops working; null when none overlaps. */
  rotation_ends_at: string | null;
}

/** The columns a key row is made of, as stored (the page is cut on these, then formatted). */
const KEY_STORED_COLUMNS = `k.id, k.workspace_id, k.name, k.status, k.mode, k.scopes, k.ip_whitelist, k.created_by, k.last_used_at,
       k.last_used_ip, k.rate_limit_per_second, k.created_at`;
/** A key row's columns from table alias `key`, its instants as text. */
const KEY_OWN_COLUMNS = (key: string) => `${key}.id, ${key}.workspace_id, ${key}.name, ${key}.status, ${key}.mode, ${key}.scopes, ${key}.ip_whitelist,
       ${key}.created_by, ${isoText(`${key}.last_used_at`)} AS last_used_at, ${key}.last_used_ip, ${key}.rate_limit_per_second,
       ${isoText(`${key}.created_at`)} AS created_at`;
/** The key's secrets, read once per key (not once per figure): the current one's start and when a rotation's overlap ends. */
const SECRETS_OF = (key: string) => `LEFT JOIN LATERAL (
         SELECT max(s.secret_start) FILTER (WHERE s.expires_at IS NULL) AS secret_start,
                max(s.expires_at) FILTER (WHERE s.expires_at > now()) AS rotation_ends_at
           FROM api_key_secrets s WHERE s.api_key_id = ${key}.id) sec ON true`;
const KEY_COLUMNS = (key: string) => `${KEY_OWN_COLUMNS(key)}, sec.secret_start, ${isoText('sec.rotation_ends_at')} AS rotation_ends_at`;
const KEY_ORDER = (key: string) => `ORDER BY ${key}.created_at DESC, ${key}.id DESC`;
const KEY_SELECT = `SELECT ${KEY_COLUMNS('k')} FROM api_keys k ${SECRETS_OF('k')}`;

/** What verification needs about the key a secret belongs to, in one row. */
export interface VerificationRow {
  id: string;
  workspace_id: string;
  name: string;
  mode: 'LIVE' | 'TEST';
  rate_limit_per_second: number | null;
  /** When the presented secret stops working (a rotated-out one); null for the current secret. */
  secret_expires_at: Date | null;
  status: ApiKeyStatus;
  scopes: string[];
  ip_whitelist: string[];
  created_by: string;
  secret_expired: boolean;
  /** The creator's role in the workspace today; null when they are no longer a member. */
  creator_role_type: 'OWNER' | 'CUSTOM' | null;
  creator_permissions: string[];
  workspace_status: 'ACTIVE' | 'SUSPENDED';
}

async function countKeys(db: Queryable, workspaceId: string): Promise<number> {
  const rows = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM api_keys WHERE workspace_id = $1', [workspaceId]);
  return Number(rows[0]?.n ?? 0n);
}

export function createApiKeysRepo() {
  return {
    async insertKey(
      tx: Queryable,
      key: {
        id: string;
        workspaceId: string;
        name: string;
        mode: 'LIVE' | 'TEST';
        scopes: string[];
        ipAllowList: string[];
        createdBy: string;
        /** Absent or null: the operator's ceiling. */
        rateLimitPerSecond?: number | null;
      },
    ): Promise<void> {
      await tx.query(
        `INSERT INTO api_keys (id, workspace_id, name, mode, scopes, ip_whitelist, created_by, rate_limit_per_second)
         VALUES ($1, $2, $3, $4, $5::text[], $6::text[], $7, $8)`,
        [key.id, key.workspaceId, key.name, key.mode, key.scopes, key.ipAllowList, key.createdBy, key.rateLimitPerSecond ?? null],
      );
    },

    async insertSecret(tx: Queryable, secret: { apiKeyId: string; hash: Buffer; start: string }): Promise<void> {
      await tx.query('INSERT INTO api_key_secrets (secret_hash, api_key_id, secret_start) VALUES ($1, $2, $3)', [
        secret.hash,
        secret.apiKeyId,
        secret.start,
      ]);
    },

    /**
     * Retires the key's live secrets: each stops working `overlapSeconds` from
     * now (or earlier, if it was already due to). Expired ones are dropped.
     */
    async retireSecrets(tx: Queryable, apiKeyId: string, overlapSeconds: number): Promise<void> {
      await tx.query('DELETE FROM api_key_secrets WHERE api_key_id = $1 AND expires_at <= now()', [apiKeyId]);
      await tx.query(
        `UPDATE api_key_secrets
            SET expires_at = LEAST(COALESCE(expires_at, 'infinity'::timestamptz), now() + make_interval(secs => $2))
          WHERE api_key_id = $1`,
        [apiKeyId, overlapSeconds],
      );
    },

    async findKey(db: Queryable, workspaceId: string, apiKeyId: string): Promise<ApiKeyRow | undefined> {
      const rows = await db.query<ApiKeyRow>(`${KEY_SELECT} WHERE k.workspace_id = $1 AND k.id = $2`, [workspaceId, apiKeyId]);
      return rows[0];
    },

    /** Locks the key row of this workspace for a change; false when there is none. */
    async lockKey(tx: Queryable, workspaceId: string, apiKeyId: string): Promise<boolean> {
      const rows = await tx.query('SELECT id FROM api_keys WHERE workspace_id = $1 AND id = $2 FOR UPDATE', [workspaceId, apiKeyId]);
      return rows.length > 0;
    },

    /** A page of the workspace's keys, newest first, with how many it has: one round trip. */
    async listKeys(db: Queryable, workspaceId: string, page: { size: number; offset: number }): Promise<CountedPage<ApiKeyRow>> {
      return pageRows<ApiKeyRow>(
        db,
        `SELECT ${KEY_STORED_COLUMNS}, ${TOTAL_ROWS} FROM api_keys k WHERE k.workspace_id = $1 ${KEY_ORDER('k')}`,
        [workspaceId],
        page,
        () => countKeys(db, workspaceId),
        // The instants are formatted here, after the cut: the page is ordered by the timestamps themselves.
        (cut) => `SELECT ${KEY_COLUMNS('p')}, p.total_rows FROM (${cut}) p ${SECRETS_OF('p')} ${KEY_ORDER('p')}`,
      );
    },

    countKeys,

    async setStatus(tx: Queryable, workspaceId: string, apiKeyId: string, status: ApiKeyStatus): Promise<boolean> {
      const rows = await tx.query('UPDATE api_keys SET status = $3 WHERE workspace_id = $1 AND id = $2 RETURNING id', [
        workspaceId,
        apiKeyId,
        status,
      ]);
      return rows.length > 0;
    },

    /** Deletes the key and (by cascade) its secrets. */
    async deleteKey(tx: Queryable, workspaceId: string, apiKeyId: string): Promise<boolean> {
      const rows = await tx.query('DELETE FROM api_keys WHERE workspace_id = $1 AND id = $2 RETURNING id', [workspaceId, apiKeyId]);
      return rows.length > 0;
    },

    /** The key a secret hash belongs to, with its creator's standing today; one round trip. */
    async findForVerification(db: Queryable, secretHash: Buffer): Promise<VerificationRow | undefined> {
      const rows = await db.query<VerificationRow>(
        `SELECT k.id, k.workspace_id, k.name, k.mode, k.rate_limit_per_second, k.status, k.scopes, k.ip_whitelist, k.created_by,
                s.expires_at AS secret_expires_at,
                (s.expires_at IS NOT NULL AND s.expires_at <= now()) AS secret_expired,
                r.role_type AS creator_role_type,
                COALESCE((SELECT array_agg(rp.permission_code) FROM role_permissions rp WHERE rp.role_id = r.id), '{}') AS creator_permissions,
                w.status AS workspace_status
           FROM api_key_secrets s
           JOIN api_keys k ON k.id = s.api_key_id
           JOIN workspaces w ON w.id = k.workspace_id
           LEFT JOIN memberships m ON m.workspace_id = k.workspace_id AND m.account_id = k.created_by
           LEFT JOIN roles r ON r.id = m.role_id
          WHERE s.secret_hash = $1`,
        [secretHash],
      );
      return rows[0];
    },

    /** Records a use; at most one write a minute per key, so a busy key does not hammer its row. */
    async touchLastUsed(db: Queryable, apiKeyId: string): Promise<void> {
      await db.query(
        `UPDATE api_keys SET last_used_at = now()
          WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '60 seconds')`,
        [apiKeyId],
      );
    },

    /**
     * Writes what an instance gathered about a key's use since its last write: when and from where it
     * was last used, and the requests per day to add. A deleted key has nothing left to record.
     */
    async recordUsage(
      tx: Queryable,
      usage: { apiKeyId: string; lastUsedAt: Date; lastUsedIp: string; counts: ReadonlyArray<{ day: string; count: number }> },
    ): Promise<void> {
      const updated = await tx.query(
        `UPDATE api_keys SET last_used_at = GREATEST(COALESCE(last_used_at, $2), $2), last_used_ip = $3
          WHERE id = $1 RETURNING id`,
        [usage.apiKeyId, usage.lastUsedAt, usage.lastUsedIp.slice(0, 64)],
      );
      if (updated.length === 0) return;
      for (const { day, count } of usage.counts) {
        await tx.query(
          `INSERT INTO api_key_usage (api_key_id, day, request_count) VALUES ($1, $2::date, $3)
           ON CONFLICT (api_key_id, day) DO UPDATE SET request_count = api_key_usage.request_count + EXCLUDED.request_count`,
          [usage.apiKeyId, day, count],
        );
      }
    },

    /** Requests per day of a key of this workspace since `fromDay` (inclusive), newest first. */
    async usageDays(db: Queryable, workspaceId: string, apiKeyId: string, fromDay: string): Promise<Array<{ day: string; request_count: bigint }>> {
      return db.query<{ day: string; request_count: bigint }>(
        `SELECT to_char(u.day, 'YYYY-MM-DD') AS day, u.request_count
           FROM api_key_usage u JOIN api_keys k ON k.id = u.api_key_id
          WHERE k.workspace_id = $1 AND u.api_key_id = $2 AND u.day >= $3::date
          ORDER BY u.day DESC`,
        [workspaceId, apiKeyId, fromDay],
      );
    },
  };
}

export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>;
