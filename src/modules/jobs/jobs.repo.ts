import type { Queryable } from '../../db/client.js';
import { sealedColumnStore } from '../../db/sealed-columns.js';

/** The channel a committed enqueue notifies, so idle runners wake at once instead of at their next poll. */
export const JOBS_CHANNEL = 'portal_jobs';

export interface NewJob {
  id: string;
  task: string;
  /** Sealed already: the repository never sees a payload in clear. */
  payload: string;
  maxAttempts: number;
  runAt: Date;
  jobKey: string | null;
}

export interface ClaimedJob {
  id: string;
  task: string;
  payload: string;
  /** This attempt's number, from 1: counted when claimed, so a runner that dies mid-job spends one. */
  attempts: number;
  maxAttempts: number;
}

export interface DeadJob {
  id: string;
  task: string;
  payload: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  failedAt: Date;
}

type DeadRow = { id: string; task: string; payload: string; attempts: number; last_error: string | null; created_at: Date | string; failed_at: Date | string };

/** SQL of the `jobs` table (migration 0016): the same statements on PostgreSQL and PGlite. */
export function createJobsRepo() {
  return {
    /** For `portal keys reencrypt`. */
    sealedPayloads: sealedColumnStore<string>({ table: 'jobs', key: 'id', column: 'payload_sealed' }),

    /** In the caller's transaction; answers false when a queued job already holds `jobKey`. */
    async insert(tx: Queryable, job: NewJob): Promise<boolean> {
      const rows = await tx.query<{ id: string }>(
        `INSERT INTO jobs (id, task, payload_sealed, max_attempts, run_at, job_key) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (job_key) WHERE state = 'queued' AND job_key IS NOT NULL DO NOTHING RETURNING id`,
        [job.id, job.task, job.payload, job.maxAttempts, job.runAt, job.jobKey],
      );
      if (rows.length === 0) return false;
      // Delivered when the transaction commits, never when it rolls back.
      await tx.query(`SELECT pg_notify('${JOBS_CHANNEL}', $1)`, [job.task]);
      return true;
    },

    /**
     * Takes up to `limit` due jobs of `tasks` for `runner` until `lockedUntil`. SKIP LOCKED: runners
     * claiming at once take different jobs; a lease that ran out (its runner died) is claimable again.
     */
    async claim(db: Queryable, input: { now: Date; lockedUntil: Date; runner: string; limit: number; tasks: string[] }): Promise<ClaimedJob[]> {
      const rows = await db.query<{ id: string; task: string; payload: string; attempts: number; max_attempts: number }>(
        `UPDATE jobs SET attempts = attempts + 1, locked_until = $2, locked_by = $3
          WHERE id IN (
            SELECT id FROM jobs
             WHERE state = 'queued' AND run_at <= $1 AND (locked_until IS NULL OR locked_until <= $1) AND task = ANY($5::text[])
             ORDER BY run_at, id LIMIT $4
             FOR UPDATE SKIP LOCKED)
          RETURNING id, task, payload_sealed AS payload, attempts, max_attempts`,
        [input.now, input.lockedUntil, input.runner, input.limit, input.tasks],
      );
      return rows.map((row) => ({ id: row.id, task: row.task, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts }));
    },

    /** Done: the row goes, and its payload with it. Only while `runner` still holds the lease. */
    async complete(db: Queryable, id: string, runner: string): Promise<void> {
      await db.query('DELETE FROM jobs WHERE id = $1 AND locked_by = $2', [id, runner]);
    },

    /** Failed, to run again at `runAt`. */
    async reschedule(db: Queryable, input: { id: string; runner: string; runAt: Date; error: string }): Promise<void> {
      await db.query('UPDATE jobs SET run_at = $3, locked_until = NULL, locked_by = NULL, last_error = $4 WHERE id = $1 AND locked_by = $2', [
        input.id,
        input.runner,
        input.runAt,
        input.error,
      ]);
    },

    /** Failed for the last time: kept as dead for an operator. */
    async bury(db: Queryable, input: { id: string; runner: string; now: Date; error: string }): Promise<void> {
      await db.query(
        `UPDATE jobs SET state = 'dead', locked_until = NULL, locked_by = NULL, last_error = $4, failed_at = $3 WHERE id = $1 AND locked_by = $2`,
        [input.id, input.runner, input.now, input.error],
      );
    },

    async listDead(db: Queryable, task: string): Promise<DeadJob[]> {
      const rows = await db.query<DeadRow>(
        `SELECT id, task, payload_sealed AS payload, attempts, last_error, created_at, failed_at FROM jobs WHERE state = 'dead' AND task = $1 ORDER BY failed_at, id`,
        [task],
      );
      return rows.map((row) => ({
        id: row.id,
        task: row.task,
        payload: row.payload,
        attempts: row.attempts,
        lastError: row.last_error,
        createdAt: new Date(row.created_at),
        failedAt: new Date(row.failed_at),
      }));
    },

    /** Dead jobs of `task` (one, or all when `id` is undefined) queued again with fresh attempts; answers their ids. */
    async requeueDead(tx: Queryable, input: { task: string; id: string | undefined; now: Date }): Promise<string[]> {
      const rows = await tx.query<{ id: string }>(
        `UPDATE jobs SET state = 'queued', attempts = 0, run_at = $3, failed_at = NULL
          WHERE state = 'dead' AND task = $1 AND ($2::text IS NULL OR id = $2) RETURNING id`,
        [input.task, input.id ?? null, input.now],
      );
      if (rows.length > 0) await tx.query(`SELECT pg_notify('${JOBS_CHANNEL}', $1)`, [input.task]);
      return rows.map((row) => row.id).sort();
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;
