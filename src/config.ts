import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FORWARDING_HEADERS, type ForwardingHeader } from './http/client-ip.js';
import { isSecureChannelGroup, PRODUCTION_SECURE_CHANNEL_GROUPS, SECURE_CHANNEL_GROUPS, type SecureChannelGroup } from './http/secure-channel-groups.js';
import { parseIpRange } from './infra/ip-address.js';
import { MASTER_KEY_BYTES, masterKeyId } from './infra/master-keys.js';
import { DEFAULT_POOL_MAX } from './db/client.js';
import { DEFAULT_MIGRATION_TIMEOUTS } from './db/migrate.js';
import { isLimitName, type LimitName, type LimitRule } from './infra/rate-limit-rules.js';

/**
 * The whole runtime configuration, parsed once from the environment at boot
 * and frozen. A bad value stops the process with a message that names the
 * variable — never its value, which may be a secret.
 */
export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly http: {
    readonly port: number;
    readonly host: string;
    readonly bodyLimitBytes: number;
    readonly shutdownGraceMs: number;
    readonly maxEventLoopDelayMs: number;
    readonly trustedProxies: readonly string[];
    /** `CLIENT_IP_HEADER`: the one header (besides CF-Connecting-IP) whose hop chain is read from a trusted proxy. */
    readonly clientIpHeader: ForwardingHeader;
    /** `CORS_ORIGINS`: the front-end origins (`scheme://host[:port]`, as browsers send `Origin`) whose pages may call the API; none by default. */
    readonly corsOrigins: readonly string[];
    /**
     * `MANAGEMENT_PORT`, `MANAGEMENT_HOST`: a second listener for /metrics, /docs and the OpenAPI
     * document (and the probes), which the public port then refuses; unset: everything on `PORT`.
     */
    readonly management: { readonly port: number; readonly host: string } | undefined;
  };
  readonly db: {
    readonly url: string | undefined;
    readonly dataDir: string;
    /** `DATABASE_POOL_MAX`: most PostgreSQL connections one instance opens (instances × this must fit the server's max_connections). */
    readonly poolMax: number;
    readonly migrations: {
      /** `MIGRATE_ON_START`: apply pending migrations when opening the database; false = only check, `portal migrate` applies them. */
      readonly onStart: boolean;
      /** `MIGRATION_LOCK_TIMEOUT_MS`: longest wait of one migration statement for a table lock (PostgreSQL). */
      readonly lockTimeoutMs: number;
      /** `MIGRATION_STATEMENT_TIMEOUT_MS`: longest run of one migration statement (PostgreSQL). */
      readonly statementTimeoutMs: number;
    };
  };
  readonly ingress: {
    readonly portalAccessCodes: readonly string[];
    /** `OPERATOR_ACCESS_CODES`: accepted X-PORTAL-ACCESS-CODE values on /web/v1/operator paths (the internal operator portal). */
    readonly operatorAccessCodes: readonly string[];
  };
  readonly mail: {
    /**
     * `MAIL_TRANSPORT`: `smtp` sends through `SMTP_URL`; `outbox` keeps mails (and the codes in them)
     * in the database's outbox table. Production takes `outbox` only when it is said on purpose.
     */
    readonly transport: MailTransport;
    readonly smtpUrl: string | undefined;
    readonly from: string;
    /** `MAIL_MAX_ATTEMPTS`: delivery attempts of one mail before it is dead (`portal mail failed`). */
    readonly maxAttempts: number;
  };
  /** Partner webhooks (docs/webhooks.md). */
  readonly webhooks: {
    /** `WEBHOOK_ALLOW_PRIVATE`: deliver to loopback, private, link-local, CGNAT and metadata addresses (development and tests only). */
    readonly allowPrivate: boolean;
    /** `WEBHOOK_HTTPS_ONLY`: endpoint URLs must be https (always in production). */
    readonly httpsOnly: boolean;
    /** `WEBHOOK_FAILURE_LIMIT`: failed attempts in a row (over all deliveries) that disable an endpoint. */
    readonly failureLimit: number;
  };
  readonly captcha: {
    readonly turnstileSecret: string;
    readonly verifyUrl: string;
    /**
     * `TURNSTILE_SITE_KEY`: the public key the portal web app renders the Turnstile widget with (served in
     * /__portal/config.json). Cloudflare's always-pass test key outside production; required in production.
     */
    readonly turnstileSiteKey: string;
  };
  readonly portalWeb: {
    /**
     * `PORTAL_WEB_DIR`: the built portal web app (Vite's output: index.html and assets/) the public port
     * serves at `/`; default packages/portal-web/dist of this checkout. Without an index.html in it the
     * server still starts, warns, and answers `/` 503.
     */
    readonly dir: string;
  };
  /** `MASTER_KEY`: seals secrets at rest and keys the hashes of codes (src/infra/master-keys.ts). */
  readonly masterKey: Buffer;
  /**
   * `MASTER_KEY_PREVIOUS`: keys MASTER_KEY replaced. They still open what they sealed (and verify codes
   * they keyed) until `portal keys reencrypt` has re-sealed everything under MASTER_KEY; they seal nothing.
   */
  readonly previousMasterKeys: readonly Buffer[];
  readonly files: {
    /** Largest accepted upload in bytes (`FILE_MAX_BYTES`, default 10 MiB; 413 FILE.TOO_LARGE above it). */
    readonly maxBytes: number;
    /** Content types accepted after sniffing the bytes (`FILE_ALLOWED_TYPES`, default `application/pdf,image/png,image/jpeg`). */
    readonly allowedTypes: readonly string[];
    /**
     * Where uploaded bytes live (`FILE_STORE`): `postgres` (table file_contents; the default with
     * DATABASE_URL, so every instance reads any instance's uploads), `s3` (`FILE_STORE=s3://bucket/prefix`:
     * an S3-compatible bucket, `s3` below) or `disk` (DATA_DIR/files; the default on PGlite).
     */
    readonly store: 'postgres' | 'disk' | 's3';
    /** The bucket when `store` is `s3`, else undefined. */
    readonly s3: S3Location | undefined;
  };
  readonly redisUrl: string | undefined;
  /** `REDIS_PREFIX`: the first segment of every rate-limit key in Redis, so deployments sharing one Redis count apart. */
  readonly redisPrefix: string;
  readonly logLevel: string;
  /** `GIT_COMMIT`: the commit this build was made from, for `portal_build_info` (the image's build argument). */
  readonly buildCommit: string | undefined;
  /**
   * OpenTelemetry traces (src/infra/tracing.ts): on when `OTEL_EXPORTER_OTLP_ENDPOINT` (or its
   * `…_TRACES_ENDPOINT`) is set and `OTEL_SDK_DISABLED` is not true. The SDK reads the OTEL_* variables itself.
   */
  readonly tracing: boolean;
  readonly demoAccount: boolean;
  readonly rateLimits: {
    /** `RATE_LIMITS` overrides of the defaults in src/infra/rate-limit.ts: limit name → points per window. */
    readonly overrides: Readonly<Partial<Record<LimitName, Readonly<LimitRule>>>>;
    /** Failed logins for one e-mail address that lock it. */
    readonly lockoutThreshold: number;
    /** First lock duration; each further lock within a day doubles it. */
    readonly lockoutBaseSec: number;
  };
  readonly passwords: {
    /** ASVS 5: at least 12 by default, never below 8. */
    readonly minLength: number;
  };
  /** Front-end origin for links in mails (`…/reset-password#token=…`); without it mails carry the bare token. */
  readonly portalWebUrl: string | undefined;
  readonly secureChannel: {
    /** RSA modulus bits of new keys (`SECURE_CHANNEL_KEY_SIZE`): 3072 by default, never below 2048. */
    readonly keySize: number;
    /** Seconds a key is handed out before a new one replaces it (`SECURE_CHANNEL_KEY_TTL`). */
    readonly keyTtlSec: number;
    /** Seconds a replaced key still opens sessions (`SECURE_CHANNEL_KEY_GRACE`); a key's expiresAt = created + TTL + grace. */
    readonly keyGraceSec: number;
    /** Lifetime of a session opened with a key (`SECURE_CHANNEL_SESSION_TTL`). */
    readonly sessionTtlSec: number;
    /**
     * Most encrypted requests whose replay keys one INSERT records
     * (`SECURE_CHANNEL_REPLAY_BATCH_MAX`): the requests of one event-loop turn go together; 1 records
     * each request alone.
     */
    readonly replayBatchMax: number;
    /**
     * Route groups whose bodies must be encrypted (`SECURE_CHANNEL_REQUIRED`, e.g. `auth,password`;
     * `none` for none). Default: auth,password,registration,security in production, none elsewhere.
     */
    readonly requiredGroups: readonly SecureChannelGroup[];
  };
  /** Periodic expiry and purges on the job queue (docs/jobs.md "Schedules"). */
  readonly schedules: ScheduleSettings;
  readonly auth: {
    /** JWT `iss` and `aud` of access tokens (`JWT_ISSUER`, `JWT_AUDIENCE`). */
    readonly issuer: string;
    readonly audience: string;
    /** Access-token lifetime (`ACCESS_TOKEN_TTL`, seconds). */
    readonly accessTokenTtlSec: number;
    /** Absolute session lifetime that refresh rotation cannot extend (`SESSION_MAX_AGE`). */
    readonly sessionMaxAgeSec: number;
    /** Window in which a just-rotated refresh token yields the same new pair instead of a revocation (`REFRESH_GRACE_SECONDS`). */
    readonly refreshGraceSec: number;
    /** Lifetime of the login session between initiate and complete (`LOGIN_SESSION_TTL`). */
    readonly loginSessionTtlSec: number;
    /** Lifetime of an e-mailed MFA code (`MFA_CODE_TTL`) and the wait before another can be sent (`MFA_RESEND_SECONDS`). */
    readonly mfaCodeTtlSec: number;
    readonly mfaResendSec: number;
    /** Seconds a JWT signing key signs before a new one replaces it (`JWT_KEY_ROTATE_SECONDS`). */
    readonly signingKeyRotateSec: number;
    /**
     * Seconds after the session's last full authentication (password + second
     * factor) within which routes marked `config.stepUp` are allowed (`STEP_UP_MAX_AGE`).
     */
    readonly stepUpMaxAgeSec: number;
  };
  /** The machine API (`/api/v1`, docs/machine-api.md). */
  readonly machineApi: {
    /** `API_KEY_RATE_LIMIT_CEILING`: the most requests per second one key may be given (and what a key without its own limit gets). */
    readonly rateLimitCeiling: number;
    /** `API_KEY_CACHE_MS`: how long an instance trusts a verified key; a disable, delete or rotation elsewhere takes effect within it. */
    readonly keyCacheMs: number;
  };
  /** Group commit of ledger journals posted outside a caller's transaction (docs/money.md "Performance"). */
  readonly ledger: {
    /** `LEDGER_BATCH_MAX_WAIT_MS`: longest a journal waits for batch-mates; 0 batches what one event-loop turn posted. */
    readonly batchMaxWaitMs: number;
    /** `LEDGER_BATCH_MAX_SIZE`: most journals per batch (≤ 64); 1 posts every journal alone. */
    readonly batchMaxSize: number;
  };
}

export type MailTransport = 'smtp' | 'outbox';

/**
 * How long each purged table keeps a row after it stopped being usable (expired, ended, or — for login
 * attempts and kept mails — was written): variable, default days, least days. Login attempts are the
 * account's login history, so at least a day of it stays.
 */
export const RETENTION = {
  refreshTokens: ['RETENTION_REFRESH_TOKENS_DAYS', 7, 0],
  loginSessions: ['RETENTION_LOGIN_SESSIONS_DAYS', 1, 0],
  loginAttempts: ['RETENTION_LOGIN_ATTEMPTS_DAYS', 90, 1],
  outbox: ['RETENTION_OUTBOX_DAYS', 7, 0],
  passwordTokens: ['RETENTION_PASSWORD_TOKENS_DAYS', 7, 0],
  registrations: ['RETENTION_REGISTRATIONS_DAYS', 7, 0],
  quotes: ['RETENTION_QUOTES_DAYS', 7, 0],
  idempotencyKeys: ['RETENTION_IDEMPOTENCY_KEYS_DAYS', 1, 0],
} as const satisfies Record<string, readonly [string, number, number]>;
export type RetainedTable = keyof typeof RETENTION;

export interface ScheduleSettings {
  /** `SCHEDULE_RECHARGE_EXPIRY_SECONDS`: how often unpaid recharges past their payment window expire. */
  readonly rechargeExpiryIntervalSec: number;
  /** `SCHEDULE_PURGE_SECONDS`: how often each table's purge runs. */
  readonly purgeIntervalSec: number;
  /** `SCHEDULE_BATCH_SIZE`: rows one statement changes or deletes; short statements keep locks short. */
  readonly batchSize: number;
  /** `SCHEDULE_MAX_ROWS_PER_RUN`: rows one run handles at most; the rest waits for the next interval. */
  readonly maxRowsPerRun: number;
  /** Days a row is kept (RETENTION). */
  readonly retentionDays: Readonly<Record<RetainedTable, number>>;
}

/** Where `FILE_STORE=s3://bucket/prefix` keeps uploads; credentials come from the AWS SDK's default chain, never from here. */
export interface S3Location {
  readonly bucket: string;
  /** Key prefix without leading or trailing `/` ('' for none): an object's key is `<prefix>/<storage key>`. */
  readonly prefix: string;
  /** `AWS_REGION`: required, also for S3-compatible servers (they sign with it). */
  readonly region: string;
  /** `S3_ENDPOINT`: an S3-compatible server (MinIO, R2, Ceph, s3rver); unset → AWS S3 of `region`. */
  readonly endpoint: string | undefined;
  /** `S3_FORCE_PATH_STYLE`: `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted servers need it). */
  readonly forcePathStyle: boolean;
}

/** Ledger group commit when unset: measured in docs/performance.md "Ledger group commit". */
export const LEDGER_BATCH_DEFAULTS = { maxWaitMs: 1, maxSize: 32 } as const;

/** One bad variable and why, never its value. */
export interface ConfigProblem {
  readonly variable: string;
  readonly reason: string;
}

/** The one-line text of a problem, as the CLI prints it. */
export function describeProblem(problem: ConfigProblem): string {
  return `Invalid configuration: ${problem.variable} ${problem.reason}`;
}

/** Every bad variable of one start: `variable` is the first, `problems` all of them. */
export class ConfigError extends Error {
  readonly variable: string;
  readonly problems: readonly ConfigProblem[];

  constructor(variable: string, reason: string, more: readonly ConfigProblem[] = []) {
    const problems = [{ variable, reason }, ...more];
    super(problems.map(describeProblem).join('; '));
    this.name = 'ConfigError';
    this.variable = variable;
    this.problems = problems;
  }

  static of(problems: readonly [ConfigProblem, ...ConfigProblem[]]): ConfigError {
    const [first, ...more] = problems;
    return new ConfigError(first.variable, first.reason, more);
  }
}

/**
 * Reads one variable (or one rule between variables) and, when it is refused,
 * records the refusal and goes on, so one start names every bad variable. The
 * value it then answers is a placeholder that never escapes: `loadConfig`
 * throws once anything was recorded.
 */
type Check = <T>(read: () => T) => T;

function problemCollector(): { problems: ConfigProblem[]; check: Check } {
  const problems: ConfigProblem[] = [];
  const check: Check = (read) => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return undefined as never;
    }
  };
  return { problems, check };
}

type Env = Record<string, string | undefined>;

const DEV_PORTAL_ACCESS_CODE = 'dev-portal-access-code';
/** Cloudflare's documented test secret: every token passes. */
const TURNSTILE_TEST_SECRET = '1x0000000000000000000000000000000AA';
/** Cloudflare's documented always-pass test site key (the widget shows, every visitor passes). */
const TURNSTILE_TEST_SITE_KEY = '1x00000000000000000000AA';
const TURNSTILE_SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
/** The prefix the Redis keys had before REDIS_PREFIX existed: an upgrade keeps its counters. */
const DEFAULT_REDIS_PREFIX = 'rl';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, 'must be a whole number');
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}`);
  return value;
}

/**
 * Letters, digits and `_ . : -`, starting with a letter or digit: no spaces or glob characters, so
 * `SCAN MATCH <prefix>:*` finds exactly one deployment's keys.
 */
function redisPrefix(env: Env): string {
  const value = read(env, 'REDIS_PREFIX') ?? DEFAULT_REDIS_PREFIX;
  if (!/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/.test(value)) {
    throw new ConfigError('REDIS_PREFIX', 'must be 1 to 64 letters, digits or _ . : - starting with a letter or digit');
  }
  return value;
}

/** 0 turns lag-based shedding off; otherwise at least 10 ms, below which ordinary GC pauses would shed. */
function eventLoopDelayLimit(env: Env): number {
  const value = integer(env, 'MAX_EVENT_LOOP_DELAY_MS', 1_000, 0, 60_000);
  if (value > 0 && value < 10) throw new ConfigError('MAX_EVENT_LOOP_DELAY_MS', 'must be 0 (off) or between 10 and 60000');
  return value;
}

function url(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'must be a URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use one of ${protocols.join(', ')}`);
  }
  return raw;
}

function list(env: Env, name: string): string[] | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0) throw new ConfigError(name, 'must list at least one value');
  return items;
}

function nodeEnv(env: Env): Config['env'] {
  const raw = read(env, 'NODE_ENV') ?? 'development';
  if (raw !== 'development' && raw !== 'production' && raw !== 'test') {
    throw new ConfigError('NODE_ENV', 'must be development, production or test');
  }
  return raw;
}

/**
 * `loopback` expands to both loopback ranges; anything else must be an IP or
 * CIDR by the strict rules of src/infra/ip-address.ts (the allow-lists'
 * parser), kept as `network/prefix`.
 */
export function parseTrustedProxies(raw: readonly string[]): string[] {
  return raw.flatMap((entry) => {
    if (entry === 'loopback') return ['127.0.0.0/8', '::1/128'];
    const range = parseIpRange(entry);
    if (range) return [`${range.address.toString()}/${range.prefix}`];
    throw new ConfigError('TRUSTED_PROXIES', 'must list IP addresses, CIDR ranges or "loopback"');
  });
}

/**
 * Which header the trusted proxies write: reading one they pass through untouched would believe whatever
 * the client put there, so only one is read (docs/decisions.md, "Client IP behind ordinary proxies").
 */
function clientIpHeader(env: Env): ForwardingHeader {
  const raw = read(env, 'CLIENT_IP_HEADER')?.toLowerCase() ?? 'x-forwarded-for';
  const header = FORWARDING_HEADERS.find((name) => name === raw);
  if (header === undefined) throw new ConfigError('CLIENT_IP_HEADER', `must be one of ${FORWARDING_HEADERS.join(', ')}`);
  return header;
}

/** An entry shown in a refusal: an origin is public (every browser sends it), but never credentials pasted into one. */
function shownEntry(entry: string, position: number): string {
  return /^[\x21-\x7e]{1,100}$/.test(entry) && !entry.includes('@') ? `entry ${position} (${entry})` : `entry ${position}`;
}

/** Why one `CORS_ORIGINS` entry is refused, or undefined when it is an origin exactly as a browser sends it. */
function corsOriginProblem(entry: string, mode: Config['env']): string | undefined {
  // `null` is what sandboxed iframes, file: pages and redirected requests send: any site can make one, so allowing it allows every site.
  if (entry.toLowerCase() === 'null') return 'is "null", the origin any sandboxed iframe or file: page sends; list the real origins';
  // A wildcard lets pages of origins nobody listed read the answers; `*.example.com` also trusts every subdomain ever taken over.
  if (entry.includes('*')) return 'is a wildcard; list every front-end origin exactly';
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return 'is not an origin (scheme://host[:port])';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must use https (or http outside production)';
  // A page served over plain HTTP can be rewritten in transit, and would then call the API as a trusted origin.
  if (url.protocol === 'http:' && mode === 'production') return 'uses http; production takes https origins only';
  if (url.username || url.password || entry.includes('@')) return 'must not carry credentials';
  if (url.origin !== entry) {
    // Browsers send the serialized origin (lower-case host, no default port, no path): anything else would never match.
    const withPath = url.pathname !== '/' || url.search !== '' || url.hash !== '' || entry.endsWith('/');
    return `${withPath ? 'must be an origin, without a path, query or trailing slash' : 'must be written as browsers send it'}: ${url.origin}`;
  }
  return undefined;
}

/** `CORS_ORIGINS`: exact origins, each bad entry named in one refusal; none when unset. */
export function parseCorsOrigins(raw: readonly string[], mode: Config['env']): string[] {
  const problems = raw.flatMap((entry, index) => {
    const reason = corsOriginProblem(entry, mode);
    return reason === undefined ? [] : [{ variable: 'CORS_ORIGINS', reason: `${shownEntry(entry, index + 1)} ${reason}` }];
  });
  const [first, ...more] = problems;
  if (first) throw ConfigError.of([first, ...more]);
  return [...new Set(raw)];
}

const DEV_OPERATOR_ACCESS_CODE = 'dev-operator-access-code';

/**
 * Accepted X-PORTAL-ACCESS-CODE values (`PORTAL_ACCESS_CODES`, or `OPERATOR_ACCESS_CODES` for the
 * operator portal): a development default outside production; required in production, where the
 * development code is refused.
 */
function accessCodes(env: Env, mode: Config['env'], name: string, devCode: string): string[] {
  const codes = list(env, name);
  if (codes) {
    if (mode === 'production' && codes.includes(devCode)) throw new ConfigError(name, 'must not use the development code in production');
    return codes;
  }
  if (mode === 'production') throw new ConfigError(name, 'is required when NODE_ENV=production');
  return [devCode];
}

/** `position` (1-based) names an entry of a list, never its value. */
function decodeMasterKey(raw: string, variable = 'MASTER_KEY', position?: number): Buffer {
  const key = Buffer.from(raw, 'base64');
  if (key.length !== MASTER_KEY_BYTES || key.toString('base64') !== raw) {
    throw new ConfigError(variable, `${position === undefined ? '' : `entry ${position} `}must be 32 bytes encoded as base64`);
  }
  return key;
}

/**
 * `MASTER_KEY_PREVIOUS`: comma-separated, each entry encoded as MASTER_KEY is. Every bad entry is
 * named by its position; an entry that is MASTER_KEY itself or repeats an earlier one is refused
 * (compared by key id: the same key has the same id).
 */
function previousMasterKeys(env: Env, current: Buffer | undefined): Buffer[] {
  const raw = read(env, 'MASTER_KEY_PREVIOUS');
  if (raw === undefined) return [];
  const problems: ConfigProblem[] = [];
  const keys: Buffer[] = [];
  const seen = new Map<string, string>(current ? [[masterKeyId(current), 'is MASTER_KEY itself']] : []);
  raw.split(',').forEach((entry, index) => {
    const text = entry.trim();
    if (text === '') return;
    try {
      const key = decodeMasterKey(text, 'MASTER_KEY_PREVIOUS', index + 1);
      const id = masterKeyId(key);
      const earlier = seen.get(id);
      if (earlier) throw new ConfigError('MASTER_KEY_PREVIOUS', `entry ${index + 1} ${earlier}`);
      seen.set(id, `repeats entry ${index + 1}`);
      keys.push(key);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
    }
  });
  const [first, ...more] = problems;
  if (first) throw ConfigError.of([first, ...more]);
  return keys;
}

/** The key `MASTER_KEY` gives, or undefined when it is unset outside production (one is then generated). */
function explicitMasterKey(env: Env, mode: Config['env']): Buffer | undefined {
  const raw = read(env, 'MASTER_KEY');
  if (raw) return decodeMasterKey(raw);
  if (mode === 'production') throw new ConfigError('MASTER_KEY', 'is required when NODE_ENV=production');
  return undefined;
}

/**
 * Outside production a missing MASTER_KEY is generated once and kept in
 * DATA_DIR, so secrets encrypted at rest survive a restart of the dev server.
 */
function generatedMasterKey(dataDir: string): Buffer {
  if (dataDir.startsWith('memory://')) return randomBytes(32);
  const file = join(dataDir, 'master.key');
  if (existsSync(file)) {
    try {
      return decodeMasterKey(readFileSync(file, 'utf8').trim());
    } catch {
      throw new ConfigError('MASTER_KEY', `is unset and ${file} does not hold a 32-byte base64 key`);
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

const HOSTNAME = /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** Caught here, not as a getaddrinfo error from listen() that names no variable. */
function host(env: Env, name = 'HOST'): string {
  const value = read(env, name) ?? '127.0.0.1';
  if (!isIP(value) && !HOSTNAME.test(value)) throw new ConfigError(name, 'must be an IP address or a host name');
  return value;
}

/**
 * Loopback unless `MANAGEMENT_HOST` says otherwise, whatever `HOST` is: metrics and the API
 * reference reach exactly who the operator opened them to. A host without a port would listen
 * nowhere, so it is refused rather than ignored.
 */
function management(env: Env, publicPort: number, check: Check): Config['http']['management'] {
  const port = check(() => (read(env, 'MANAGEMENT_PORT') === undefined ? undefined : integer(env, 'MANAGEMENT_PORT', 0, 0, 65535)));
  const managementHost = check(() => host(env, 'MANAGEMENT_HOST'));
  check(() => {
    if (read(env, 'MANAGEMENT_PORT') === undefined && read(env, 'MANAGEMENT_HOST') !== undefined) throw new ConfigError('MANAGEMENT_HOST', 'is set, so MANAGEMENT_PORT must be set too');
    // 0 asks the system for a free port: two of them never collide.
    if (port !== undefined && port !== 0 && port === publicPort) throw new ConfigError('MANAGEMENT_PORT', 'must differ from PORT');
  });
  return port === undefined ? undefined : { port, host: managementHost };
}

/** Bounded, so the label of `portal_build_info` is one short series whatever the build passes. */
function buildCommit(env: Env): string | undefined {
  const value = read(env, 'GIT_COMMIT');
  if (value !== undefined && !/^[0-9a-f]{7,64}$/i.test(value)) throw new ConfigError('GIT_COMMIT', 'must be a commit hash (7 to 64 hexadecimal digits)');
  return value?.toLowerCase();
}

function turnstileSecret(env: Env, mode: Config['env']): string {
  const secret = read(env, 'TURNSTILE_SECRET');
  if (mode !== 'production') return secret ?? TURNSTILE_TEST_SECRET;
  if (!secret) throw new ConfigError('TURNSTILE_SECRET', 'is required when NODE_ENV=production');
  // Cloudflare's test secrets pass (or fail) every token: never a production captcha.
  if (/^[123]x0{31}AA$/.test(secret)) throw new ConfigError('TURNSTILE_SECRET', 'must not be a Cloudflare test secret in production');
  return secret;
}

/** Mirrors `turnstileSecret`: a test site key would show a widget every bot passes. */
function turnstileSiteKey(env: Env, mode: Config['env']): string {
  const key = read(env, 'TURNSTILE_SITE_KEY');
  if (mode !== 'production') return key ?? TURNSTILE_TEST_SITE_KEY;
  if (!key) throw new ConfigError('TURNSTILE_SITE_KEY', 'is required when NODE_ENV=production');
  // Cloudflare's test site keys: 1x… passes, 2x… blocks, 3x… forces an interactive challenge.
  if (/^[123]x0{20}[A-F]{2}$/.test(key)) throw new ConfigError('TURNSTILE_SITE_KEY', 'must not be a Cloudflare test site key in production');
  return key;
}

/**
 * The app's build output of this checkout, found from this file (src/ under tsx, dist/ once compiled: both
 * one level below the repository root), not from the working directory `npm start` happened to run in.
 */
const DEFAULT_PORTAL_WEB_DIR = fileURLToPath(new URL('../packages/portal-web/dist', import.meta.url));

/**
 * `PORTAL_WEB_DIR`: a folder named on purpose must exist (a typo would otherwise serve nothing, with only a
 * warning); the default may be missing until the app is built, which the server warns about at start.
 */
function portalWebDir(env: Env): string {
  const raw = read(env, 'PORTAL_WEB_DIR');
  if (raw === undefined) return DEFAULT_PORTAL_WEB_DIR;
  const dir = resolve(raw);
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new ConfigError('PORTAL_WEB_DIR', 'must name an existing directory (the built portal web app)');
  return dir;
}

function logLevel(env: Env): string {
  const level = read(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(level)) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

const RATE_LIMIT_ENTRY = /^([a-z][a-z-]*\.[a-z]+)=(\d{1,7})\/(\d{1,7})$/;

/**
 * `RATE_LIMITS=login.ip=30/300,forgot.email=3/3600`: points per window in seconds. A name must be one
 * of src/infra/rate-limit-rules.ts: a typo would otherwise leave the limit it meant at its default.
 */
function rateLimitOverrides(env: Env): Partial<Record<LimitName, LimitRule>> {
  const overrides: Partial<Record<LimitName, LimitRule>> = {};
  const unknown: string[] = [];
  for (const entry of list(env, 'RATE_LIMITS') ?? []) {
    const match = RATE_LIMIT_ENTRY.exec(entry);
    const points = Number(match?.[2]);
    const durationSec = Number(match?.[3]);
    if (!match || points < 1 || durationSec < 1) {
      throw new ConfigError('RATE_LIMITS', 'must list name=points/seconds entries (e.g. login.ip=30/300)');
    }
    const name = match[1]!;
    if (isLimitName(name)) overrides[name] = { points, durationSec };
    else unknown.push(name);
  }
  // A name matched [a-z.-]+ above: echoing it tells the operator which entry is wrong and reveals no secret.
  if (unknown.length > 0) throw new ConfigError('RATE_LIMITS', `names unknown limits: ${unknown.join(', ')}`);
  return overrides;
}

/**
 * Without SMTP the codes of sign-in, reset and invitation mails stay in the outbox table: fine on a
 * laptop, a silent lock-out in production unless someone reads that table on purpose.
 */
function mail(env: Env, mode: Config['env'], check: Check): Config['mail'] {
  const smtpUrl = check(() => url(env, 'SMTP_URL', ['smtp:', 'smtps:']));
  const from = read(env, 'MAIL_FROM') ?? 'Partner Portal <no-reply@partner-portal.local>';
  const transport = check((): MailTransport => {
    const raw = read(env, 'MAIL_TRANSPORT');
    if (raw !== undefined && raw !== 'smtp' && raw !== 'outbox') throw new ConfigError('MAIL_TRANSPORT', 'must be smtp or outbox');
    if (raw === 'outbox') {
      if (read(env, 'SMTP_URL') !== undefined) throw new ConfigError('MAIL_TRANSPORT', 'is outbox, so SMTP_URL must be unset');
      return 'outbox';
    }
    if (read(env, 'SMTP_URL') !== undefined) return 'smtp';
    if (raw === 'smtp') throw new ConfigError('SMTP_URL', 'is required when MAIL_TRANSPORT=smtp');
    if (mode === 'production') {
      throw new ConfigError('SMTP_URL', 'is required when NODE_ENV=production (or set MAIL_TRANSPORT=outbox to keep mails in the database on purpose)');
    }
    return 'outbox';
  });
  const maxAttempts = check(() => {
    const raw = read(env, 'MAIL_MAX_ATTEMPTS');
    if (raw === undefined) return DEFAULT_MAIL_MAX_ATTEMPTS;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 1 || value > 100) throw new ConfigError('MAIL_MAX_ATTEMPTS', 'must be a whole number from 1 to 100');
    return value;
  });
  return { transport, smtpUrl, from, maxAttempts };
}

/**
 * Outbound requests to partner URLs are the classic SSRF door: production always refuses private
 * addresses and plain http, whatever the environment says.
 */
function webhooks(env: Env, mode: Config['env'], check: Check): Config['webhooks'] {
  const production = mode === 'production';
  const allowPrivate = check(() => {
    const value = flag(env, 'WEBHOOK_ALLOW_PRIVATE', false);
    if (value && production) throw new ConfigError('WEBHOOK_ALLOW_PRIVATE', 'must not be true when NODE_ENV=production');
    return value;
  });
  const httpsOnly = check(() => {
    const value = flag(env, 'WEBHOOK_HTTPS_ONLY', production);
    if (!value && production) throw new ConfigError('WEBHOOK_HTTPS_ONLY', 'must not be false when NODE_ENV=production');
    return value;
  });
  const failureLimit = check(() => integer(env, 'WEBHOOK_FAILURE_LIMIT', DEFAULT_WEBHOOK_FAILURE_LIMIT, 1, 10_000));
  return { allowPrivate, httpsOnly, failureLimit };
}

/** Failed attempts in a row before an endpoint is disabled: two messages' full retry schedules and some. */
export const DEFAULT_WEBHOOK_FAILURE_LIMIT = 25;

/** Ten attempts, 10 s doubling to at most an hour apart (src/modules/mail): about 85 minutes of relay outage. */
export const DEFAULT_MAIL_MAX_ATTEMPTS = 10;

const OTLP_ENDPOINTS = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'];
const OTLP_PROTOCOLS = ['OTEL_EXPORTER_OTLP_PROTOCOL', 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL'];
const TRACES_SAMPLERS = ['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'];

/** The specification's boolean: `true` or `false` in any case. */
function otelSdkDisabled(env: Env): boolean {
  const raw = read(env, 'OTEL_SDK_DISABLED')?.toLowerCase();
  if (raw !== undefined && raw !== 'true' && raw !== 'false') throw new ConfigError('OTEL_SDK_DISABLED', 'must be true or false');
  return raw === 'true';
}

function tracesSampler(env: Env): void {
  const sampler = read(env, 'OTEL_TRACES_SAMPLER');
  if (sampler !== undefined && !TRACES_SAMPLERS.includes(sampler)) {
    throw new ConfigError('OTEL_TRACES_SAMPLER', `must be one of ${TRACES_SAMPLERS.join(', ')}`);
  }
  const ratio = read(env, 'OTEL_TRACES_SAMPLER_ARG');
  if (sampler?.endsWith('traceidratio') && ratio !== undefined && !(/^\d*\.?\d+$/.test(ratio) && Number(ratio) <= 1)) {
    throw new ConfigError('OTEL_TRACES_SAMPLER_ARG', 'must be a ratio from 0 to 1 (e.g. 0.1)');
  }
}

/**
 * The OpenTelemetry SDK falls back to a default, silently, on an OTEL_* value it cannot use (a typo in the
 * sampler samples everything): the ones tracing depends on are checked here, when tracing is on.
 */
function tracing(env: Env, check: Check): boolean {
  const disabled = check(() => otelSdkDisabled(env));
  const endpoints = OTLP_ENDPOINTS.map((name) => check(() => url(env, name, ['http:', 'https:'])));
  if (disabled || endpoints.every((endpoint) => endpoint === undefined)) return false;
  for (const name of OTLP_PROTOCOLS) {
    check(() => {
      const protocol = read(env, name);
      // The exporter built in speaks OTLP/HTTP with JSON bodies; `grpc` would reach the wrong port with the wrong protocol.
      if (protocol !== undefined && protocol !== 'http/json') throw new ConfigError(name, 'must be http/json (traces are sent as OTLP/HTTP JSON)');
    });
  }
  check(() => tracesSampler(env));
  return true;
}

const RSA_KEY_SIZES = [2048, 3072, 4096];

/**
 * Only group names the routes declare: an unknown name (a typo, a group that
 * was renamed) would enforce nothing while looking enforced, so it stops the
 * start. `none` turns enforcement off explicitly (also in production).
 */
function requiredSecureChannelGroups(env: Env, mode: Config['env']): SecureChannelGroup[] {
  const names = list(env, 'SECURE_CHANNEL_REQUIRED');
  if (names === undefined) return mode === 'production' ? [...PRODUCTION_SECURE_CHANNEL_GROUPS] : [];
  if (names.length === 1 && names[0] === 'none') return [];
  if (!names.every(isSecureChannelGroup)) {
    throw new ConfigError('SECURE_CHANNEL_REQUIRED', `must list route groups among ${SECURE_CHANNEL_GROUPS.join(', ')} (or be none)`);
  }
  return [...new Set(names)];
}

function secureChannel(env: Env, mode: Config['env'], check: Check): Config['secureChannel'] {
  const keySize = check(() => {
    const size = integer(env, 'SECURE_CHANNEL_KEY_SIZE', 3072, 2048, 4096);
    if (!RSA_KEY_SIZES.includes(size)) throw new ConfigError('SECURE_CHANNEL_KEY_SIZE', 'must be 2048, 3072 or 4096');
    return size;
  });
  return {
    keySize,
    keyTtlSec: check(() => integer(env, 'SECURE_CHANNEL_KEY_TTL', 7 * 86_400, 1, 365 * 86_400)),
    keyGraceSec: check(() => integer(env, 'SECURE_CHANNEL_KEY_GRACE', 86_400, 1, 30 * 86_400)),
    sessionTtlSec: check(() => integer(env, 'SECURE_CHANNEL_SESSION_TTL', 1_800, 1, 86_400)),
    replayBatchMax: check(() => integer(env, 'SECURE_CHANNEL_REPLAY_BATCH_MAX', 100, 1, 1_000)),
    requiredGroups: check(() => requiredSecureChannelGroups(env, mode)),
  };
}

function auth(env: Env, check: Check): Config['auth'] {
  const accessTokenTtlSec = check(() => integer(env, 'ACCESS_TOKEN_TTL', 900, 30, 86_400));
  const sessionMaxAgeSec = check(() => integer(env, 'SESSION_MAX_AGE', 30 * 86_400, 60, 365 * 86_400));
  // Either may be a placeholder after a refusal: the comparison is then false and adds no second report.
  check(() => {
    if (sessionMaxAgeSec < accessTokenTtlSec) throw new ConfigError('SESSION_MAX_AGE', 'must not be shorter than ACCESS_TOKEN_TTL');
  });
  return {
    issuer: read(env, 'JWT_ISSUER') ?? 'partner-portal-api',
    audience: read(env, 'JWT_AUDIENCE') ?? 'partner-portal',
    accessTokenTtlSec,
    sessionMaxAgeSec,
    refreshGraceSec: check(() => integer(env, 'REFRESH_GRACE_SECONDS', 10, 0, 120)),
    loginSessionTtlSec: check(() => integer(env, 'LOGIN_SESSION_TTL', 600, 60, 3_600)),
    mfaCodeTtlSec: check(() => integer(env, 'MFA_CODE_TTL', 300, 30, 3_600)),
    mfaResendSec: check(() => integer(env, 'MFA_RESEND_SECONDS', 30, 0, 600)),
    signingKeyRotateSec: check(() => integer(env, 'JWT_KEY_ROTATE_SECONDS', 30 * 86_400, 60, 365 * 86_400)),
    stepUpMaxAgeSec: check(() => integer(env, 'STEP_UP_MAX_AGE', 600, 30, 86_400)),
  };
}

function schedules(env: Env, check: Check): ScheduleSettings {
  const batchSize = check(() => integer(env, 'SCHEDULE_BATCH_SIZE', 500, 1, 10_000));
  const maxRowsPerRun = check(() => integer(env, 'SCHEDULE_MAX_ROWS_PER_RUN', 50_000, 1, 10_000_000));
  check(() => {
    if (maxRowsPerRun < batchSize) throw new ConfigError('SCHEDULE_MAX_ROWS_PER_RUN', 'must not be smaller than SCHEDULE_BATCH_SIZE');
  });
  const retention = Object.entries(RETENTION).map(([table, [name, fallback, min]]) => [table, check(() => integer(env, name, fallback, min, 3_650))]);
  return {
    rechargeExpiryIntervalSec: check(() => integer(env, 'SCHEDULE_RECHARGE_EXPIRY_SECONDS', 60, 5, 86_400)),
    purgeIntervalSec: check(() => integer(env, 'SCHEDULE_PURGE_SECONDS', 3_600, 60, 7 * 86_400)),
    batchSize,
    maxRowsPerRun,
    retentionDays: Object.fromEntries(retention) as Record<RetainedTable, number>,
  };
}

const MEDIA_TYPE = /^[a-z]+\/[a-z0-9][a-z0-9.+-]*$/;

/** bytea holds up to 1 GB, and an upload is buffered whole: larger files belong in an object store, not in a row. */
const DATABASE_FILE_MAX_BYTES = 64 * 1024 * 1024;

/** S3's rules for bucket names: 3–63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit. */
const S3_BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** Prefix segments of S3's "safe" key characters; no empty, `.` or `..` segment. */
const S3_PREFIX_SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9!_.*'()-]{1,200}$/;
const S3_URL = /^s3:\/\/([^/]*)(?:\/(.*))?$/;
const S3_ONLY = ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const;

function s3Bucket(raw: string): { bucket: string; prefix: string } {
  const [, bucket = '', path = ''] = S3_URL.exec(raw) ?? [];
  if (!S3_BUCKET.test(bucket)) {
    throw new ConfigError('FILE_STORE', 'must be s3://bucket/optional/prefix with a valid bucket name (3-63 lowercase letters, digits, dots, hyphens)');
  }
  const prefix = path.replace(/\/+$/, '');
  if (prefix !== '' && (prefix.length > 512 || !prefix.split('/').every((segment) => S3_PREFIX_SEGMENT.test(segment)))) {
    throw new ConfigError('FILE_STORE', "has an S3 prefix that is not /-separated segments of letters, digits and !_.*'()- (no empty, . or .. segment; at most 512 characters)");
  }
  return { bucket, prefix };
}

/** `AWS_REGION` as the SDK reads it; `auto` (R2) and custom names of self-hosted servers pass. */
function awsRegion(env: Env): string {
  const region = read(env, 'AWS_REGION');
  if (region === undefined) throw new ConfigError('AWS_REGION', 'is required with FILE_STORE=s3://… (us-east-1 for most S3-compatible servers)');
  if (!/^[a-z0-9][a-z0-9-]{0,49}$/.test(region)) throw new ConfigError('AWS_REGION', 'must be a region name such as eu-central-1');
  return region;
}

function fileStore(env: Env, databaseUrl: string | undefined): Config['files']['store'] {
  const raw = read(env, 'FILE_STORE');
  if (raw === undefined) return databaseUrl ? 'postgres' : 'disk';
  if (raw === 'postgres' || raw === 'disk') return raw;
  if (raw.startsWith('s3://')) return 's3';
  throw new ConfigError('FILE_STORE', 'must be postgres, disk or s3://bucket/optional/prefix');
}

/** The bucket of `FILE_STORE=s3://…` and how to reach it; the S3 variables without it are a mistake said out loud, not ignored. */
function s3Location(env: Env, store: Config['files']['store'] | undefined, check: Check): S3Location | undefined {
  if (store !== 's3') {
    for (const name of S3_ONLY) {
      check(() => {
        if (read(env, name) !== undefined) throw new ConfigError(name, 'is set but FILE_STORE is not s3://…');
      });
    }
    return undefined;
  }
  const location = check(() => s3Bucket(read(env, 'FILE_STORE')!));
  return {
    ...location,
    region: check(() => awsRegion(env)),
    endpoint: check(() => url(env, 'S3_ENDPOINT', ['http:', 'https:'])),
    forcePathStyle: check(() => flag(env, 'S3_FORCE_PATH_STYLE', false)),
  };
}

function files(env: Env, databaseUrl: string | undefined, check: Check): Config['files'] {
  const store = check(() => fileStore(env, databaseUrl));
  const s3 = s3Location(env, store, check);
  const maxBytes = check(() => {
    const bytes = integer(env, 'FILE_MAX_BYTES', 10 * 1024 * 1024, 1, 1024 * 1024 * 1024);
    if (store === 'postgres' && bytes > DATABASE_FILE_MAX_BYTES) {
      throw new ConfigError('FILE_MAX_BYTES', `must be at most ${DATABASE_FILE_MAX_BYTES} with FILE_STORE=postgres`);
    }
    return bytes;
  });
  const allowedTypes = check(() => {
    const types = (list(env, 'FILE_ALLOWED_TYPES') ?? ['application/pdf', 'image/png', 'image/jpeg']).map((type) => type.toLowerCase());
    if (!types.every((type) => MEDIA_TYPE.test(type))) {
      throw new ConfigError('FILE_ALLOWED_TYPES', 'must list media types (e.g. application/pdf,image/png)');
    }
    return [...new Set(types)];
  });
  return { maxBytes, allowedTypes, store, s3 };
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(name, 'must be true or false');
}

/**
 * What a command that only works on the database reads (`portal migrate`,
 * `accounts approve`, `files import`): a migration job is not handed the
 * server's secrets just to get past their validation.
 */
export type DatabaseOnlyConfig = Pick<Config, 'env' | 'db' | 'logLevel'>;

function databaseOnly(env: Env, check: Check): DatabaseOnlyConfig {
  return {
    env: check(() => nodeEnv(env)),
    db: {
      url: check(() => url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'])),
      dataDir: read(env, 'DATA_DIR') ?? './.data',
      poolMax: check(() => integer(env, 'DATABASE_POOL_MAX', DEFAULT_POOL_MAX, 1, 1_000)),
      migrations: {
        onStart: check(() => flag(env, 'MIGRATE_ON_START', true)),
        lockTimeoutMs: check(() => integer(env, 'MIGRATION_LOCK_TIMEOUT_MS', DEFAULT_MIGRATION_TIMEOUTS.lockTimeoutMs, 100, 600_000)),
        statementTimeoutMs: check(() => integer(env, 'MIGRATION_STATEMENT_TIMEOUT_MS', DEFAULT_MIGRATION_TIMEOUTS.statementTimeoutMs, 1_000, 86_400_000)),
      },
    },
    logLevel: check(() => logLevel(env)),
  };
}

function refuseAny(problems: readonly ConfigProblem[]): void {
  const [first, ...more] = problems;
  if (first) throw ConfigError.of([first, ...more]);
}

/** The database part of the configuration alone, every bad variable of it reported at once (as `loadConfig` does). */
export function loadDatabaseConfig(env: Env = process.env): DatabaseOnlyConfig {
  const { problems, check } = problemCollector();
  const config = databaseOnly(env, check);
  refuseAny(problems);
  return Object.freeze(config);
}

/** What `portal files import` needs: the database and where uploaded bytes go (FILE_STORE and its S3 settings). */
export type FileImportConfig = DatabaseOnlyConfig & Pick<Config, 'files'>;

export function loadFileImportConfig(env: Env = process.env): FileImportConfig {
  const { problems, check } = problemCollector();
  const base = databaseOnly(env, check);
  const config = { ...base, files: files(env, base.db.url, check) };
  refuseAny(problems);
  return Object.freeze(config);
}

/**
 * Reads the whole environment before it refuses any of it: a refused start
 * names every bad variable at once (`ConfigError.problems`), not one per try.
 */
export function loadConfig(env: Env = process.env): Config {
  const { problems, check } = problemCollector();
  const base = databaseOnly(env, check);
  const mode = base.env;
  const port = check(() => integer(env, 'PORT', 8080, 0, 65535));
  const config: Omit<Config, 'masterKey' | 'previousMasterKeys'> = {
    ...base,
    http: {
      port,
      host: check(() => host(env)),
      bodyLimitBytes: check(() => integer(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024)),
      shutdownGraceMs: check(() => integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000)),
      maxEventLoopDelayMs: check(() => eventLoopDelayLimit(env)),
      trustedProxies: check(() => parseTrustedProxies(list(env, 'TRUSTED_PROXIES') ?? ['loopback'])),
      clientIpHeader: check(() => clientIpHeader(env)),
      corsOrigins: check(() => parseCorsOrigins(list(env, 'CORS_ORIGINS') ?? [], mode)),
      management: management(env, port, check),
    },
    ingress: {
      portalAccessCodes: check(() => accessCodes(env, mode, 'PORTAL_ACCESS_CODES', DEV_PORTAL_ACCESS_CODE)),
      operatorAccessCodes: check(() => accessCodes(env, mode, 'OPERATOR_ACCESS_CODES', DEV_OPERATOR_ACCESS_CODE)),
    },
    mail: mail(env, mode, check),
    webhooks: webhooks(env, mode, check),
    captcha: {
      turnstileSecret: check(() => turnstileSecret(env, mode)),
      verifyUrl: check(() => url(env, 'TURNSTILE_VERIFY_URL', ['http:', 'https:']) ?? TURNSTILE_SITEVERIFY),
      turnstileSiteKey: check(() => turnstileSiteKey(env, mode)),
    },
    portalWeb: { dir: check(() => portalWebDir(env)) },
    files: files(env, base.db.url, check),
    redisUrl: check(() => url(env, 'REDIS_URL', ['redis:', 'rediss:'])),
    redisPrefix: check(() => redisPrefix(env)),
    buildCommit: check(() => buildCommit(env)),
    tracing: tracing(env, check),
    demoAccount: check(() => flag(env, 'DEMO_ACCOUNT', mode !== 'production')),
    rateLimits: {
      overrides: check(() => rateLimitOverrides(env)),
      lockoutThreshold: check(() => integer(env, 'LOGIN_LOCKOUT_THRESHOLD', 10, 3, 1000)),
      lockoutBaseSec: check(() => integer(env, 'LOGIN_LOCKOUT_SECONDS', 900, 1, 86_400)),
    },
    passwords: { minLength: check(() => integer(env, 'PASSWORD_MIN_LENGTH', 12, 8, 64)) },
    portalWebUrl: check(() => url(env, 'PORTAL_WEB_URL', ['http:', 'https:'])?.replace(/\/+$/, '')),
    secureChannel: secureChannel(env, mode, check),
    schedules: schedules(env, check),
    auth: auth(env, check),
    machineApi: {
      rateLimitCeiling: check(() => integer(env, 'API_KEY_RATE_LIMIT_CEILING', 100, 1, 100_000)),
      // At most 5 s: the issue's promise that a switched-off key is refused everywhere within 5 seconds.
      keyCacheMs: check(() => integer(env, 'API_KEY_CACHE_MS', 3_000, 0, 5_000)),
    },
    ledger: {
      batchMaxWaitMs: check(() => integer(env, 'LEDGER_BATCH_MAX_WAIT_MS', LEDGER_BATCH_DEFAULTS.maxWaitMs, 0, 50)),
      // 64: ledger_post_journals posts each journal in a subtransaction, and PostgreSQL tracks 64 per transaction.
      batchMaxSize: check(() => integer(env, 'LEDGER_BATCH_MAX_SIZE', LEDGER_BATCH_DEFAULTS.maxSize, 1, 64)),
    },
  };
  const explicitKey = check(() => explicitMasterKey(env, mode));
  const previousKeys = check(() => previousMasterKeys(env, explicitKey));
  refuseAny(problems);
  // Last, and only for a configuration that passed: generating writes a key file.
  return Object.freeze({ ...config, masterKey: explicitKey ?? generatedMasterKey(base.db.dataDir), previousMasterKeys: Object.freeze(previousKeys) });
}
