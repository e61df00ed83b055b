import { readFileSync } from 'node:fs';
import { AppError } from '../../core/errors.js';
import { ARGON2_PARAMS } from '../../infra/passwords.js';
// Declares AUTH.PASSWORD_POLICY_VIOLATION also for callers that never build the app (the CLI).
import './auth.errors.js';

/**
 * Password rules of OWASP ASVS 5 (V6.2): a minimum length (12 by default,
 * never below 8), at least 64 characters allowed, no composition rules, no
 * truncation, not the account's e-mail, not a common or breached password.
 * Lengths count Unicode code points, as JSON Schema `maxLength` does.
 */
export const PASSWORD_MAX_LENGTH = 128;
/** Request bodies accept longer strings so that the policy, not the schema, names the rule. */
export const PASSWORD_INPUT_MAX_LENGTH = 1024;
/** Local parts shorter than this ("al@…") are too common inside words to refuse. */
const MIN_LOCAL_PART_MATCH = 4;

export type PasswordRule = 'TOO_SHORT' | 'TOO_LONG' | 'CONTAINS_EMAIL' | 'COMMON' | 'SAME_AS_CURRENT';

export interface PasswordContext {
  email: string;
  minLength: number;
  /** On a change: the password being replaced. */
  current?: string;
}

let commonPasswords: ReadonlySet<string> | undefined;

/** Loaded on first use: a list shipped beside this file, '#' lines are comments. */
function common(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return commonPasswords;
}

/** "Sunshine2024!" is "sunshine" with a suffix: check the base too. */
function candidates(password: string): string[] {
  const lower = password.toLowerCase();
  const base = lower.replace(/[^\p{L}]+$/u, '');
  return base !== '' && base !== lower ? [lower, base] : [lower];
}

function containsEmail(password: string, email: string): boolean {
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  return lower.includes(address) || (local.length >= MIN_LOCAL_PART_MATCH && lower.includes(local));
}

/** The first rule the password breaks, or undefined when it is acceptable. */
export function passwordProblem(password: string, context: PasswordContext): PasswordRule | undefined {
  const length = [...password].length;
  if (length < context.minLength) return 'TOO_SHORT';
  if (length > PASSWORD_MAX_LENGTH) return 'TOO_LONG';
  if (containsEmail(password, context.email)) return 'CONTAINS_EMAIL';
  if (candidates(password).some((candidate) => common().has(candidate))) return 'COMMON';
  if (context.current !== undefined && password === context.current) return 'SAME_AS_CURRENT';
  return undefined;
}

function describe(rule: PasswordRule, minLength: number): string {
  switch (rule) {
    case 'TOO_SHORT':
      return `TOO_SHORT (at least ${minLength} characters)`;
    case 'TOO_LONG':
      return `TOO_LONG (at most ${PASSWORD_MAX_LENGTH} characters)`;
    case 'CONTAINS_EMAIL':
      return 'CONTAINS_EMAIL (must not contain the e-mail address)';
    case 'COMMON':
      return 'COMMON (found in a list of common or breached passwords)';
    case 'SAME_AS_CURRENT':
      return 'SAME_AS_CURRENT (must differ from the current password)';
  }
}

/** Throws 400 AUTH.PASSWORD_POLICY_VIOLATION naming the field and the rule. */
export function assertPasswordAcceptable(password: string, context: PasswordContext, field = 'newPassword'): void {
  const rule = passwordProblem(password, context);
  if (rule) throw new AppError('AUTH.PASSWORD_POLICY_VIOLATION', `${field}: ${describe(rule, context.minLength)}`);
}

const PHC = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/;
const ARGON2_VERSION = 19;

/**
 * True when a stored hash was made with other argon2 parameters than the
 * current ARGON2_PARAMS (or is not an argon2id PHC string at all): the login
 * flow then rehashes the password it has just verified.
 */
export function needsRehash(hash: string): boolean {
  const match = PHC.exec(hash);
  if (!match) return true;
  const [, algorithm, version, m, t, p] = match;
  return (
    algorithm !== 'argon2id' ||
    Number(version) !== ARGON2_VERSION ||
    Number(m) !== ARGON2_PARAMS.memoryCost ||
    Number(t) !== ARGON2_PARAMS.timeCost ||
    Number(p) !== ARGON2_PARAMS.parallelism
  );
}
