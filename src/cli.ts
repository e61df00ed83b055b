import { parseArgs } from 'node:util';
// First: every error code is declared before a command or a module names one.
import './error-catalogue.js';
import { ConfigError, describeProblem, loadConfig, type Config } from './config.js';
import type { Db } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open.js';
import { AppError } from './core/errors.js';
import { canonicalEmail, type CanonicalEmail } from './infra/email-address.js';
import { hashPassword } from './infra/passwords.js';
import { assertPasswordAcceptable } from './modules/auth/password-policy.js';
import { createCoreModules } from './core-modules.js';
import { createAccountsRepo } from './modules/accounts/accounts.repo.js';
import { createOperatorAccountService } from './modules/accounts/operator-accounts.service.js';

export const USAGE = `Usage: portal <command>

  serve                                        start the HTTP server (same as npm start)
  migrate                                      apply database migrations and exit
  accounts create --email E --password P --name N [--pending]
                                               create institution + partner account + a LIVE workspace it owns
  accounts approve --email E                   clear an account's pending approval
  operators create --email E --password P [--name N]
                                               create an internal operator account (operator API)

Configuration comes from the environment (see README).`;

class UsageError extends Error {}

type Out = { out: (line: string) => void; err: (line: string) => void };
const stdio: Out = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

function options(args: string[], spec: Record<string, { type: 'string' | 'boolean' }>, required: string[]) {
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

async function withDatabase<T>(work: (db: Db) => Promise<T>, options: { migrate?: boolean; config?: Config } = {}): Promise<T> {
  const db = await openDatabase(options.config ?? loadConfig(), options);
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
    { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, pending: { type: 'boolean' } },
    ['email', 'password', 'name'],
  );
  const email = emailOption(values.email);
  const name = String(values.name).trim();
  if (name.length === 0 || name.length > 100) throw new UsageError('--name must be 1 to 100 characters');
  const password = String(values.password);
  const config = loadConfig();
  // The same policy as the API: an operator's shortcut must not mint a weak password.
  try {
    assertPasswordAcceptable(password, { email, minLength: config.passwords.minLength }, '--password');
  } catch (error) {
    throw error instanceof AppError ? new UsageError(error.detail ?? '--password is refused') : error;
  }
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
  const values = options(args, { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } }, ['email', 'password']);
  const email = emailOption(values.email);
  const name = values.name === undefined ? undefined : String(values.name).trim();
  if (name !== undefined && (name.length === 0 || name.length > 100)) throw new UsageError('--name must be 1 to 100 characters');
  const password = String(values.password);
  const config = loadConfig();
  try {
    assertPasswordAcceptable(password, { email, minLength: config.passwords.minLength }, '--password');
  } catch (error) {
    throw error instanceof AppError ? new UsageError(error.detail ?? '--password is refused') : error;
  }
  const created = await withDatabase(
    (db) => createOperatorAccountService({ db, accounts: createAccountsRepo(), hashPassword }).createOperator({ email, password, ...(name ? { name } : {}) }),
    { config },
  );
  io.out(JSON.stringify({ ...created, email }));
  return 0;
}

async function dispatch(argv: string[], io: Out): Promise<number> {
  const [command, sub, ...rest] = argv;
  if (command === 'serve' && sub === undefined) {
    const { serve } = await import('./main.js');
    return serve();
  }
  if (command === 'migrate' && sub === undefined) {
    const applied = await withDatabase((db) => migrate(db), { migrate: false });
    io.out(JSON.stringify({ applied }));
    return 0;
  }
  if (command === 'accounts' && sub === 'create') return accountsCreate(rest, io);
  if (command === 'accounts' && sub === 'approve') return accountsApprove(rest, io);
  if (command === 'operators' && sub === 'create') return operatorsCreate(rest, io);
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
