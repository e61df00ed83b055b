import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client.js';
import { AppError } from '../../core/errors.js';

/** Which portal a session belongs to: partner administrators or internal operators. */
export type Portal = 'PARTNER' | 'OPERATOR';

/** What a request tells about its client; the hash binds the steps of one login together. */
export interface ClientFacts {
  clientHash: string;
  clientIp: string;
  userAgent: string;
  country: string | undefined;
}

/**
 * Who is calling: the live session behind an access token. The auth guard
 * (src/http/auth-guard.ts) decorates every route that declares `config.auth`
 * with it, as its `Caller`.
 */
export interface AuthContext {
  /** bizId of the signed-in account (`acc_…`), the JWT `sub`. */
  accountId: string;
  /** Server-side session id (`ses_…`), the JWT `sid`. */
  sessionId: string;
  portal: Portal;
}

/** The caller of an authenticated route (the guard has run, so this only fails on a wiring mistake). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('ACCESS.TOKEN_MISSING');
  return request.auth;
}

export type MfaMethod = 'EMAIL' | 'OTP' | 'BACKUP_CODE';

/**
 * A second factor other than the e-mailed code, offered at login once the
 * account has enabled it (account-security module: OTP, backup codes).
 */
export interface SecondFactor {
  readonly method: Exclude<MfaMethod, 'EMAIL'>;
  isEnabled(db: Queryable, accountId: string): Promise<boolean>;
  /**
   * True when `code` proves the factor; consumes single-use material (a backup
   * code, an OTP time step). `insideSession`: the signed-in session asking
   * (reauthentication); backup codes that session generated prove nothing there.
   */
  verify(db: Queryable, accountId: string, code: string, insideSession?: string): Promise<boolean>;
}

/** The factors the account has enabled, in the order given. */
export async function enabledSecondFactors(db: Queryable, factors: readonly SecondFactor[], accountId: string): Promise<SecondFactor[]> {
  const enabled = await Promise.all(factors.map((factor) => factor.isEnabled(db, accountId)));
  return factors.filter((_, i) => enabled[i]);
}

/**
 * The account's IP allow-list, asked by the auth guard on every authenticated
 * request and by login initiate: false → 403 ACCESS.IP_NOT_ALLOWED.
 */
export interface IpAllowListCheck {
  isAllowed(accountId: string, clientIp: string): Promise<boolean>;
}
