import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDatabaseConfig } from '../src/config.js';
import { startTestServer } from './support/harness.js';
import { freePort, runPortal, tempDataDir } from './support/portal-process.js';

const SECRET_LOOKING = 'zq-S3cr3t-9f7e';
const MASTER_KEY = Buffer.alloc(32, 7).toString('base64');

/** A complete, valid production environment; each test breaks one thing. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PORTAL_ACCESS_CODES: 'prod-code-1,prod-code-2',
  OPERATOR_ACCESS_CODES: 'prod-operator-code',
  MASTER_KEY,
  TURNSTILE_SECRET: '0x4AAAAAAAprodsecret',
  TURNSTILE_SITE_KEY: '0x4AAAAAAAprodsitekey',
  SMTP_URL: 'smtp://mail.internal:587',
  DATA_DIR: 'memory://',
};

const removals: Array<() => void> = [];
afterEach(() => {
  for (const remove of removals.splice(0)) remove();
});

function dataDir(): string {
  const temp = tempDataDir();
  removals.push(temp.remove);
  return temp.dir;
}

function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(Object.keys(env))} to be refused`);
}

describe('a bad variable stops the start with a message that names it and never echoes its value', () => {
  it.each([
    ['NODE_ENV', `staging-${SECRET_LOOKING}`],
    ['PORT', `80${SECRET_LOOKING}`],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['HOST', `bad host ${SECRET_LOOKING}`],
    ['DATABASE_URL', `mysql://root:${SECRET_LOOKING}@db/portal`],
    ['DATABASE_URL', `not a url ${SECRET_LOOKING}`],
    ['PORTAL_ACCESS_CODES', ' , ,, '],
    ['SMTP_URL', `http://mailer:${SECRET_LOOKING}@host`],
    ['TURNSTILE_VERIFY_URL', `ftp://${SECRET_LOOKING}.example`],
    ['TRUSTED_PROXIES', `10.0.0.0/33,${SECRET_LOOKING}`],
    ['CLIENT_IP_HEADER', `x-real-ip-${SECRET_LOOKING}`],
    ['MASTER_KEY', Buffer.from(`short-${SECRET_LOOKING}`).toString('base64')],
    ['MASTER_KEY', `${SECRET_LOOKING}!!not-base64`],
    ['MASTER_KEY_PREVIOUS', Buffer.from(`short-${SECRET_LOOKING}`).toString('base64')],
    ['REDIS_URL', `http://:${SECRET_LOOKING}@redis`],
    ['LOG_LEVEL', `loud-${SECRET_LOOKING}`],
    ['DEMO_ACCOUNT', `maybe-${SECRET_LOOKING}`],
    ['BODY_LIMIT_BYTES', '12'],
    ['SHUTDOWN_GRACE_MS', `${SECRET_LOOKING}`],
    ['RATE_LIMITS', `login.ip=${SECRET_LOOKING}`],
    ['PASSWORD_MIN_LENGTH', '7'],
    ['PORTAL_WEB_URL', `javascript:${SECRET_LOOKING}`],
    ['SECURE_CHANNEL_KEY_SIZE', '1024'],
    ['SECURE_CHANNEL_REQUIRED', `Auth;${SECRET_LOOKING}`],
    ['FILE_MAX_BYTES', `12${SECRET_LOOKING}`],
    ['FILE_ALLOWED_TYPES', `application/pdf,pdf;${SECRET_LOOKING}`],
    ['FILE_STORE', `bucket-${SECRET_LOOKING}`],
    ['FILE_STORE', `s3://Bucket_${SECRET_LOOKING}/files`],
    ['FILE_STORE', `s3://portal-files/../${SECRET_LOOKING}`],
    ['S3_ENDPOINT', `https://minio:${SECRET_LOOKING}@s3.internal`],
    ['S3_FORCE_PATH_STYLE', `maybe-${SECRET_LOOKING}`],
    ['STEP_UP_MAX_AGE', `10m${SECRET_LOOKING}`],
    ['STEP_UP_MAX_AGE', '29'],
    ['STEP_UP_MAX_AGE', '86401'],
    ['MIGRATE_ON_START', `no-${SECRET_LOOKING}`],
    ['MIGRATION_LOCK_TIMEOUT_MS', '5s'],
    ['MIGRATION_LOCK_TIMEOUT_MS', '99'],
    ['MIGRATION_STATEMENT_TIMEOUT_MS', `1m${SECRET_LOOKING}`],
    ['MAIL_TRANSPORT', `sendmail-${SECRET_LOOKING}`],
    ['DATABASE_POOL_MAX', '-3'],
    ['DATABASE_POOL_MAX', `20${SECRET_LOOKING}`],
    ['DATABASE_POOL_MAX', '1001'],
    ['REDIS_PREFIX', `portal a ${SECRET_LOOKING}`],
    ['REDIS_PREFIX', `portal-*-${SECRET_LOOKING}`],
    ['REDIS_PREFIX', ':portal'],
    ['LEDGER_BATCH_MAX_WAIT_MS', '51'],
    ['LEDGER_BATCH_MAX_WAIT_MS', `1ms${SECRET_LOOKING}`],
    ['LEDGER_BATCH_MAX_SIZE', '0'],
    ['LEDGER_BATCH_MAX_SIZE', '65'],
    ['SECURE_CHANNEL_REPLAY_BATCH_MAX', '-4'],
    ['SECURE_CHANNEL_REPLAY_BATCH_MAX', '1001'],
  ])('%s=%s', (name, value) => {
    const error = refusal({ NODE_ENV: 'test', DATA_DIR: 'memory://', [name]: value });
    expect(error.variable).toBe(name);
    expect(error.message).toContain(name);
    expect(error.message).not.toContain(value.trim());
    expect(error.message).not.toContain(SECRET_LOOKING);
    expect(error.message).not.toContain('\n');
  });

  it('names every bad variable of one start, in one error, each with its own reason', () => {
    const error = refusal({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      PORT: `abc${SECRET_LOOKING}`,
      LOG_LEVEL: `loud-${SECRET_LOOKING}`,
      SECURE_CHANNEL_KEY_SIZE: '1024',
      SECURE_CHANNEL_KEY_TTL: 'week',
      ACCESS_TOKEN_TTL: '5',
      MFA_CODE_TTL: '1',
      FILE_ALLOWED_TYPES: 'pdf',
      MASTER_KEY: 'short',
    });
    // The database part (LOG_LEVEL among it) is read first: the part a migration job reads alone.
    expect(error.problems.map((problem) => problem.variable)).toEqual([
      'LOG_LEVEL',
      'PORT',
      'FILE_ALLOWED_TYPES',
      'SECURE_CHANNEL_KEY_SIZE',
      'SECURE_CHANNEL_KEY_TTL',
      'ACCESS_TOKEN_TTL',
      'MFA_CODE_TTL',
      'MASTER_KEY',
    ]);
    expect(error.variable).toBe('LOG_LEVEL');
    expect(error.message).not.toContain(SECRET_LOOKING);
    expect(error.message).not.toContain('\n');
  });

  it('refuses every unknown RATE_LIMITS name, naming them, while reading the configuration', () => {
    const error = refusal({ NODE_ENV: 'test', DATA_DIR: 'memory://', RATE_LIMITS: 'login.ip=5/60,login.phone=3/60,forgott.email=1/60' });
    expect(error.problems).toEqual([{ variable: 'RATE_LIMITS', reason: 'names unknown limits: login.phone, forgott.email' }]);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', RATE_LIMITS: 'login.ip=5/60' }).rateLimits.overrides).toEqual({
      'login.ip': { points: 5, durationSec: 60 },
    });
  });

  it('writes no master key file for a configuration that fails', () => {
    const dir = dataDir();
    refusal({ NODE_ENV: 'development', DATA_DIR: dir, PORT: 'eighty' });
    expect(existsSync(join(dir, 'master.key'))).toBe(false);
  });
});

describe('production refuses dev defaults for secrets', () => {
  it('starts with every secret set', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.env).toBe('production');
    expect(config.ingress.portalAccessCodes).toEqual(['prod-code-1', 'prod-code-2']);
    expect(config.masterKey.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(config.demoAccount).toBe(false);
  });

  it.each([
    ['PORTAL_ACCESS_CODES', { PORTAL_ACCESS_CODES: '' }],
    ['PORTAL_ACCESS_CODES', { PORTAL_ACCESS_CODES: 'prod-code-1,dev-portal-access-code' }],
    ['OPERATOR_ACCESS_CODES', { OPERATOR_ACCESS_CODES: '' }],
    ['OPERATOR_ACCESS_CODES', { OPERATOR_ACCESS_CODES: 'dev-operator-access-code' }],
    ['MASTER_KEY', { MASTER_KEY: '' }],
    ['TURNSTILE_SECRET', { TURNSTILE_SECRET: '' }],
    ['TURNSTILE_SECRET', { TURNSTILE_SECRET: '1x0000000000000000000000000000000AA' }],
    ['TURNSTILE_SITE_KEY', { TURNSTILE_SITE_KEY: '' }],
    ['TURNSTILE_SITE_KEY', { TURNSTILE_SITE_KEY: '1x00000000000000000000AA' }],
    ['TURNSTILE_SITE_KEY', { TURNSTILE_SITE_KEY: '3x00000000000000000000FF' }],
  ])('refuses a missing or development %s', (name, change) => {
    const error = refusal({ ...PRODUCTION, ...change });
    expect(error.variable).toBe(name);
    expect(error.message).toContain(name);
  });

  it('names every missing secret of production at once', () => {
    const missing = { PORTAL_ACCESS_CODES: '', OPERATOR_ACCESS_CODES: '', MASTER_KEY: '', TURNSTILE_SECRET: '', TURNSTILE_SITE_KEY: '', SMTP_URL: '' };
    expect(refusal({ ...PRODUCTION, ...missing }).problems.map((problem) => problem.variable)).toEqual([
      'PORTAL_ACCESS_CODES',
      'OPERATOR_ACCESS_CODES',
      'SMTP_URL',
      'TURNSTILE_SECRET',
      'TURNSTILE_SITE_KEY',
      'MASTER_KEY',
    ]);
  });

  it('never generates a master key in production, even with a DATA_DIR to keep it in', () => {
    const dir = dataDir();
    expect(refusal({ ...PRODUCTION, MASTER_KEY: '', DATA_DIR: dir }).variable).toBe('MASTER_KEY');
    expect(existsSync(join(dir, 'master.key'))).toBe(false);
  });
});

describe('the database part alone (commands that only work on the database)', () => {
  it('takes production with nothing but DATABASE_URL, and reads the same values loadConfig reads', () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://portal@db.internal:5432/portal',
      DATABASE_POOL_MAX: '5',
      MIGRATE_ON_START: 'false',
      MIGRATION_LOCK_TIMEOUT_MS: '300',
      MIGRATION_STATEMENT_TIMEOUT_MS: '120000',
      LOG_LEVEL: 'warn',
    };
    const config = loadDatabaseConfig(env);
    expect(config).toEqual({
      env: 'production',
      db: {
        url: 'postgres://portal@db.internal:5432/portal',
        dataDir: './.data',
        poolMax: 5,
        migrations: { onStart: false, lockTimeoutMs: 300, statementTimeoutMs: 120_000 },
      },
      logLevel: 'warn',
    });
    const whole = loadConfig({ ...PRODUCTION, ...env, DATA_DIR: undefined });
    expect({ env: whole.env, db: whole.db, logLevel: whole.logLevel }).toEqual(config);
  });

  it('names every bad database variable at once, never a value, and ignores the server\'s variables', () => {
    let refused: unknown;
    try {
      loadDatabaseConfig({
        NODE_ENV: 'production',
        DATABASE_URL: `mysql://root:${SECRET_LOOKING}@db/portal`,
        DATABASE_POOL_MAX: '0',
        MIGRATE_ON_START: 'maybe',
        MIGRATION_STATEMENT_TIMEOUT_MS: '1m',
        LOG_LEVEL: 'loud',
        PORT: 'eighty',
        MASTER_KEY: 'short',
      });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ConfigError);
    const error = refused as ConfigError;
    expect(error.problems.map((problem) => problem.variable)).toEqual([
      'DATABASE_URL',
      'DATABASE_POOL_MAX',
      'MIGRATE_ON_START',
      'MIGRATION_STATEMENT_TIMEOUT_MS',
      'LOG_LEVEL',
    ]);
    expect(error.message).not.toContain(SECRET_LOOKING);
  });
});

describe('webhooks (SSRF rules)', () => {
  it('refuses WEBHOOK_ALLOW_PRIVATE=true and WEBHOOK_HTTPS_ONLY=false in production, naming both', () => {
    const error = refusal({ ...PRODUCTION, WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_HTTPS_ONLY: 'false' });
    expect(error.problems.map((problem) => problem.variable).sort()).toEqual(['WEBHOOK_ALLOW_PRIVATE', 'WEBHOOK_HTTPS_ONLY']);
  });

  it('is strict in production by default and configurable elsewhere', () => {
    expect(loadConfig(PRODUCTION).webhooks).toEqual({ allowPrivate: false, httpsOnly: true, failureLimit: 25 });
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: 'memory://' }).webhooks).toEqual({ allowPrivate: false, httpsOnly: false, failureLimit: 25 });
    const test = { NODE_ENV: 'test', DATA_DIR: 'memory://', WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_FAILURE_LIMIT: '3' };
    expect(loadConfig(test).webhooks).toEqual({ allowPrivate: true, httpsOnly: false, failureLimit: 3 });
    expect(refusal({ ...test, WEBHOOK_FAILURE_LIMIT: '0' }).problems[0]!.variable).toBe('WEBHOOK_FAILURE_LIMIT');
  });
});

describe('MAIL_TRANSPORT', () => {
  const transport = (env: Record<string, string>) => loadConfig(env).mail.transport;

  it('refuses a production start without SMTP_URL: codes would silently stay in the database', () => {
    const error = refusal({ ...PRODUCTION, SMTP_URL: '' });
    expect(error.problems).toEqual([{ variable: 'SMTP_URL', reason: expect.stringContaining('MAIL_TRANSPORT=outbox') }]);
  });

  it('keeps mail in the outbox in production only when MAIL_TRANSPORT=outbox says so', () => {
    expect(transport({ ...PRODUCTION, SMTP_URL: '', MAIL_TRANSPORT: 'outbox' })).toBe('outbox');
    expect(transport(PRODUCTION)).toBe('smtp');
    expect(transport({ ...PRODUCTION, MAIL_TRANSPORT: 'smtp' })).toBe('smtp');
  });

  it('defaults to the outbox outside production, and to SMTP when SMTP_URL is set', () => {
    expect(transport({ NODE_ENV: 'development', DATA_DIR: 'memory://' })).toBe('outbox');
    expect(transport({ NODE_ENV: 'test', DATA_DIR: 'memory://', SMTP_URL: 'smtp://127.0.0.1:2525' })).toBe('smtp');
  });

  it.each([
    ['MAIL_TRANSPORT', { MAIL_TRANSPORT: 'outbox', SMTP_URL: 'smtp://127.0.0.1:2525' }],
    ['SMTP_URL', { MAIL_TRANSPORT: 'smtp' }],
    ['MAIL_TRANSPORT', { MAIL_TRANSPORT: 'pigeon' }],
  ])('refuses a contradiction, naming %s', (name, change) => {
    expect(refusal({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...change }).problems.map((problem) => problem.variable)).toEqual([name]);
  });
});

describe('PORTAL_WEB_DIR and TURNSTILE_SITE_KEY (the portal web app)', () => {
  const development = { NODE_ENV: 'development', DATA_DIR: 'memory://' };
  const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

  it("default to this checkout's build output (whatever the working directory) and Cloudflare's always-pass test site key", () => {
    const config = loadConfig(development);
    expect(config.portalWeb.dir).toBe(join(repositoryRoot, 'packages', 'portal-web', 'dist'));
    expect(config.captcha.turnstileSiteKey).toBe('1x00000000000000000000AA');
  });

  it('take an existing folder, relative to the working directory, as an absolute path; and any site key', () => {
    const dir = dataDir();
    expect(loadConfig({ ...development, PORTAL_WEB_DIR: relative(process.cwd(), dir) }).portalWeb.dir).toBe(dir);
    expect(loadConfig({ ...development, TURNSTILE_SITE_KEY: '0x4AAAAAAAsitekey' }).captcha.turnstileSiteKey).toBe('0x4AAAAAAAsitekey');
    expect(loadConfig(PRODUCTION).captcha.turnstileSiteKey).toBe('0x4AAAAAAAprodsitekey');
  });

  it('refuse a PORTAL_WEB_DIR that is missing or a file, naming the variable and not the path', () => {
    const dir = dataDir();
    const file = join(dir, 'index.html');
    writeFileSync(file, '<!doctype html>');
    for (const value of [join(dir, `missing-${SECRET_LOOKING}`), file]) {
      const error = refusal({ ...development, PORTAL_WEB_DIR: value });
      expect(error.problems).toEqual([{ variable: 'PORTAL_WEB_DIR', reason: 'must name an existing directory (the built portal web app)' }]);
      expect(error.message).not.toContain(SECRET_LOOKING);
    }
  });
});

describe('development defaults', () => {
  it('accepts the dev portal code and the Turnstile test secret outside production', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: 'memory://' });
    expect(config.ingress.portalAccessCodes).toEqual(['dev-portal-access-code']);
    expect(config.captcha.turnstileSecret).toBe('1x0000000000000000000000000000000AA');
    expect(config.http).toMatchObject({ port: 8080, host: '127.0.0.1' });
    expect(config.demoAccount).toBe(true);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('generates MASTER_KEY once into DATA_DIR (owner-only) and reuses it on the next start', () => {
    const dir = dataDir();
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
    const file = join(dir, 'master.key');
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64').equals(first.masterKey)).toBe(true);
    expect(first.masterKey).toHaveLength(32);
    expect(statSync(file).mode & 0o077).toBe(0);
    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
    expect(second.masterKey.equals(first.masterKey)).toBe(true);
  });

  it('prefers an explicit MASTER_KEY and then writes no file', () => {
    const dir = dataDir();
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dir, MASTER_KEY }).masterKey.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(existsSync(join(dir, 'master.key'))).toBe(false);
  });

  it('names MASTER_KEY, and not the file content, when the stored key is damaged', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'master.key'), SECRET_LOOKING);
    const error = refusal({ NODE_ENV: 'development', DATA_DIR: dir });
    expect(error.variable).toBe('MASTER_KEY');
    expect(error.message).not.toContain(SECRET_LOOKING);
  });

  it('keeps a throw-away key for memory:// and writes nothing', () => {
    const a = loadConfig({ NODE_ENV: 'development', DATA_DIR: 'memory://' });
    const b = loadConfig({ NODE_ENV: 'development', DATA_DIR: 'memory://' });
    expect(a.masterKey).toHaveLength(32);
    expect(a.masterKey.equals(b.masterKey)).toBe(false);
  });
});

describe('MASTER_KEY_PREVIOUS', () => {
  const key = (fill: number) => Buffer.alloc(32, fill).toString('base64');
  const previous = (value: string, env: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', MASTER_KEY, MASTER_KEY_PREVIOUS: value, ...env }).previousMasterKeys;

  it('is empty when unset, and lists the retired keys in order (spaces and a trailing comma allowed)', () => {
    expect(loadConfig(PRODUCTION).previousMasterKeys).toEqual([]);
    expect(previous(`${key(1)}, ${key(2)},`)).toEqual([Buffer.alloc(32, 1), Buffer.alloc(32, 2)]);
    expect(loadConfig({ ...PRODUCTION, MASTER_KEY_PREVIOUS: key(1) }).previousMasterKeys).toEqual([Buffer.alloc(32, 1)]);
  });

  it('names every bad entry by its position, never its value', () => {
    const bad = Buffer.from(`short-${SECRET_LOOKING}`).toString('base64');
    const error = refusal({ NODE_ENV: 'test', DATA_DIR: 'memory://', MASTER_KEY, MASTER_KEY_PREVIOUS: `${key(1)},${bad},${key(2)},${SECRET_LOOKING}!!` });
    expect(error.problems).toEqual([
      { variable: 'MASTER_KEY_PREVIOUS', reason: 'entry 2 must be 32 bytes encoded as base64' },
      { variable: 'MASTER_KEY_PREVIOUS', reason: 'entry 4 must be 32 bytes encoded as base64' },
    ]);
    expect(error.message).not.toContain(SECRET_LOOKING);
    expect(error.message).not.toContain(bad);
  });

  it('refuses an entry that is MASTER_KEY itself, or repeats an earlier entry, naming positions only', () => {
    const error = refusal({ NODE_ENV: 'test', DATA_DIR: 'memory://', MASTER_KEY, MASTER_KEY_PREVIOUS: `${key(1)},${MASTER_KEY},${key(2)},${key(1)}` });
    expect(error.problems).toEqual([
      { variable: 'MASTER_KEY_PREVIOUS', reason: 'entry 2 is MASTER_KEY itself' },
      { variable: 'MASTER_KEY_PREVIOUS', reason: 'entry 4 repeats entry 1' },
    ]);
    expect(error.message).not.toContain(MASTER_KEY);
    expect(error.message).not.toContain(key(1));
  });

  it('is reported with every other bad variable of the start', () => {
    const error = refusal({ NODE_ENV: 'test', DATA_DIR: 'memory://', MASTER_KEY: 'short', MASTER_KEY_PREVIOUS: 'short', PORT: 'eighty' });
    expect(error.problems.map((problem) => problem.variable)).toEqual(['PORT', 'MASTER_KEY', 'MASTER_KEY_PREVIOUS']);
  });
});

describe('STEP_UP_MAX_AGE', () => {
  const stepUp = (value?: string) =>
    loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...(value === undefined ? {} : { STEP_UP_MAX_AGE: value }) }).auth.stepUpMaxAgeSec;

  it('gives sensitive actions 600 seconds after the last full authentication by default, and takes 30 to 86400', () => {
    expect(stepUp()).toBe(600);
    expect(stepUp('30')).toBe(30);
    expect(stepUp('86400')).toBe(86_400);
  });
});

describe('DATABASE_POOL_MAX and REDIS_PREFIX', () => {
  const env = { NODE_ENV: 'test', DATA_DIR: 'memory://' };

  it('keep the pool size and the Redis keys of before when unset', () => {
    expect(loadConfig(env).db.poolMax).toBe(20);
    expect(loadConfig(env).redisPrefix).toBe('rl');
  });

  it('take a pool size from 1 to 1000 and a prefix a Redis pattern can select', () => {
    expect(loadConfig({ ...env, DATABASE_POOL_MAX: '1' }).db.poolMax).toBe(1);
    expect(loadConfig({ ...env, DATABASE_POOL_MAX: '1000' }).db.poolMax).toBe(1000);
    expect(loadConfig({ ...env, REDIS_PREFIX: 'portal:eu-west_1.blue' }).redisPrefix).toBe('portal:eu-west_1.blue');
  });
});

describe('OpenTelemetry variables', () => {
  const env = { NODE_ENV: 'test', DATA_DIR: 'memory://' };
  const ENDPOINT = 'http://collector.internal:4318';

  it('turn tracing on with an OTLP endpoint, and off without one or with OTEL_SDK_DISABLED=true', () => {
    expect(loadConfig(env).tracing).toBe(false);
    expect(loadConfig({ ...env, OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT }).tracing).toBe(true);
    expect(loadConfig({ ...env, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${ENDPOINT}/v1/traces` }).tracing).toBe(true);
    expect(loadConfig({ ...env, OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_SDK_DISABLED: 'TRUE' }).tracing).toBe(false);
    const sampled = { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' };
    expect(loadConfig({ ...env, OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_SDK_DISABLED: 'false', ...sampled }).tracing).toBe(true);
  });

  it.each([
    ['OTEL_EXPORTER_OTLP_ENDPOINT', `grpc://user:${SECRET_LOOKING}@collector:4317`],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', `collector.internal:4318/${SECRET_LOOKING}`],
    ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', `not a url ${SECRET_LOOKING}`],
    ['OTEL_SDK_DISABLED', `yes-${SECRET_LOOKING}`],
    ['OTEL_EXPORTER_OTLP_PROTOCOL', 'grpc'],
    ['OTEL_EXPORTER_OTLP_TRACES_PROTOCOL', 'http/protobuf'],
    ['OTEL_TRACES_SAMPLER', `parentbased_ratio_${SECRET_LOOKING}`],
    ['OTEL_TRACES_SAMPLER_ARG', '1.5'],
    ['OTEL_TRACES_SAMPLER_ARG', `10%${SECRET_LOOKING}`],
  ])('refuse %s=%s, naming it and not its value', (name, value) => {
    const error = refusal({ ...env, OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_TRACES_SAMPLER: 'traceidratio', [name]: value });
    expect(error.problems.map((problem) => problem.variable)).toEqual([name]);
    expect(error.message).not.toContain(value);
    expect(error.message).not.toContain(SECRET_LOOKING);
  });

  it('leave the sampler and protocol alone while tracing is off: they are read only when it is on', () => {
    expect(loadConfig({ ...env, OTEL_TRACES_SAMPLER: 'nonsense', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }).tracing).toBe(false);
  });
});

describe('FILE_STORE', () => {
  const DATABASE_URL = 'postgres://portal@db.internal/portal';

  it('keeps uploads in the database when there is one (every instance reads them), on disk with PGlite', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', DATABASE_URL }).files.store).toBe('postgres');
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }).files.store).toBe('disk');
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', DATABASE_URL, FILE_STORE: 'disk' }).files.store).toBe('disk');
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', FILE_STORE: 'postgres' }).files.store).toBe('postgres');
  });

  it('takes s3://bucket/prefix with AWS_REGION, and an S3-compatible endpoint with S3_ENDPOINT and S3_FORCE_PATH_STYLE', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: 'memory://', DATABASE_URL, AWS_REGION: 'eu-central-1' };
    expect(loadConfig({ ...env, FILE_STORE: 's3://portal-files/uploads/v1/' }).files).toMatchObject({
      store: 's3',
      s3: { bucket: 'portal-files', prefix: 'uploads/v1', region: 'eu-central-1', endpoint: undefined, forcePathStyle: false },
    });
    expect(loadConfig({ ...env, FILE_STORE: 's3://portal.files-2', S3_ENDPOINT: 'http://minio.internal:9000', S3_FORCE_PATH_STYLE: 'true' }).files.s3).toEqual({
      bucket: 'portal.files-2',
      prefix: '',
      region: 'eu-central-1',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
    });
    // A bucket is no bytea: the 64 MiB cap of the database store does not apply.
    expect(loadConfig({ ...env, FILE_STORE: 's3://portal-files', FILE_MAX_BYTES: String(100 * 1024 * 1024) }).files.maxBytes).toBe(100 * 1024 * 1024);
    expect(loadConfig(env).files.s3).toBeUndefined();
  });

  it('names every bad S3 variable of one start at once', () => {
    const error = refusal({ NODE_ENV: 'test', DATA_DIR: 'memory://', FILE_STORE: 's3://Portal_Files/x', S3_ENDPOINT: 'ftp://minio', S3_FORCE_PATH_STYLE: 'sometimes' });
    expect(error.problems.map((problem) => problem.variable)).toEqual(['FILE_STORE', 'AWS_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE']);
    expect(error.problems[1]!.reason).toBe('is required with FILE_STORE=s3://… (us-east-1 for most S3-compatible servers)');
  });

  it.each(['s3://', 's3://ab', 's3://portal_files', 's3://portal-files?versionId=1', 's3://portal-files//x', 's3://portal-files/a/./b', 's3://portal-files/a b', `s3://portal-files/${'a'.repeat(513)}`])(
    'refuses FILE_STORE=%s: no bucket, an invalid bucket name, or a prefix that is not plain path segments',
    (value) => {
      expect(refusal({ NODE_ENV: 'test', DATA_DIR: 'memory://', AWS_REGION: 'us-east-1', FILE_STORE: value }).problems.map((problem) => problem.variable)).toEqual(['FILE_STORE']);
    },
  );

  it('refuses S3_ENDPOINT or S3_FORCE_PATH_STYLE without FILE_STORE=s3://…, and an AWS_REGION that is no region name', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: 'memory://', DATABASE_URL };
    const stray = refusal({ ...env, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(stray.problems).toEqual([
      { variable: 'S3_ENDPOINT', reason: 'is set but FILE_STORE is not s3://…' },
      { variable: 'S3_FORCE_PATH_STYLE', reason: 'is set but FILE_STORE is not s3://…' },
    ]);
    expect(refusal({ ...env, FILE_STORE: 's3://portal-files', AWS_REGION: 'EU Central 1' }).problems.map((problem) => problem.variable)).toEqual(['AWS_REGION']);
    // Not ours to judge without an S3 store: AWS_REGION is read by every AWS tool.
    expect(loadConfig({ ...env, AWS_REGION: 'EU Central 1' }).files.store).toBe('postgres');
  });

  it('caps FILE_MAX_BYTES at 64 MiB when the bytes go into the database', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: 'memory://', DATABASE_URL };
    expect(loadConfig({ ...env, FILE_MAX_BYTES: String(64 * 1024 * 1024) }).files.maxBytes).toBe(64 * 1024 * 1024);
    expect(refusal({ ...env, FILE_MAX_BYTES: String(64 * 1024 * 1024 + 1) }).variable).toBe('FILE_MAX_BYTES');
    expect(loadConfig({ ...env, FILE_STORE: 'disk', FILE_MAX_BYTES: String(100 * 1024 * 1024) }).files.maxBytes).toBe(100 * 1024 * 1024);
  });
});

describe('TRUSTED_PROXIES', () => {
  const proxies = (value?: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...(value === undefined ? {} : { TRUSTED_PROXIES: value }) }).http.trustedProxies;

  it('defaults to loopback, both families', () => {
    expect(proxies()).toEqual(['127.0.0.0/8', '::1/128']);
    expect(proxies('loopback')).toEqual(['127.0.0.0/8', '::1/128']);
  });

  it('takes addresses and CIDR ranges of both families in canonical form, single addresses as /32 and /128, IPv4-mapped as IPv4', () => {
    expect(proxies(' 10.0.0.1 , 173.245.48.7/20,2400:CB00::/32, ::ffff:10.1.1.1,loopback')).toEqual([
      '10.0.0.1/32',
      '173.245.48.0/20',
      '2400:cb00::/32',
      '10.1.1.1/32',
      '127.0.0.0/8',
      '::1/128',
    ]);
  });

  it.each(['10.0.0.0/33', 'proxy.example.com', '300.1.1.1', '2400:cb00::/129', 'loopback,*', '010.0.0.1', '10.1', '0x7f.0.0.1', '10.0.0.0/08', '::ffff:010.0.0.1'])(
    'refuses %s (the allow-lists\' strict parser)',
    (value) => {
      expect(refusal({ NODE_ENV: 'test', DATA_DIR: 'memory://', TRUSTED_PROXIES: value }).variable).toBe('TRUSTED_PROXIES');
    },
  );
});

describe('CLIENT_IP_HEADER', () => {
  const header = (value?: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...(value === undefined ? {} : { CLIENT_IP_HEADER: value }) }).http.clientIpHeader;

  it('defaults to X-Forwarded-For (what nginx, HAProxy and the cloud load balancers write) and takes either header in any case', () => {
    expect(header()).toBe('x-forwarded-for');
    expect(header('Forwarded')).toBe('forwarded');
    expect(header(' X-Forwarded-For ')).toBe('x-forwarded-for');
  });

  it.each(['x-real-ip', 'cf-connecting-ip', 'forwarded,x-forwarded-for'])('refuses %s: one header the proxies write, of the two we read', (value) => {
    expect(refusal({ NODE_ENV: 'test', DATA_DIR: 'memory://', CLIENT_IP_HEADER: value }).variable).toBe('CLIENT_IP_HEADER');
  });
});

describe('SECURE_CHANNEL_REQUIRED', () => {
  const groups = (env: Record<string, string>) => loadConfig({ DATA_DIR: 'memory://', ...env }).secureChannel.requiredGroups;

  it('refuses to start on a group name no route uses (a typo would turn enforcement off), naming the variable and the known groups', () => {
    for (const value of ['auth,pasword', 'Auth', 'auth,security,wallets', 'none,auth']) {
      const error = refusal({ NODE_ENV: 'test', DATA_DIR: 'memory://', SECURE_CHANNEL_REQUIRED: value });
      expect(error.variable).toBe('SECURE_CHANNEL_REQUIRED');
      expect(error.message).toContain('auth, password, registration, security');
      expect(error.message).not.toContain(value);
    }
  });

  it('takes every group the routes declare, without duplicates', () => {
    expect(groups({ NODE_ENV: 'test', SECURE_CHANNEL_REQUIRED: ' auth , password,auth,registration,security,profile,workspaces,money,operator' })).toEqual([
      'auth',
      'password',
      'registration',
      'security',
      'profile',
      'workspaces',
      'money',
      'operator',
    ]);
  });

  it('defaults to auth,password,registration,security in production (spec 4.3), and to nothing elsewhere', () => {
    expect(groups(PRODUCTION)).toEqual(['auth', 'password', 'registration', 'security']);
    expect(groups({ NODE_ENV: 'development' })).toEqual([]);
    expect(groups({ NODE_ENV: 'test' })).toEqual([]);
  });

  it('says at start, in one structured log line, which groups are enforced', async () => {
    const server = await startTestServer({ env: { SECURE_CHANNEL_REQUIRED: 'security,auth' } });
    try {
      const lines = server.logs.filter((line) => 'secureChannelRequired' in line);
      expect(lines).toEqual([expect.objectContaining({ level: 30, secureChannelRequired: ['security', 'auth'], msg: expect.stringMatching(/secure channel/i) })]);
    } finally {
      await server.close();
    }
  });

  it('is turned off in production only by saying so: `none`', () => {
    expect(groups({ ...PRODUCTION, SECURE_CHANNEL_REQUIRED: 'none' })).toEqual([]);
    expect(groups({ ...PRODUCTION, SECURE_CHANNEL_REQUIRED: 'workspaces' })).toEqual(['workspaces']);
  });
});

describe('portal serve with a bad variable', () => {
  it('prints one line naming the variable, not its value, and exits non-zero without listening', async () => {
    const run = await runPortal(['serve'], { PORT: `abc${SECRET_LOOKING}`, DATA_DIR: 'memory://' });
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(run.stdout).toBe('');
    const lines = run.stderr.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PORT');
    expect(run.stderr).not.toContain(SECRET_LOOKING);
  });

  it('names the missing secret in production', async () => {
    const run = await runPortal(['serve'], { ...PRODUCTION, MASTER_KEY: '' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringContaining('MASTER_KEY')]);
  });

  it('prints one line per bad variable, all of them, and exits 1', async () => {
    const run = await runPortal(['serve'], { ...PRODUCTION, SMTP_URL: '', PORT: `abc${SECRET_LOOKING}`, RATE_LIMITS: 'login.phone=3/60' });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      'portal: Invalid configuration: PORT must be a whole number',
      expect.stringMatching(/^portal: Invalid configuration: SMTP_URL is required when NODE_ENV=production .*MAIL_TRANSPORT=outbox/),
      'portal: Invalid configuration: RATE_LIMITS names unknown limits: login.phone',
    ]);
    expect(run.stderr).not.toContain(SECRET_LOOKING);
  });

  it('refuses an unknown RATE_LIMITS name before any database work', async () => {
    // The database does not answer: a start that opened it first would report the database instead.
    const closed = `postgres://portal:${SECRET_LOOKING}@127.0.0.1:${await freePort()}/portal`;
    const run = await runPortal(['serve'], { DATABASE_URL: closed, RATE_LIMITS: 'login.phone=3/60' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual(['portal: Invalid configuration: RATE_LIMITS names unknown limits: login.phone']);
  });
});

describe('ledger group commit settings', () => {
  it('batch by default, and post every journal alone with LEDGER_BATCH_MAX_SIZE=1', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: 'memory://' };
    expect(loadConfig(base).ledger).toEqual({ batchMaxWaitMs: 1, batchMaxSize: 32 });
    expect(loadConfig({ ...base, LEDGER_BATCH_MAX_WAIT_MS: '0', LEDGER_BATCH_MAX_SIZE: '1' }).ledger).toEqual({ batchMaxWaitMs: 0, batchMaxSize: 1 });
    expect(loadConfig({ ...base, LEDGER_BATCH_MAX_WAIT_MS: '50', LEDGER_BATCH_MAX_SIZE: '64' }).ledger).toEqual({ batchMaxWaitMs: 50, batchMaxSize: 64 });
  });
});

describe('a database that refuses the connection', () => {
  it.each([['serve'], ['migrate']])('portal %s names DATABASE_URL without its password and exits 1', async (command) => {
    const port = await freePort();
    const run = await runPortal([command], { DATABASE_URL: `postgres://portal:${SECRET_LOOKING}@127.0.0.1:${port}/portal?password=${SECRET_LOOKING}` });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      `portal: cannot reach the database at DATABASE_URL (postgres://portal@127.0.0.1:${port}/portal): connect ECONNREFUSED 127.0.0.1:${port}`,
    ]);
    expect(run.stderr).not.toContain(SECRET_LOOKING);
  });
});
