import type { Request } from 'autocannon';

/** What a scenario needs from the running server under test. */
export interface BenchTarget {
  url: string;
  portalCode: string;
  /** Runs a `portal` CLI command against the server's database (PostgreSQL only: PGlite is held by the server). */
  engine: 'pglite' | 'postgres';
  /** The server's database (PostgreSQL only), for scenarios that prepare accounts with the CLI and read the outbox. */
  databaseUrl?: string;
  /** Connections the measurement will open (scenarios with per-connection state size their pools by it). */
  connections: number;
}

/** A scenario that cannot run on this engine says why; the run prints the reason and goes on. */
export interface SkippedScenario {
  skip: string;
}

export interface PreparedScenario {
  /** autocannon request list (one entry is a fixed request; setupRequest makes per-request bodies). */
  requests: Request[];
  /** A representative response body, to size the bare node:http baseline. */
  sampleBody: string;
}

export interface Scenario {
  name: string;
  description: string;
  /** Human-readable target from issue 7, printed beside the result. */
  target: string;
  /** Minimum ratio to the bare baseline, when the target is a ratio. */
  minRatio?: number;
  /** Highest acceptable p99 latency in ms, when the target names one. */
  maxP99Ms?: number;
  /** Minimum req/s per CPU of the machine, when the target is an absolute rate (e.g. refreshes per vCPU). */
  minPerCpu?: number;
  prepare(target: BenchTarget): Promise<PreparedScenario | SkippedScenario>;
}
