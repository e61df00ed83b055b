import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
// First: every error code is declared before a command or a module names one.
import './error-catalogue.js';
import { ConfigError, describeProblem, loadConfig, loadDatabaseConfig, loadFileImportConfig, type Config, type DatabaseOnlyConfig } from './config.js';
import type { Db } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open.js';
import { AppError } from './core/errors.js';
import { canonicalEmail, type CanonicalEmail } from './infra/email-address.js';
import { assertPasswordAcceptable } from './modules/auth/password-policy.js';
import { createCoreModules } from './core-modules.js';
import { importFiles } from './modules/files/files.module.js';
import { createJobsModule } from './modules/jobs/jobs.module.js';
import { createFailedMails, type FailedMails } from './modules/mail/mail.module.js';
import { listSchedules } from './modules/maintenance/maintenance.module.js';
import { systemClock } from './infra/clock.js';
import { createLogger } from './infra/logger.js';
import { reencrypt, type ColumnReport } from './sealed-columns.js';

export const USAGE = `Usage: portal <command>

  serve                                        start the HTTP server (same as npm start)
  migrate                                      apply database migrations and exit
  accounts create --email E --password-stdin --name N [--pending]
                                               create institution + partner account + a LIVE workspace it owns
  accounts approve --email E                   clear an account's pending approval
  operators create --email E --password-stdin [--name N]
                                               create an internal operator account (operator API)
  files import [--from DIR | --from-database]  copy files kept on disk (DATA_DIR/files) into the database, or into
                                               the bucket with FILE_STORE=s3://… (--from-database: from file_contents)
  keys reencrypt [--check] [--batch-size N]    re-seal every secret not sealed under MASTER_KEY (kept readable
                                               by MASTER_KEY_PREVIOUS); --check only counts them. Exit 0 when
                                               none is left under another key: MASTER_KEY_PREVIOUS can go
  mail failed                                  list the mails that failed every delivery attempt (one JSON line
                                               each: id, to, subject, attempts, lastError; never the text)
  mail retry <id> | --all                      queue a failed mail (or all of them) again with fresh attempts
  jobs schedules                               list the schedules (expiry, purges): interval, last run and rows
                                               it changed, next run (one JSON line each)

--password-stdin reads the password from standard input (one line), e.g.
  printf '%s\n' "$PASSWORD" | portal operators create --email ops@example.com --password-stdin
--password P still works but leaves the password in the process list and shell history.
--help (anywhere) prints this text.

Configuration comes from the environment (see README).`;

class UsageError extends Error {}

type Out = { out: (line: string) => void; err: (line: string) => void; readStdin: () => Promise<string> };
const stdio: Out = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  readStdin: async () => {
    let text = '';
    for await (const chunk of process.stdin.setEncoding('utf8')) text += String(chunk);
    return text;
  },
};

const PASSWORD_OPTIONS = { password: { type: 'string' }, 'password-stdin': { type: 'boolean' } } as const;

/**
 * The password of `--password-stdin` (standard input up to its end, less one
 * trailing line break) or, discouraged, of `--password`: exactly one of them.
 */
async function passwordOption(values: Record<string, string | boolean | undefined>, io: Out): Promise<string> {
  const fromStdin = values['password-stdin'] === true;
  if (fromStdin && values.password !== undefined) throw new UsageError('give --password-stdin or --password, not both');
  if (!fromStdin) {
    if (typeof values.password !== 'string' || values.password === '') throw new UsageError('--password-stdin is required');
    io.err('portal: warning: --password leaves the password in the process list and shell history; use --password-stdin');
    return values.password;
  }
  const password = (await io.readStdin()).replace(/\r?\n$/, '');
  if (password === '') throw new UsageError('--password-stdin: standard input is empty');
  if (/[\r\n]/.test(password)) throw new UsageError('--password-stdin reads one line; standard input has several');
  return password;
}

/** The password policy of the API: an operator's shortcut must not mint a weak password. */
function assertCliPasswordAcceptable(password: string, email: CanonicalEmail, config: Config): void {
  try {
    assertPasswordAcceptable(password, { email, minLength: config.passwords.minLength }, 'password');
  } catch (error) {
    throw error instanceof AppError ? new UsageError(error.detail ?? 'the password is refused') : error;
  }
}

function options(args: string[], spec: Record<string, { readonly type: 'string' | 'boolean' }>, required: string[]) {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args, options: spec, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  for (const name of required) {
    if (typeof values[name] !== 'string' || values[name] === '') throw new UsageError(`--${name} is required`);
  }
  return values;
}

/**
 * Opens the database for one command; without a `config`, reads only the database's variables: a command
 * that needs no more must not refuse to run for want of the server's secrets.
 */
async function withDatabase<T>(work: (db: Db) => Promise<T>, options: { migrate?: boolean; config?: DatabaseOnlyConfig } = {}): Promise<T> {
  const db = await openDatabase(options.config ?? loadDatabaseConfig(), options);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}


/** `--email` in its canonical form (the one stored and printed), or a usage error. */
function emailOption(value: string | boolean | undefined): CanonicalEmail {
  const email = canonicalEmail(String(value));
  if (email === undefined) throw new UsageError('--email must be an e-mail address');
  return email;
}

async function accountsCreate(args: string[], io: Out): Promise<number> {
  const values = options(
    args,
    { email: { type: 'string' }, ...PASSWORD_OPTIONS, name: { type: 'string' }, pending: { type: 'boolean' } },
    ['email', 'name'],
  );
  const email = emailOption(values.email);
  const name = String(values.name).trim();
  if (name.length === 0 || name.length > 100) throw new UsageError('--name must be 1 to 100 characters');
  const password = await passwordOption(values, io);
  const config = loadConfig();
  assertCliPasswordAcceptable(password, email, config);
  const created = await withDatabase(
    (db) => createCoreModules({ db }).workspaces.partnerAccounts.createPartnerAccount({ email, password, name, pending: values.pending === true }),
    { config },
  );
  io.out(JSON.stringify(created));
  return 0;
}

async function accountsApprove(args: string[], io: Out): Promise<number> {
  const values = options(args, { email: { type: 'string' } }, ['email']);
  const email = emailOption(values.email);
  await withDatabase((db) => createCoreModules({ db }).accounts.service.approve(email));
  io.out(JSON.stringify({ approved: true, email }));
  return 0;
}

async function operatorsCreate(args: string[], io: Out): Promise<number> {
  const values = options(args, { email: { type: 'string' }, ...PASSWORD_OPTIONS, name: { type: 'string' } }, ['email']);
  const email = emailOption(values.email);
  const name = values.name === undefined ? undefined : String(values.name).trim();
  if (name !== undefined && (name.length === 0 || name.length > 100)) throw new UsageError('--name must be 1 to 100 characters');
  const password = await passwordOption(values, io);
  const config = loadConfig();
  assertCliPasswordAcceptable(password, email, config);
  const created = await withDatabase(
    (db) => createCoreModules({ db }).accounts.operators.createOperator({ email, password, ...(name ? { name } : {}) }),
    { config },
  );
  io.out(JSON.stringify({ ...created, email }));
  return 0;
}

/** Prints what it imported and the ids it could not; exit 0 either way (on several hosts, each has only its own files). */
async function filesImport(args: string[], io: Out): Promise<number> {
  const values = options(args, { from: { type: 'string' }, 'from-database': { type: 'boolean' } }, []);
  const fromDatabase = values['from-database'] === true;
  if (fromDatabase && values.from !== undefined) throw new UsageError('give --from DIR or --from-database, not both');
  const config = loadFileImportConfig();
  if (!fromDatabase && values.from === undefined && config.db.dataDir.startsWith('memory://')) throw new UsageError('--from is required with DATA_DIR=memory://');
  const directory = typeof values.from === 'string' ? values.from : join(config.db.dataDir, 'files');
  const report = await withDatabase((db) => importFiles({ config, db, from: fromDatabase ? 'database' : { directory } }), { config });
  io.out(JSON.stringify(report));
  return 0;
}

const DEFAULT_BATCH_SIZE = 500;

function batchSizeOption(value: string | boolean | undefined): number {
  if (value === undefined) return DEFAULT_BATCH_SIZE;
  const size = Number(value);
  if (!/^\d+$/.test(String(value)) || size < 1 || size > 10_000) throw new UsageError('--batch-size must be a whole number from 1 to 10000');
  return size;
}

const describeColumn = (column: ColumnReport): string =>
  column.resealed === undefined
    ? `${column.column}: ${column.remaining} not under MASTER_KEY`
    : `${column.column}: ${column.resealed} re-sealed, ${column.unreadable} unreadable, ${column.remaining} not under MASTER_KEY`;

/**
 * Prints a line per column on stderr as it is done (a long run shows progress) and the report on
 * stdout; exit 1 while any value is not under MASTER_KEY, so a script can wait for 0 before
 * dropping MASTER_KEY_PREVIOUS.
 */
async function keysReencrypt(args: string[], io: Out): Promise<number> {
  const values = options(args, { check: { type: 'boolean' }, 'batch-size': { type: 'string' } }, []);
  const batchSize = batchSizeOption(values['batch-size']);
  const config = loadConfig();
  const check = values.check === true;
  const report = await withDatabase(
    (db) => reencrypt({ db, config, check, batchSize, progress: (column) => io.err(`portal: keys reencrypt: ${describeColumn(column)}`) }),
    { config },
  );
  io.out(JSON.stringify(report));
  if (report.remaining === 0) return 0;
  io.err(
    check
      ? `portal: ${report.remaining} values are not sealed under MASTER_KEY (${report.masterKeyId}): run portal keys reencrypt, keep MASTER_KEY_PREVIOUS until it leaves none`
      : `portal: ${report.remaining} values are still not sealed under MASTER_KEY (${report.masterKeyId}): those no configured key opens are counted as unreadable; keep MASTER_KEY_PREVIOUS until none is left`,
  );
  return 1;
}

/** The dead mails of the configured database: `mail failed` and `mail retry` read them under MASTER_KEY. */
async function withFailedMails<T>(work: (failed: FailedMails) => Promise<T>): Promise<T> {
  const config = loadConfig();
  return withDatabase(
    (db) => work(createFailedMails(createJobsModule({ db, config, clock: systemClock, log: createLogger('silent') }).deadLetters)),
    { config },
  );
}

/** One JSON line per dead mail, oldest failure first; none: no output, exit 0. */
async function mailFailed(args: string[], io: Out): Promise<number> {
  options(args, {}, []);
  const failed = await withFailedMails((mails) => mails.list());
  for (const mail of failed) io.out(JSON.stringify(mail));
  return 0;
}

/** One JSON line per schedule: name, interval, last finished run and rows, next interval's start (docs/jobs.md "Schedules"). */
async function jobsSchedules(args: string[], io: Out): Promise<number> {
  options(args, {}, []);
  const config = loadConfig();
  const schedules = await withDatabase((db) => listSchedules(db, config.schedules, systemClock.now()), { config });
  for (const schedule of schedules) io.out(JSON.stringify(schedule));
  return 0;
}

/** Prints `{"requeued":[ids]}`; exit 1 when the id names no failed mail. */
async function mailRetry(args: string[], io: Out): Promise<number> {
  let parsed: { values: { all?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({ args, options: { all: { type: 'boolean' } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const all = values.all === true;
  if (all === (positionals.length === 1) || positionals.length > 1) throw new UsageError('mail retry takes one mail id or --all');
  const id = all ? undefined : positionals[0]!;
  const requeued = await withFailedMails((mails) => mails.retry(id));
  io.out(JSON.stringify({ requeued }));
  if (id !== undefined && requeued.length === 0) {
    io.err(`portal: no failed mail has the id ${id}`);
    return 1;
  }
  return 0;
}

async function dispatch(argv: string[], io: Out): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(USAGE);
    return 0;
  }
  const [command, sub, ...rest] = argv;
  if (command === 'serve' && sub === undefined) {
    const { serve } = await import('./serve.js');
    return serve();
  }
  if (command === 'migrate' && sub === undefined) {
    const config = loadDatabaseConfig();
    const applied = await withDatabase((db) => migrate(db, undefined, config.db.migrations), { migrate: false, config });
    io.out(JSON.stringify({ applied }));
    return 0;
  }
  if (command === 'accounts' && sub === 'create') return accountsCreate(rest, io);
  if (command === 'accounts' && sub === 'approve') return accountsApprove(rest, io);
  if (command === 'operators' && sub === 'create') return operatorsCreate(rest, io);
  if (command === 'files' && sub === 'import') return filesImport(rest, io);
  if (command === 'keys' && sub === 'reencrypt') return keysReencrypt(rest, io);
  if (command === 'mail' && sub === 'failed') return mailFailed(rest, io);
  if (command === 'mail' && sub === 'retry') return mailRetry(rest, io);
  if (command === 'jobs' && sub === 'schedules') return jobsSchedules(rest, io);
  throw new UsageError(command ? `unknown command: ${argv.join(' ')}` : 'no command given');
}

/** Runs the `portal` command; resolves to the exit code (2 usage, 1 failure, 0 success). */
export async function runCli(argv: string[], io: Out = stdio): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`portal: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof ConfigError) {
      // One line per bad variable: the operator fixes them all in one round.
      for (const problem of error.problems) io.err(`portal: ${describeProblem(problem)}`);
      return 1;
    }
    if (error instanceof DataDirLockedError) {
      io.err(`portal: ${error.message}`);
      return 1;
    }
    if (error instanceof AppError) {
      io.err(`portal: ${error.detail ?? error.code}`);
      return 1;
    }
    io.err(`portal: ${(error as Error).message}`);
    return 1;
  }
}

/** True when this file is the script node was started with (`node dist/cli.js …`), not an import. */
function startedDirectly(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

// bin/portal.js and the tests import runCli; `node dist/cli.js <command>` runs it here.
if (startedDirectly()) process.exitCode = await runCli(process.argv.slice(2));
