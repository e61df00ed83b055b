import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { AppError } from '../core/errors.js';
import '../core/common.errors.js';
import { canonicalEmail } from './email-address.js';
import { createQuotaLease, type QuotaLease } from './quota-lease.js';
import { RATE_LIMIT_DEFAULTS, type LimitName, type LimitRule } from './rate-limit-rules.js';

export type { LimitName, LimitRule } from './rate-limit-rules.js';

export type LimitAction = LimitName extends `${infer A}.${string}` ? A : never;
type DimensionOf<A extends LimitAction> = LimitName extends infer N ? (N extends `${A}.${infer D}` ? D : never) : never;
/** The keys one action is limited by, e.g. `{ ip, email }` for `login`. */
export type LimitKeys<A extends LimitAction> = { [D in DimensionOf<A>]: string };

/** Longest lock, however many times an address was locked. */
const MAX_LOCK_SEC = 86_400;
/** Window in which failures add up towards a lock. */
const FAILURE_WINDOW_SEC = 3_600;
/** Window in which locks add up, each doubling the next one. */
const STRIKE_WINDOW_SEC = 86_400;
const TABLE = 'rate_limits';

/** The policy of the machine API's per-key quotas (requests per second, set per key). */
export const API_KEY_POLICY = 'api-key' as const;
type Policy = LimitName | typeof API_KEY_POLICY;

/** Where one quota policy stands after an attempt: what the RateLimit fields report. */
export interface LimitState {
  /** The limit's name, e.g. `login.ip`: the policy name in `RateLimit-Policy` and `RateLimit`. */
  policy: Policy;
  /** Attempts allowed per window (`q`). */
  quota: number;
  /** Window in seconds (`w`). */
  windowSec: number;
  /** Attempts left in the current window (`r`). */
  remaining: number;
  /** Seconds until the current window ends (`t`). */
  resetSec: number;
}

export interface RateLimits {
  /**
   * Counts one attempt of `action` against every key given and throws 429
   * RATE_LIMIT.EXCEEDED (with Retry-After and the RateLimit fields) when any
   * of them is over its limit; otherwise answers where each policy stands.
   * For `login` it also refuses a locked e-mail address first.
   */
  consume<A extends LimitAction>(action: A, keys: LimitKeys<A>): Promise<LimitState[]>;
  /**
   * Counts one request of an API key against its own quota of `perSecond`
   * requests a second (the machine API); throws 429 like `consume`.
   */
  consumeKeyQuota(apiKeyId: string, perSecond: number): Promise<LimitState[]>;
  /** The rules in force (defaults with `RATE_LIMITS` applied), for the OpenAPI document. */
  readonly rules: Readonly<Record<LimitName, LimitRule>>;
  /** A wrong password (or MFA code) for this address: counts towards the progressive lock. */
  loginFailed(email: string): Promise<void>;
  /** A completed login: the failure count starts again. */
  loginSucceeded(email: string): Promise<void>;
  /** A successful password reset: failures, the lock and its escalation are gone. */
  clearLockout(email: string): Promise<void>;
  readonly store: 'redis' | 'postgres' | 'memory';
  /**
   * False while the shared store is unreachable and every instance limits on its own (the
   * per-instance insurance limiter answers). Only Redis can be away on its own: the PostgreSQL store
   * is the database, whose outage `/readyz` reports as such, and memory is always there.
   */
  storeUp(): boolean;
  /** Resolves once the store can answer (Redis connected), or after a short wait when it cannot. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export type LimitStore = RateLimits['store'];

/** The progressive lock of an address after failed logins (LOGIN_LOCKOUT_*), as a limiter. */
export const LOGIN_LOCKOUT = 'login.lockout';
/** What refuses an attempt: one of the limits, or the lock. */
export type Limiter = Policy | typeof LOGIN_LOCKOUT;

/** Where refusals are counted (`rate_limit_rejections_total`). */
export interface RateLimitMetrics {
  rejected(limiter: Limiter): void;
}

/** The configuration the limits are built from. */
export type RateLimitConfig = Pick<Config, 'redisUrl' | 'redisPrefix' | 'db' | 'rateLimits'>;

/**
 * Every spelling of an address shares one counter: the key is its canonical
 * form, the same string the accounts are stored and looked up by. Input that
 * is no address keeps a counter of its own (it can reach no account).
 */
function emailCounterKey(email: string): string {
  return canonicalEmail(email) ?? email;
}

/**
 * Keys are hashed: fixed length (the PostgreSQL store keys are varchar(255))
 * and no e-mail addresses or IPs at rest in the counter store.
 */
function hashKey(dimension: string, value: string): string {
  const normalized = dimension === 'email' ? emailCounterKey(value) : value;
  return createHash('sha256').update(`${dimension}\0${normalized}`).digest('base64url');
}

/** node-postgres-shaped facade over our Db, so the PostgreSQL store shares the service's pool. */
function storeClientFor(db: Db) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const rows = await db.query<Record<string, unknown>>(q.text, q.values ?? []);
      // Our driver maps int8 to bigint; the store does arithmetic with numbers.
      const plain = rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])),
      );
      return { rows: plain, rowCount: plain.length };
    },
  };
}

type LimiterFactory = (keyPrefix: string, rule: LimitRule) => RateLimiterAbstract;

/**
 * Picks the shared store: Redis when configured, else PostgreSQL (the table
 * of migration 0004), else process memory — PGlite belongs to one process,
 * so memory is already "every instance" there.
 */
interface LimiterBackend {
  make: LimiterFactory;
  store: LimitStore;
  storeUp: () => boolean;
  ready: () => Promise<void>;
  close: () => Promise<void>;
}

/** Where the store's transitions are told: the app's logger. */
export type StoreLog = Pick<Logger, 'error' | 'info'>;

/**
 * Follows the Redis connection and logs each transition once — not each request that then falls
 * back to the insurance limiter, nor each reconnection attempt. Quiet on the first connection and
 * after `stop()` (shutdown closes the connection on purpose).
 */
function watchRedis(redis: Redis, log: StoreLog): { up: () => boolean; stop: () => void } {
  let up: boolean | undefined;
  let stopped = false;
  const mark = (now: boolean, error?: unknown) => {
    if (stopped || up === now) return;
    const before = up;
    up = now;
    if (!now) {
      log.error(
        { err: error, rateLimitStore: 'redis' },
        'rate-limit store unreachable: each instance now counts its limits on its own until it is back',
      );
    } else if (before === false) {
      log.info({ rateLimitStore: 'redis' }, 'rate-limit store reachable again: limits are shared by every instance');
    }
  };
  redis.on('ready', () => mark(true));
  redis.on('error', (error: unknown) => mark(false, error));
  redis.on('close', () => mark(false));
  return {
    up: () => up === true,
    stop: () => {
      stopped = true;
    },
  };
}

const REDIS_READY_WAIT_MS = 2_000;

/** Until the connection is up, the insurance limiter would answer: wait for it briefly at boot. */
function redisReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_READY_WAIT_MS);
    redis.once('ready', done);
  });
}

function limiterFactory(config: RateLimitConfig, db: Db, log: StoreLog): LimiterBackend {
  const base = (keyPrefix: string, rule: LimitRule): IRateLimiterOptions => ({ keyPrefix, points: rule.points, duration: rule.durationSec });
  if (config.redisUrl) {
    // No offline queue: while Redis is away, the per-instance insurance limiter answers at once.
    const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    // Also keeps an 'error' event from being unhandled (which would crash the process).
    const watch = watchRedis(redis, log);
    return {
      store: 'redis',
      storeUp: watch.up,
      make: (keyPrefix, rule) =>
        new RateLimiterRedis({
          // `<REDIS_PREFIX>:<limit>:<hashed key>`: two deployments on one Redis never share a counter.
          ...base(`${config.redisPrefix}:${keyPrefix}`, rule),
          storeClient: redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(base(keyPrefix, rule)),
        }),
      ready: () => redisReady(redis),
      close: async () => {
        watch.stop();
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  if (config.db.url && db.engine === 'postgres') {
    const storeClient = storeClientFor(db);
    let sweeper = true;
    return {
      store: 'postgres',
      make: (keyPrefix, rule) => {
        // One sweeper of expired rows per instance is enough.
        const clearExpiredByTimeout = sweeper;
        sweeper = false;
        return new RateLimiterPostgres({
          ...base(keyPrefix, rule),
          storeClient,
          storeType: 'client',
          tableName: TABLE,
          tableCreated: true,
          clearExpiredByTimeout,
        });
      },
      storeUp: () => true,
      ready: async () => undefined,
      close: async () => undefined,
    };
  }
  return {
    store: 'memory',
    make: (keyPrefix, rule) => new RateLimiterMemory(base(keyPrefix, rule)),
    storeUp: () => true,
    ready: async () => undefined,
    close: async () => undefined,
  };
}

/** `RATE_LIMITS` names only known limits: src/config.ts refused any other before the app was built. */
function resolveRules(overrides: Config['rateLimits']['overrides']): Record<LimitName, LimitRule> {
  return { ...RATE_LIMIT_DEFAULTS, ...overrides };
}

const wholeSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/**
 * The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers-11, structured-field lists):
 * `RateLimit-Policy: "login.ip";q=30;w=300` and `RateLimit: "login.ip";r=29;t=300`, one item per
 * policy the request counted against. Policy names are the limit names `RATE_LIMITS` overrides.
 */
export function rateLimitFields(states: readonly LimitState[]): Record<string, string> {
  if (states.length === 0) return {};
  return {
    'ratelimit-policy': states.map((state) => `"${state.policy}";q=${state.quota};w=${state.windowSec}`).join(', '),
    ratelimit: states.map((state) => `"${state.policy}";r=${state.remaining};t=${state.resetSec}`).join(', '),
  };
}

/**
 * 429 RATE_LIMIT.EXCEEDED, naming the limiters that refused, so a caller can tell a locked
 * address from a busy one (the login outcome) without the client learning which.
 */
export class LimitExceeded extends AppError {
  readonly limiters: readonly Limiter[];

  constructor(limiters: readonly Limiter[], msBeforeNext: number, states: readonly LimitState[] = []) {
    super('RATE_LIMIT.EXCEEDED', undefined, { 'retry-after': String(wholeSeconds(msBeforeNext)), ...rateLimitFields(states) });
    this.limiters = limiters;
  }
}

/** The library rejects with a RateLimiterRes when over the limit, with an Error when the store fails. */
async function consumeAll(attempts: Array<{ policy: Policy; rule: LimitRule; result: Promise<RateLimiterRes> }>): Promise<LimitState[]> {
  const results = await Promise.allSettled(attempts.map((attempt) => attempt.result));
  let waitMs = -1;
  const refusing: Policy[] = [];
  const states = results.map((result, index): LimitState => {
    const { policy, rule } = attempts[index]!;
    if (result.status === 'rejected' && !(result.reason instanceof RateLimiterRes)) throw result.reason;
    const res = result.status === 'fulfilled' ? result.value : (result.reason as RateLimiterRes);
    if (result.status === 'rejected') {
      waitMs = Math.max(waitMs, res.msBeforeNext);
      refusing.push(policy);
    }
    const remaining = result.status === 'fulfilled' ? Math.max(0, res.remainingPoints) : 0;
    return { policy, quota: rule.points, windowSec: rule.durationSec, remaining, resetSec: wholeSeconds(res.msBeforeNext) };
  });
  if (waitMs >= 0) throw new LimitExceeded(refusing, waitMs, states);
  return states;
}

/** Without `metrics` nothing is counted: a limiter built on its own (tests of the store) has no /metrics. */
export function createRateLimits(config: RateLimitConfig, db: Db, log: StoreLog, metrics?: RateLimitMetrics): RateLimits {
  const rules = resolveRules(config.rateLimits.overrides);
  const { make, store, storeUp, ready, close } = limiterFactory(config, db, log);
  const limiters = new Map<string, RateLimiterAbstract>(
    (Object.keys(rules) as LimitName[]).map((name) => [name, make(name, rules[name])]),
  );
  const { lockoutThreshold, lockoutBaseSec } = config.rateLimits;
  const failures = make('lockout.failures', { points: lockoutThreshold, durationSec: FAILURE_WINDOW_SEC });
  const strikes = make('lockout.strikes', { points: 1_000, durationSec: STRIKE_WINDOW_SEC });
  // Only ever `block`ed: a key is locked while its points exceed 1.
  const lock = make('lockout.lock', { points: 1, durationSec: 1 });
  // Keys differ in quota, a limiter has one: one limiter per quota in use, made on first use, taken from
  // the store in leases (src/infra/quota-lease.ts) so a busy key is not a store write per request.
  const keyQuotas = new Map<number, QuotaLease>();
  const keyQuotaLimiter = (perSecond: number): QuotaLease => {
    let limiter = keyQuotas.get(perSecond);
    if (!limiter) {
      limiter = createQuotaLease(make(`${API_KEY_POLICY}.q${perSecond}`, { points: perSecond, durationSec: 1 }));
      keyQuotas.set(perSecond, limiter);
    }
    return limiter;
  };

  async function refuseLocked(email: string): Promise<void> {
    const state = await lock.get(hashKey('email', email));
    if (state && state.consumedPoints > lock.points && state.msBeforeNext > 0) throw new LimitExceeded([LOGIN_LOCKOUT], state.msBeforeNext);
  }

  /** Every refusal counts once per limiter that refused, whoever asked. */
  async function counted<T>(attempt: Promise<T>): Promise<T> {
    try {
      return await attempt;
    } catch (error) {
      if (error instanceof LimitExceeded) for (const limiter of error.limiters) metrics?.rejected(limiter);
      throw error;
    }
  }

  return {
    store,
    storeUp,
    rules,
    async consume(action, keys) {
      const entries = Object.entries(keys as Record<string, string>);
      if (action === 'login') await counted(refuseLocked((keys as LimitKeys<'login'>).email));
      return counted(
        consumeAll(
          entries.map(([dimension, value]) => {
            const policy = `${action}.${dimension}` as LimitName;
            return { policy, rule: rules[policy], result: limiters.get(policy)!.consume(hashKey(dimension, value)) };
          }),
        ),
      );
    },
    consumeKeyQuota(apiKeyId, perSecond) {
      const rule = { points: perSecond, durationSec: 1 };
      return counted(consumeAll([{ policy: API_KEY_POLICY, rule, result: keyQuotaLimiter(perSecond).consume(hashKey('api-key', apiKeyId)) }]));
    },
    async loginFailed(email) {
      const key = hashKey('email', email);
      const count = await failures.penalty(key);
      if (count.consumedPoints < lockoutThreshold) return;
      const strike = await strikes.penalty(key);
      const seconds = Math.min(lockoutBaseSec * 2 ** Math.max(0, strike.consumedPoints - 1), MAX_LOCK_SEC);
      await lock.block(key, seconds);
      await failures.delete(key);
    },
    async loginSucceeded(email) {
      await failures.delete(hashKey('email', email));
    },
    async clearLockout(email) {
      const key = hashKey('email', email);
      await Promise.all([failures.delete(key), strikes.delete(key), lock.delete(key)]);
    },
    ready,
    close,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Abuse limits, for services; routes count through `reply.limit`. */
    limits: RateLimits;
  }
  interface FastifyContextConfig {
    /**
     * The abuse limit the handler counts the request against with
     * `reply.limit(action, keys)`: the OpenAPI document states its policies,
     * its 429 and the RateLimit fields from this declaration.
     */
    rateLimit?: LimitAction;
  }
  interface FastifyReply {
    /**
     * Counts the request against `action` (the route's `config.rateLimit`) and
     * sends the RateLimit fields on this response, a 429 included.
     */
    limit<A extends LimitAction>(action: A, keys: LimitKeys<A>): Promise<void>;
  }
}

/** Decorates the app with `limits` and the reply with `limit`, and releases the store connection on close. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { config: RateLimitConfig; db: Db; metrics: RateLimitMetrics }) => {
    const limits = createRateLimits(options.config, options.db, app.log, options.metrics);
    app.decorate('limits', limits);
    app.decorateReply('limit', async function limit(this: FastifyReply, action: LimitAction, keys: Record<string, string>) {
      const declared = this.request.routeOptions.config.rateLimit;
      // The document is generated from the declaration: a route that counts without it would be undocumented.
      if (declared !== action) throw new Error(`route ${this.request.routeOptions.url} counts rate limit '${action}' but declares '${String(declared)}'`);
      this.headers(rateLimitFields(await limits.consume(action, keys as never)));
    });
    app.addHook('onClose', () => limits.close());
    await limits.ready();
  },
  { name: 'rate-limits', fastify: '5.x' },
);
