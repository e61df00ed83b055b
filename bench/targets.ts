/**
 * Issue 19's target table: each row names the measurement it reads from the
 * run's scenario results, its target and which way the target points. One
 * code path prints them all, so a row cannot drift from the numbers above it.
 */

/** What a target row needs of one scenario's result in the run (bench/run.ts's Row has all of it). */
export interface MeasuredRow {
  engine: string;
  scenario: string;
  reqPerSec: number;
  p99: number;
  errors: number;
  serverCpuMicros: number | null;
  comparedWith: { errors: number; ratio: { value: number } } | null;
}

/** Measured in the bench process alongside the scenarios, for the rows that set a scenario against it. */
export interface RunFacts {
  cpus: number;
  /** CPU of one argon2id hash at the configured cost, µs (null when no scenario needed it). */
  argon2HashCpuMicros: number | null;
}

export type Compare = 'at least' | 'at most';

export interface TargetRow {
  name: string;
  /** The scenario the value comes from (its server CPU per request is printed beside it). */
  scenario: string;
  unit: string;
  target: (facts: RunFacts) => number;
  compare: Compare;
  /** The value from that scenario's result; null when the run cannot tell (no comparison, no CPU reading). */
  measure: (row: MeasuredRow, facts: RunFacts) => number | null;
}

/** Where a target is measured by another command, not by `npm run bench`. */
export interface ElsewhereRow {
  name: string;
  measuredBy: string;
  target: string;
}

const ratio = (row: MeasuredRow): number | null => row.comparedWith?.ratio.value ?? null;

export const TARGETS: TargetRow[] = [
  { name: 'GET profile / bare', scenario: 'GET profile', unit: '×', compare: 'at least', target: () => 0.35, measure: ratio },
  { name: 'GET constants/countries / bare', scenario: 'GET constants/countries', unit: '×', compare: 'at least', target: () => 0.7, measure: ratio },
  { name: 'GET api-keys (page of 50) / bare', scenario: 'GET api-keys', unit: '×', compare: 'at least', target: () => 0.25, measure: ratio },
  {
    name: 'POST token/refresh',
    scenario: 'POST auth/token/refresh',
    unit: 'req/s',
    compare: 'at least',
    // 1,200/s on the 2 vCPU: 600 per vCPU of the machine that runs the bench.
    target: ({ cpus }) => 600 * cpus,
    measure: (row) => row.reqPerSec,
  },
  {
    name: 'full login CPU / one argon2id hash CPU',
    scenario: 'full login',
    unit: '×',
    compare: 'at most',
    target: () => 1.15,
    measure: (row, { argon2HashCpuMicros }) =>
      row.serverCpuMicros === null || !argon2HashCpuMicros ? null : Number((row.serverCpuMicros / argon2HashCpuMicros).toFixed(2)),
  },
  { name: 'secure-channel p50 / plaintext p50', scenario: 'secure-channel POST', unit: '×', compare: 'at most', target: () => 1.3, measure: ratio },
  { name: 'GET /api/v1/wallets API key / JWT read', scenario: 'GET /api/v1/wallets with an API key', unit: '×', compare: 'at least', target: () => 0.9, measure: ratio },
  { name: 'MFA mail p99', scenario: 'MFA mail delivery (idle)', unit: 'ms', compare: 'at most', target: () => 1_000, measure: (row) => row.p99 },
];

export const ELSEWHERE: ElsewhereRow[] = [
  {
    name: 'ledger transfers/s, 50 / 10 wallets, 20 workers',
    measuredBy: 'npm run bench:ledger (bench/ledger.ts: journals alone and through group commit, same run)',
    target: '≥ 3,000 / ≥ 1,500',
  },
];

/** Met when the value lies on the target's side (the target itself included) and nothing failed; null when unmeasured. */
export function judge(value: number | null, target: number, compare: Compare, failures: number): boolean | null {
  if (value === null) return null;
  const onSide = compare === 'at least' ? value >= target : value <= target;
  return onSide && failures === 0;
}

export interface TargetResult {
  engine: string;
  name: string;
  value: number | null;
  unit: string;
  target: string;
  serverCpuMicros: number | null;
  met: boolean | null;
}

/** One result per target row and engine that ran its scenario; a target whose scenario did not run is left out. */
export function evaluateTargets(rows: MeasuredRow[], facts: RunFacts, targets: TargetRow[] = TARGETS): TargetResult[] {
  return [...new Set(rows.map((r) => r.engine))].flatMap((engine) =>
    targets.flatMap((t) => {
      const row = rows.find((r) => r.engine === engine && r.scenario === t.scenario);
      if (!row) return [];
      const value = t.measure(row, facts);
      const target = t.target(facts);
      const failures = row.errors + (row.comparedWith?.errors ?? 0);
      return [{
        engine,
        name: t.name,
        value,
        unit: t.unit,
        target: `${t.compare === 'at least' ? '≥' : '≤'} ${target} ${t.unit}`,
        serverCpuMicros: row.serverCpuMicros,
        met: judge(value, target, t.compare, failures),
      }];
    }),
  );
}
