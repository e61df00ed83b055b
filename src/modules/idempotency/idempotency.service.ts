import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import type { IdempotencyRepo } from './idempotency.repo.js';

/**
 * `Idempotency-Key` for money-creating requests (docs/money.md
 * "Idempotency"), after Stripe's design:
 *
 * 1. Claim: a short transaction inserts the key IN_PROGRESS with the SHA-256
 *    of the request. A key already COMPLETED with the same hash replays the
 *    stored response; with another hash it is 409 IDEMPOTENCY.KEY_REUSED; a key
 *    still IN_PROGRESS is 409 IDEMPOTENCY.REQUEST_IN_PROGRESS.
 * 2. Work: the business write and the stored response commit in ONE
 *    transaction, so a committed ledger write always has its response and a
 *    rolled-back one leaves none.
 * 3. Failure: the key is released (deleted); the caller may retry with it.
 *    A process that dies between 1 and 2 leaves an IN_PROGRESS row whose lock
 *    lapses after `lockSeconds`; a retry with the same request then takes it over.
 */
export interface IdempotencyConfig {
  /** How long a claimed key blocks duplicates before a retry may take it over. */
  lockSeconds: number;
  /** How long a completed key replays its response (at least 24 h). */
  retentionSeconds: number;
}

export const DEFAULT_IDEMPOTENCY: IdempotencyConfig = { lockSeconds: 60, retentionSeconds: 48 * 3600 };

export interface IdempotentRequest {
  /** Whose key space: the workspace id, or `operator:<account id>`. */
  scope: string;
  /** The header value; undefined: no idempotency, the work simply runs in a transaction. */
  key: string | undefined;
  /** Method, route and body: what must be identical for a replay. */
  fingerprint: unknown;
}

export interface IdempotentResult {
  status: number;
  body: unknown;
  /** True when the stored response of an earlier request is returned. */
  replayed: boolean;
}

/** JSON with object keys sorted at every level: the same request hashes the same whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const requestHash = (fingerprint: unknown): string => createHash('sha256').update(canonicalJson(fingerprint)).digest('hex');

export function createIdempotencyService(deps: { db: Db; repo: IdempotencyRepo; config?: IdempotencyConfig }) {
  const { db, repo } = deps;
  const config = deps.config ?? DEFAULT_IDEMPOTENCY;

  async function existing(scope: string, key: string, hash: string): Promise<IdempotentResult> {
    const row = await repo.find(db, scope, key);
    // Released between our claim attempt and this read: the caller's retry will claim it.
    if (!row) throw new AppError('IDEMPOTENCY.REQUEST_IN_PROGRESS');
    if (row.request_hash !== hash) throw new AppError('IDEMPOTENCY.KEY_REUSED');
    if (row.state !== 'COMPLETED') throw new AppError('IDEMPOTENCY.REQUEST_IN_PROGRESS');
    return { status: row.response_status!, body: row.response_body, replayed: true };
  }

  return {
    /**
     * Runs `work` once per key: inside one transaction that also stores its
     * response. `work` must do every write through the `tx` it is given.
     */
    async run(request: IdempotentRequest, work: (tx: Queryable) => Promise<{ status: number; body: unknown }>): Promise<IdempotentResult> {
      const { scope, key } = request;
      if (key === undefined) return { ...(await db.transaction(work)), replayed: false };
      const hash = requestHash(request.fingerprint);
      const claimed = await repo.claim(db, {
        scope,
        key,
        requestHash: hash,
        lockSeconds: config.lockSeconds,
        retentionSeconds: config.retentionSeconds,
      });
      if (!claimed) return existing(scope, key, hash);
      try {
        const result = await db.transaction(async (tx) => {
          const out = await work(tx);
          await repo.complete(tx, scope, key, out.status, out.body);
          return out;
        });
        return { ...result, replayed: false };
      } catch (error) {
        await repo.release(db, scope, key).catch(() => undefined);
        throw error;
      }
    },

    /** Keys whose replay window ended before `before`, up to `limit` of them (the purge schedule). */
    purgeExpired: (input: { before: Date; limit: number }): Promise<number> => repo.purgeExpired(db, input),
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
