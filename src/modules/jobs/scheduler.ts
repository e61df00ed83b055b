import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db, Queryable } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import type { JobQueue, JobRunner } from './jobs.module.js';
import { createSchedulesRepo } from './schedules.repo.js';

/**
 * Periodic work on the job queue (docs/jobs.md "Schedules"). Time is cut into slots of the schedule's
 * interval (shifted by a phase of its own, so hourly schedules do not all start on the hour); a slot's
 * run is the job `schedule:<name>:<slot>`, and the queue keeps one queued job per key, so however many
 * instances queue a slot, one job runs it. Each run first queues the next slot (the chain survives a
 * run that fails), then works, then records its slot in `schedule_runs`: a job of a slot that already
 * finished does nothing. Failures are retried by the queue; a run whose runner died is taken up again
 * after the lease.
 */

export interface Schedule {
  /** Lower-case words joined by `-`; its task is `schedule.<name>`. */
  name: string;
  intervalMs: number;
  /** One run: answers the rows it changed or deleted. */
  run(): Promise<number>;
}

/** A bounded delete (or update) of one owner module: at most `limit` rows older than `before`; answers how many. */
export type PurgeBatch = (input: { before: Date; limit: number }) => Promise<number>;

export interface ScheduleMetrics {
  run(schedule: string, outcome: 'done' | 'skipped' | 'retry' | 'dead'): void;
  rows(schedule: string, rows: number): void;
}

export interface ScheduleView {
  name: string;
  intervalSeconds: number;
  lastFinishedAt: string | null;
  lastRows: number | null;
  nextRunAt: string;
}

export interface Scheduler {
  /** Queues each schedule's current slot (nothing when one is queued or it ran); with the runner's start. */
  start(): Promise<void>;
  stop(): void;
  /** Every schedule, its interval, its last finished run and its next slot's start. */
  list(): Promise<ScheduleView[]>;
}

/** Attempts of one run before its job is dead; the next slot runs anyway. */
export const SCHEDULE_MAX_ATTEMPTS = 3;

const taskOf = (name: string) => `schedule.${name}`;

/** A stable offset within the interval, from the name: the same on every instance. */
export function phaseOf(name: string, intervalMs: number): number {
  return createHash('sha256').update(name).digest().readUInt32BE(0) % intervalMs;
}

export function slotAt(schedule: Pick<Schedule, 'name' | 'intervalMs'>, at: number): number {
  return Math.floor((at - phaseOf(schedule.name, schedule.intervalMs)) / schedule.intervalMs);
}

export function slotStart(schedule: Pick<Schedule, 'name' | 'intervalMs'>, slot: number): number {
  return slot * schedule.intervalMs + phaseOf(schedule.name, schedule.intervalMs);
}

/** Runs `batch` until it answers fewer rows than a batch or `maxRows` are done; each batch is its own statement. */
export async function inBatches(batch: (limit: number) => Promise<number>, sizes: { batchSize: number; maxRows: number }): Promise<number> {
  let total = 0;
  for (;;) {
    const limit = Math.min(sizes.batchSize, sizes.maxRows - total);
    if (limit <= 0) return total;
    const rows = await batch(limit);
    total += rows;
    if (rows < limit) return total;
  }
}

/**
 * Each schedule with its last finished run and the start of the next interval it will run (in the past
 * when the current one is due and not run yet). Needs only the database: `portal jobs schedules`.
 */
export async function describeSchedules(db: Queryable, schedules: ReadonlyArray<Pick<Schedule, 'name' | 'intervalMs'>>, now: number): Promise<ScheduleView[]> {
  const runs = new Map((await createSchedulesRepo().list(db)).map((run) => [run.name, run]));
  return schedules.map((schedule) => {
    const run = runs.get(schedule.name);
    const next = Math.max(slotAt(schedule, now), (run?.lastSlot ?? -Infinity) + 1);
    return {
      name: schedule.name,
      intervalSeconds: schedule.intervalMs / 1000,
      lastFinishedAt: run ? run.finishedAt.toISOString() : null,
      lastRows: run ? run.lastRows : null,
      nextRunAt: new Date(slotStart(schedule, next)).toISOString(),
    };
  });
}

export function createScheduler(deps: {
  db: Db;
  queue: JobQueue;
  runner: JobRunner;
  clock: Clock;
  log: Logger;
  metrics?: ScheduleMetrics;
  schedules: readonly Schedule[];
}): Scheduler {
  const { db, queue, clock, log, metrics } = deps;
  const repo = createSchedulesRepo();
  let timer: NodeJS.Timeout | undefined;

  /** Queues `slot` of `schedule`: nothing when a job of that slot is queued already (its key), on any instance. */
  const enqueue = (schedule: Schedule, slot: number) =>
    db.transaction((tx) =>
      queue.enqueue(tx, taskOf(schedule.name), { slot }, { maxAttempts: SCHEDULE_MAX_ATTEMPTS, runAt: new Date(slotStart(schedule, slot)), jobKey: `schedule:${schedule.name}:${slot}` }),
    );

  async function ensureQueued(schedule: Schedule): Promise<void> {
    const last = await repo.lastSlot(db, schedule.name);
    await enqueue(schedule, Math.max(slotAt(schedule, clock.now()), (last ?? -Infinity) + 1));
  }

  async function runSlot(schedule: Schedule, slot: number): Promise<void> {
    // A run that starts late (a retry, a lease that ran out) does the work of the interval it runs in: that
    // one is recorded as done, and the chain goes on from there.
    const covered = Math.max(slot, slotAt(schedule, clock.now()));
    await enqueue(schedule, covered + 1);
    const last = await repo.lastSlot(db, schedule.name);
    if (last !== undefined && last >= slot) {
      metrics?.run(schedule.name, 'skipped');
      return;
    }
    const rows = await schedule.run();
    await repo.recordRun(db, { name: schedule.name, slot: covered, rows, finishedAt: new Date(clock.now()) });
    metrics?.run(schedule.name, 'done');
    metrics?.rows(schedule.name, rows);
    if (rows > 0) log.info({ schedule: schedule.name, rows }, 'schedule ran');
  }

  for (const schedule of deps.schedules) {
    deps.runner.define<{ slot: number }>(taskOf(schedule.name), {
      run: ({ slot }) => runSlot(schedule, slot),
      backoffMs: (attempt) => Math.min(10_000 * 2 ** (attempt - 1), schedule.intervalMs),
      outcome(result, job, error) {
        if (result === 'done') return;
        metrics?.run(schedule.name, result);
        log[result === 'dead' ? 'error' : 'warn']({ err: error, schedule: schedule.name, job: { id: job.id, attempt: job.attempt } }, 'schedule run failed');
      },
    });
  }

  const ensureAll = async () => {
    for (const schedule of deps.schedules) await ensureQueued(schedule);
  };

  return {
    async start() {
      await ensureAll();
      // The chain lives in the database; this only re-seeds it should a run die before queuing its successor.
      const shortest = Math.min(...deps.schedules.map((s) => s.intervalMs));
      let failing = false;
      const reseed = () =>
        ensureAll().then(
          () => void (failing = false),
          (error: unknown) => {
            // One line per outage, as the runner's claim logs it; the chain waits in the database meanwhile.
            if (!failing) log.warn({ err: error }, 'schedules could not be queued: the database did not answer');
            failing = true;
          },
        );
      timer = setInterval(() => void reseed(), shortest);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
    list: () => describeSchedules(db, deps.schedules, clock.now()),
  };
}
