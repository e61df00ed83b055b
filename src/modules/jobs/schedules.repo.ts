import type { Queryable } from '../../db/client.js';

export interface ScheduleRunRow {
  name: string;
  lastSlot: number;
  lastRows: number;
  finishedAt: Date;
}

type Row = { name: string; last_slot: string | number; last_rows: string | number; finished_at: Date | string };

/** SQL of `schedule_runs` (migration 0018): the last interval each schedule finished. */
export function createSchedulesRepo() {
  return {
    async lastSlot(db: Queryable, name: string): Promise<number | undefined> {
      const rows = await db.query<{ last_slot: string | number }>('SELECT last_slot FROM schedule_runs WHERE name = $1', [name]);
      return rows[0] === undefined ? undefined : Number(rows[0].last_slot);
    },

    /**
     * Records that `slot` of `name` finished; a later slot recorded already wins (a retry of an older
     * slot that was overtaken never moves the record back).
     */
    async recordRun(db: Queryable, run: { name: string; slot: number; rows: number; finishedAt: Date }): Promise<void> {
      await db.query(
        `INSERT INTO schedule_runs (name, last_slot, last_rows, finished_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (name) DO UPDATE SET last_slot = EXCLUDED.last_slot, last_rows = EXCLUDED.last_rows, finished_at = EXCLUDED.finished_at
          WHERE schedule_runs.last_slot < EXCLUDED.last_slot`,
        [run.name, run.slot, run.rows, run.finishedAt],
      );
    },

    async list(db: Queryable): Promise<ScheduleRunRow[]> {
      const rows = await db.query<Row>('SELECT name, last_slot, last_rows, finished_at FROM schedule_runs ORDER BY name');
      return rows.map((row) => ({ name: row.name, lastSlot: Number(row.last_slot), lastRows: Number(row.last_rows), finishedAt: new Date(row.finished_at) }));
    },
  };
}
