import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db, Queryable } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { newId } from '../../infra/ids.js';
import type { MasterKeys } from '../../infra/master-keys.js';
import { sealedColumn, type SealedColumn } from '../../infra/resealing.js';
import { createSecretBox, type SecretBox } from '../../infra/secret-box.js';
import { createJobsRepo, JOBS_CHANNEL, type ClaimedJob } from './jobs.repo.js';

/**
 * Durable background work (docs/jobs.md): a job is a row of `jobs`, inserted in the transaction of
 * the change that causes it and run by a runner of any instance. One code path on both engines:
 * claims with FOR UPDATE SKIP LOCKED under a lease, wake-ups by NOTIFY (PostgreSQL: a LISTEN
 * connection; PGlite: in process), a poll as the safety net. docs/decisions.md says why this and
 * not graphile-worker or pg-boss.
 */

export interface EnqueueOptions {
  /** Attempts before the job is dead (1–100). */
  maxAttempts: number;
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** At most one queued job per key: a second enqueue with a key already queued does nothing. */
  jobKey?: string;
}

export interface JobQueue {
  /** Adds a job in `tx`: it exists if and only if `tx` commits. Answers false when `jobKey` is already queued. */
  enqueue(tx: Queryable, task: string, payload: unknown, options: EnqueueOptions): Promise<boolean>;
}

export interface JobContext {
  id: string;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

export interface TaskDefinition<P> {
  run(payload: P, job: JobContext): Promise<void>;
  /** Wait before attempt `attempt + 1` after attempt `attempt` failed. */
  backoffMs(attempt: number): number;
  /** After each outcome (metrics, logs); never throws into the runner. */
  outcome?(result: 'done' | 'retry' | 'dead', job: JobContext, error?: unknown): void;
}

export interface JobRunner {
  /** Declares how `task` runs; before start. */
  define<P>(task: string, definition: TaskDefinition<P>): void;
  /** Listens for enqueues and polls; jobs run as they come due. */
  start(): Promise<void>;
  /** Stops claiming, waits for the jobs running now. Queued jobs stay for the next runner. */
  stop(): Promise<void>;
  /** Runs every job due now (and those that come due meanwhile) until none is left: tests, shutdown. */
  drain(): Promise<void>;
}

export interface DeadJobView {
  id: string;
  task: string;
  payload: unknown;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  failedAt: Date;
}

export interface DeadLetters {
  list(task: string): Promise<DeadJobView[]>;
  /** Queues dead jobs of `task` again with fresh attempts: one by id, or all. Answers the ids requeued. */
  retry(task: string, id: string | undefined): Promise<string[]>;
}

export interface JobsSettings {
  /** Jobs one runner runs at once. */
  concurrency: number;
  /** Safety-net poll (jobs of other instances' retries, a lost notification). */
  pollMs: number;
  /** How long a claim holds a job; a runner that died gives it back after this. Longer than any job may take. */
  leaseMs: number;
}

export const DEFAULT_JOBS_SETTINGS: JobsSettings = { concurrency: 4, pollMs: 2_000, leaseMs: 120_000 };

export interface JobsModule {
  queue: JobQueue;
  runner: JobRunner;
  deadLetters: DeadLetters;
}

const aad = (id: string) => `job:${id}`;

/** For `portal keys reencrypt`: queued and dead jobs keep their payloads sealed under MASTER_KEY. */
export function jobsSealedColumns(deps: { db: Db; box: SecretBox }): SealedColumn[] {
  return [sealedColumn({ ...deps, store: createJobsRepo().sealedPayloads, context: aad })];
}

/** The error as the log and `last_error` keep it: its message, never a payload. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

export function createJobsModule(deps: { db: Db; config: MasterKeys; clock: Clock; log: Logger; settings?: Partial<JobsSettings> }): JobsModule {
  const { db, clock, log } = deps;
  const settings = { ...DEFAULT_JOBS_SETTINGS, ...deps.settings };
  const repo = createJobsRepo();
  const box = createSecretBox(deps.config);
  const tasks = new Map<string, TaskDefinition<unknown>>();
  const runnerId = `runner_${randomBytes(8).toString('hex')}`;
  const active = new Set<Promise<void>>();
  let running = false;
  let pumping: Promise<void> | undefined;
  let again = false;
  let poll: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let claimFailing = false;
  /**
   * The last claim may have left due jobs behind: it filled every slot it asked for, or had none
   * free. Only then does a finished job's freed slot need a claim; otherwise new jobs announce
   * themselves (NOTIFY on commit) and the poll catches the rest — no empty claim per finished job.
   */
  let backlog = false;

  const queue: JobQueue = {
    async enqueue(tx, task, payload, options) {
      const id = newId('job');
      return repo.insert(tx, {
        id,
        task,
        payload: box.seal(JSON.stringify(payload), aad(id)),
        maxAttempts: options.maxAttempts,
        runAt: options.runAt ?? new Date(clock.now()),
        jobKey: options.jobKey ?? null,
      });
    },
  };

  async function execute(job: ClaimedJob): Promise<void> {
    const definition = tasks.get(job.task)!;
    const context: JobContext = { id: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts };
    const report = (result: 'done' | 'retry' | 'dead', error?: unknown) => {
      try {
        definition.outcome?.(result, context, error);
      } catch {
        // An observer's bug never loses a job.
      }
    };
    try {
      const payload = JSON.parse(box.open(job.payload, aad(job.id)).toString('utf8')) as unknown;
      await definition.run(payload, context);
    } catch (error) {
      const now = new Date(clock.now());
      try {
        if (job.attempts >= job.maxAttempts) {
          await repo.bury(db, { id: job.id, runner: runnerId, now, error: describe(error) });
          report('dead', error);
        } else {
          await repo.reschedule(db, { id: job.id, runner: runnerId, runAt: new Date(now.getTime() + definition.backoffMs(job.attempts)), error: describe(error) });
          report('retry', error);
        }
      } catch (recordError) {
        // The lease runs out and another attempt follows: at least once, never lost.
        log.error({ err: recordError, job: { id: job.id, task: job.task } }, 'job failure could not be recorded');
      }
      return;
    }
    try {
      await repo.complete(db, job.id, runnerId);
    } catch (error) {
      // Done but still in the table: after the lease it runs again (at least once).
      log.error({ err: error, job: { id: job.id, task: job.task } }, 'finished job could not be removed');
    }
    report('done');
  }

  /** Claims what is due (up to the free slots) and starts it; answers how many it started. */
  async function claimOnce(): Promise<number> {
    const free = settings.concurrency - active.size;
    if (tasks.size === 0) return 0;
    if (free <= 0) {
      backlog = true;
      return 0;
    }
    const now = clock.now();
    const jobs = await repo.claim(db, {
      now: new Date(now),
      lockedUntil: new Date(now + settings.leaseMs),
      runner: runnerId,
      limit: free,
      tasks: [...tasks.keys()],
    });
    backlog = jobs.length === free;
    for (const job of jobs) {
      const run = execute(job).finally(() => {
        active.delete(run);
        // A slot is free: more may be waiting.
        if (running && backlog) wake();
      });
      active.add(run);
    }
    return jobs.length;
  }

  /** One pump at a time; a wake-up during it runs another after. */
  function wake(): void {
    if (pumping) {
      again = true;
      return;
    }
    pumping = (async () => {
      let started: number;
      do {
        again = false;
        try {
          started = await claimOnce();
          claimFailing = false;
        } catch (error) {
          // One line per outage, not one per poll: the jobs wait in the database meanwhile.
          if (!claimFailing) log.error({ err: error }, 'job claim failed: jobs wait until the database answers');
          claimFailing = true;
          started = 0;
        }
      } while (again || (backlog && started > 0 && active.size < settings.concurrency));
    })().finally(() => (pumping = undefined));
  }

  const runner: JobRunner = {
    define(task, definition) {
      tasks.set(task, definition as TaskDefinition<unknown>);
    },
    async start() {
      if (running) return;
      running = true;
      unlisten = await db.listen(JOBS_CHANNEL, () => {
        if (running) wake();
      });
      poll = setInterval(() => wake(), settings.pollMs);
      poll.unref();
      wake();
    },
    async stop() {
      running = false;
      clearInterval(poll);
      // The database may be gone already (an outage at shutdown): stopping never fails for it.
      await unlisten?.().catch(() => undefined);
      unlisten = undefined;
      await pumping;
      await Promise.all([...active]);
    },
    async drain() {
      for (;;) {
        await pumping;
        await Promise.all([...active]);
        const started = await claimOnce();
        if (started === 0 && active.size === 0 && !pumping) return;
      }
    },
  };

  const deadLetters: DeadLetters = {
    async list(task) {
      const dead = await repo.listDead(db, task);
      return dead.map((job) => ({ ...job, payload: JSON.parse(box.open(job.payload, aad(job.id)).toString('utf8')) as unknown }));
    },
    retry: (task, id) => db.transaction((tx) => repo.requeueDead(tx, { task, id, now: new Date(clock.now()) })),
  };

  return { queue, runner, deadLetters };
}
