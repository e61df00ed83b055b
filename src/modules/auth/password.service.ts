import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { requireCanonicalEmail } from '../../infra/email-address.js';
import { newId } from '../../infra/ids.js';
import type { MailMessage, SendMail } from '../../infra/mailer.js';
import type { RateLimits } from '../../infra/rate-limit.js';
import type { AccountRow } from '../accounts/accounts.repo.js';
import type { AccountService } from '../accounts/accounts.service.js';
import { assertPasswordAcceptable } from './password-policy.js';
import type { PasswordRepo, PasswordTokenPurpose, PasswordTokenRow } from './password.repo.js';

/** Reset tokens are short-lived (ASVS: the user is at the keyboard). */
export const RESET_TOKEN_TTL_SEC = 30 * 60;
/** Init tokens also travel in invitation mails, which wait longer to be read. */
export const INIT_TOKEN_TTL_SEC = 24 * 60 * 60;
export const FORGOT_MESSAGE = 'If the address is registered, a reset link has been sent.';

export interface SessionTerminator {
  /** Ends every live session of the account but `keepSessionId`, inside `tx`; returns how many ended. */
  endSessions(tx: Queryable, accountId: string, keepSessionId?: string): Promise<number>;
}

export interface PasswordServiceDeps {
  db: Db;
  tokens: PasswordRepo;
  accounts: Pick<AccountService, 'findByEmail' | 'findById' | 'setPasswordHash'>;
  hashPassword: (password: string) => Promise<string>;
  verifyPassword: (hash: string, password: string) => Promise<boolean>;
  sendMail: SendMail;
  sessions: SessionTerminator;
  lockout: Pick<RateLimits, 'clearLockout'>;
  config: { minLength: number; portalWebUrl: string | undefined };
}

/** 256 bits from the CSPRNG, URL-safe; only its SHA-256 is stored (high entropy needs no slow hash). */
export function newSecretToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

const invalidToken = (): AppError => new AppError('AUTH.PASSWORD_TOKEN_INVALID');

function resetMail(to: string, token: string, portalWebUrl: string | undefined): MailMessage {
  // A URL fragment never reaches a server, so the link keeps the token out of every access log.
  const link = portalWebUrl ? `\n\nOr open: ${portalWebUrl}/reset-password#token=${token}` : '';
  return {
    to,
    subject: 'Reset your Partner Portal password',
    text:
      `Someone asked to reset the password of your Partner Portal account.\n\n` +
      `Your reset token (valid for ${RESET_TOKEN_TTL_SEC / 60} minutes, usable once):\n\n${token}${link}\n\n` +
      `If this was not you, ignore this mail: your password stays unchanged.`,
  };
}

function changedMail(to: string): MailMessage {
  return {
    to,
    subject: 'Your Partner Portal password was changed',
    text:
      'The password of your Partner Portal account was just changed, and other sessions were signed out.\n\n' +
      'If this was not you, reset your password at once and contact support.',
  };
}

export function createPasswordService(deps: PasswordServiceDeps) {
  const policy = (email: string, field: string, password: string, current?: string) =>
    assertPasswordAcceptable(password, { email, minLength: deps.config.minLength, current }, field);

  async function usableToken(token: string, purpose: PasswordTokenPurpose): Promise<{ row: PasswordTokenRow; account: AccountRow }> {
    const row = await deps.tokens.findUsable(deps.db, hashSecretToken(token), purpose);
    const account = row && (await deps.accounts.findById(deps.db, row.account_id));
    if (!row || !account || account.status !== 'ACTIVE') throw invalidToken();
    return { row, account };
  }

  return {
    /** Issues a RESET token and mails it when a usable account has this address (in any spelling); silent otherwise. */
    async forgot(email: string): Promise<void> {
      const account = await deps.accounts.findByEmail(deps.db, requireCanonicalEmail(email));
      if (!account || account.portal !== 'PARTNER' || account.status !== 'ACTIVE') return;
      const { token, hash } = newSecretToken();
      await deps.db.transaction(async (tx) => {
        // Only the newest reset mail works.
        await deps.tokens.revokeUnused(tx, account.id, 'RESET');
        await deps.tokens.insertToken(tx, { id: newId('passwordToken'), accountId: account.id, purpose: 'RESET', tokenHash: hash, ttlSec: RESET_TOKEN_TTL_SEC });
        await deps.sendMail(tx, resetMail(account.email, token, deps.config.portalWebUrl));
      });
    },

    /**
     * Sets a new password with a RESET token: the token and every other
     * password token die, every session ends, the login lock is cleared. No
     * session is created: the next login still asks for the second factor.
     */
    async reset(token: string, newPassword: string): Promise<void> {
      const { row, account } = await usableToken(token, 'RESET');
      policy(account.email, 'newPassword', newPassword);
      const hash = await deps.hashPassword(newPassword);
      await deps.db.transaction(async (tx) => {
        if (!(await deps.tokens.consume(tx, row.id))) throw invalidToken();
        await deps.accounts.setPasswordHash(tx, account.id, hash);
        await deps.tokens.revokeUnused(tx, account.id);
        await deps.sessions.endSessions(tx, account.id);
        await deps.sendMail(tx, changedMail(account.email));
      });
      await deps.lockout.clearLockout(account.email);
    },

    /** Signed-in change: proves the current password, keeps the calling session, ends the others. */
    async change(input: { accountId: string; sessionId: string; currentPassword: string; newPassword: string }): Promise<{ terminatedSessions: number }> {
      const account = await deps.accounts.findById(deps.db, input.accountId);
      if (!account?.password_hash || !(await deps.verifyPassword(account.password_hash, input.currentPassword))) {
        throw new AppError('AUTH.PASSWORD_INCORRECT');
      }
      policy(account.email, 'newPassword', input.newPassword, input.currentPassword);
      const hash = await deps.hashPassword(input.newPassword);
      const terminatedSessions = await deps.db.transaction(async (tx) => {
        await deps.accounts.setPasswordHash(tx, account.id, hash);
        await deps.tokens.revokeUnused(tx, account.id);
        const ended = await deps.sessions.endSessions(tx, account.id, input.sessionId);
        await deps.sendMail(tx, changedMail(account.email));
        return ended;
      });
      return { terminatedSessions };
    },

    /** First password of an account created without one, with the INIT token it was given. */
    async init(token: string, password: string): Promise<void> {
      const { row, account } = await usableToken(token, 'INIT');
      if (account.password_hash !== null) throw invalidToken();
      policy(account.email, 'password', password);
      const hash = await deps.hashPassword(password);
      await deps.db.transaction(async (tx) => {
        if (!(await deps.tokens.consume(tx, row.id))) throw invalidToken();
        if (!(await deps.accounts.setPasswordHash(tx, account.id, hash, { onlyIfUnset: true }))) throw invalidToken();
        await deps.tokens.revokeUnused(tx, account.id, 'INIT');
      });
    },

    /** An INIT token for an account that has no password yet (registration, invitation), in the caller's transaction. */
    async issueInitToken(tx: Queryable, accountId: string): Promise<string> {
      const { token, hash } = newSecretToken();
      await deps.tokens.insertToken(tx, { id: newId('passwordToken'), accountId, purpose: 'INIT', tokenHash: hash, ttlSec: INIT_TOKEN_TTL_SEC });
      return token;
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
