import type { Request } from 'autocannon';
import type { SmtpStandIn } from '../../test/support/smtp.js';

/** What a scenario needs from the running server under test. */
export interface BenchTarget {
  url: string;
  portalCode: string;
  /** Runs a `portal` CLI command against the server's database (PostgreSQL only: PGlite is held by the server). */
  engine: 'pglite' | 'postgres';
  /** The server's database (PostgreSQL only), for scenarios that prepare accounts with the CLI. */
  databaseUrl?: string;
  /** Connections the measurement will open (scenarios with per-connection state size their pools by it). */
  connections: number;
  /** PGlite: the server's demo account, the one account the scenarios can sign in with there. */
  demo?: { email: string; password: string };
  /** The SMTP server the portal sends its mail to (sign-in codes). */
  mail: Pick<SmtpStandIn, 'mails' | 'waitFor'>;
}

/** A scenario that cannot run on this engine says why; the run prints the reason and goes on. */
export interface SkippedScenario {
  skip: string;
}

/** One measured run, whatever drove it: `perSecond` counts requests, or whole journeys for a driver. */
export interface Measurement {
  perSecond: number;
  p50: number;
  p99: number;
  /** Failed requests or journeys: non-2xx, connection errors, timeouts. */
  errors: number;
}

/** autocannon at `connections`, compared with the bare node:http baseline: the ratio is of req/s. */
export interface PreparedScenario {
  /** autocannon request list (one entry is a fixed request; setupRequest makes per-request bodies). */
  requests: Request[];
  /** A representative response body, to size the bare node:http baseline. */
  sampleBody: string;
}

/**
 * autocannon at `connections`, compared with the same endpoint called
 * another way (`reference`, e.g. in plaintext) measured right after on the
 * same server: the ratio is of p50 latency, scenario ÷ reference, unless
 * `ratioOf` says req/s (scenario ÷ reference: higher is better).
 */
export interface PreparedComparison {
  requests: Request[];
  reference: { label: string; requests: Request[] };
  ratioOf?: 'p50' | 'req/s';
}

/**
 * The scenario drives the load itself (a journey of several requests that a
 * fixed autocannon list cannot express). No baseline: a bare server has no
 * journey to compare with.
 */
export interface PreparedDriver {
  drive(seconds: number): Promise<Measurement>;
}

export type Prepared = PreparedScenario | PreparedComparison | PreparedDriver;

export interface Scenario {
  name: string;
  description: string;
  /** Human-readable target from issue 7, printed beside the result. */
  target: string;
  /** Minimum ratio of req/s to the bare baseline, when the target is a ratio. */
  minRatio?: number;
  /** Highest acceptable p50 latency ÷ the reference's (PreparedComparison), when the target is one. */
  maxLatencyRatio?: number;
  /** Highest acceptable p99 latency in ms, when the target names one. */
  maxP99Ms?: number;
  /** What p50/p99 measure when it is not the request or the whole journey (printed under the table). */
  latencyOf?: string;
  /** Minimum rate per CPU of the machine, when the target is absolute (refreshes or logins per vCPU). */
  minPerCpu?: number;
  prepare(target: BenchTarget): Promise<Prepared | SkippedScenario>;
}
