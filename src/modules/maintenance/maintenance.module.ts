import type { Logger } from 'pino';
import type { RetainedTable, ScheduleSettings } from '../../config.js';
import type { Db, Queryable } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import type { JobQueue, JobRunner } from '../jobs/jobs.module.js';
import { createScheduler, describeSchedules, inBatches, type PurgeBatch, type Schedule, type ScheduleMetrics, type Scheduler, type ScheduleView } from '../jobs/scheduler.js';

const DAY_MS = 86_400_000;

/** Every purge: its schedule's name, the retention it obeys, and which owner module deletes. */
const PURGES = [
  ['purge-refresh-tokens', 'refreshTokens'],
  ['purge-login-sessions', 'loginSessions'],
  ['purge-login-attempts', 'loginAttempts'],
  ['purge-outbox', 'outbox'],
  ['purge-password-tokens', 'passwordTokens'],
  ['purge-registrations', 'registrations'],
  ['purge-recharge-quotes', 'quotes'],
  ['purge-exchange-quotes', 'quotes'],
  ['purge-idempotency-keys', 'idempotencyKeys'],
] as const satisfies ReadonlyArray<readonly [string, RetainedTable]>;

export type PurgeName = (typeof PURGES)[number][0];

const RECHARGE_EXPIRY = 'recharge-expiry';
const expiryIntervalMs = (settings: Pick<ScheduleSettings, 'rechargeExpiryIntervalSec'>) => settings.rechargeExpiryIntervalSec * 1000;
const purgeIntervalMs = (settings: Pick<ScheduleSettings, 'purgeIntervalSec'>) => settings.purgeIntervalSec * 1000;

/** Every schedule's name and interval as `settings` make them: what `portal jobs schedules` lists. */
export function scheduleIntervals(settings: Pick<ScheduleSettings, 'rechargeExpiryIntervalSec' | 'purgeIntervalSec'>): Array<Pick<Schedule, 'name' | 'intervalMs'>> {
  return [{ name: RECHARGE_EXPIRY, intervalMs: expiryIntervalMs(settings) }, ...PURGES.map(([name]) => ({ name, intervalMs: purgeIntervalMs(settings) }))];
}



/** The schedules and their state in the database, for the CLI (no runner, no owner modules needed). */
export const listSchedules = (db: Queryable, settings: ScheduleSettings, now: number): Promise<ScheduleView[]> => describeSchedules(db, scheduleIntervals(settings), now);

export interface MaintenanceDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  jobs: { queue: JobQueue; runner: JobRunner };
  settings: ScheduleSettings;
  metrics?: ScheduleMetrics;
  /** The money module's expiry: the statement the lazy expiry runs, bounded to `limit` rows (null: all). */
  expireRecharges: (tx: Queryable, limit: number | null) => Promise<number>;
  /** Each purged table's owner module deletes its own rows. */
  purges: Record<PurgeName, PurgeBatch>;
}

/**
 * The schedules of issue 17 (docs/jobs.md "Schedules"): recharge payment-window expiry and the purge of
 * every table whose rows outlive their use. This module only decides when and how much; each table's
 * owner holds the SQL.
 */
export function createMaintenanceModule(deps: MaintenanceDeps): { scheduler: Scheduler } {
  const { db, clock, settings } = deps;
  const sizes = { batchSize: settings.batchSize, maxRows: settings.maxRowsPerRun };
  const expiry: Schedule = {
    name: RECHARGE_EXPIRY,
    intervalMs: expiryIntervalMs(settings),
    // One transaction per batch: row locks are held for one batch, never for the whole run.
    run: () => inBatches((limit) => db.transaction((tx) => deps.expireRecharges(tx, limit)), sizes),
  };
  const purges = PURGES.map(
    ([name, table]): Schedule => ({
      name,
      intervalMs: purgeIntervalMs(settings),
      run() {
        // Fixed for the run: rows that age past it meanwhile wait for the next one.
        const before = new Date(clock.now() - settings.retentionDays[table] * DAY_MS);
        return inBatches((limit) => deps.purges[name]({ before, limit }), sizes);
      },
    }),
  );
  const scheduler = createScheduler({ db, queue: deps.jobs.queue, runner: deps.jobs.runner, clock, log: deps.log, metrics: deps.metrics, schedules: [expiry, ...purges] });
  return { scheduler };
}
