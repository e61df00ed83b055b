import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { requireCanonicalEmail } from '../../infra/email-address.js';
import { newId } from '../../infra/ids.js';
import type { MailMessage, SendMail } from '../../infra/mailer.js';
import type { CodeHasher } from '../../infra/master-keys.js';
import type { AccountService } from '../accounts/accounts.service.js';
import type { ReferralService } from '../referrals/referrals.service.js';
import type { PartnerAccountService } from '../workspaces/partner-accounts.service.js';
import { boundCode } from './email-code.js';
import { assertPasswordAcceptable } from './password-policy.js';
import type { PasswordService } from './password.service.js';
import type { RegistrationRepo } from './registration.repo.js';

export const REGISTRATION_CODE_TTL_SEC = 10 * 60;
export const REGISTRATION_TTL_SEC = 60 * 60;
export const REGISTRATION_MAX_ATTEMPTS = 5;

export interface RegistrationServiceDeps {
  db: Db;
  registrations: RegistrationRepo;
  accounts: Pick<AccountService, 'findByEmail'>;
  /** An account comes with the workspace it owns (workspaces module). */
  partnerAccounts: Pick<PartnerAccountService, 'insertPartnerAccount'>;
  passwords: Pick<PasswordService, 'issueInitToken'>;
  hashPassword: (password: string) => Promise<string>;
  sendMail: SendMail;
  /** Records the referral of a registration with a referral code, in its transaction (referrals module). */
  referrals: Pick<ReferralService, 'recordReferral'>;
  /** Keyed hashes of verification codes: six digits hashed plainly would fall to a table of a million. */
  codeHashes: CodeHasher;
  config: { minLength: number };
}

export interface CompleteRegistrationInput {
  registrationId: string;
  accountName: string;
  institutionName: string;
  password?: string;
  referralCode?: string;
}

export interface CompletedRegistration {
  accountBizId: string;
  pendingApproval: true;
  passwordRequired: boolean;
  passwordInitToken?: string;
}

const notFound = (): AppError => new AppError('AUTH.REGISTRATION_NOT_FOUND');

function codeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your Partner Portal verification code',
    text:
      `Your verification code is ${code}\n\n` +
      `Enter it to confirm this address and continue your registration. It expires in ${REGISTRATION_CODE_TTL_SEC / 60} minutes.\n\n` +
      'If you did not start a registration, ignore this mail.',
  };
}

/** Sent instead of a code, so the answer of register/start never tells whether an address has an account. */
function alreadyRegisteredMail(to: string): MailMessage {
  return {
    to,
    subject: 'You already have a Partner Portal account',
    text:
      'Someone tried to register a Partner Portal account with this address, but it already has one.\n\n' +
      'Sign in instead, or use "Forgot password" if you cannot remember your password. ' +
      'If this was not you, ignore this mail.',
  };
}

export function createRegistrationService(deps: RegistrationServiceDeps) {
  async function openRegistration(registrationId: string) {
    const registration = await deps.registrations.findOpen(deps.db, registrationId, REGISTRATION_MAX_ATTEMPTS);
    if (!registration) throw notFound();
    return registration;
  }

  return {
    /**
     * Opens a registration and mails a code — or, for a taken address, a
     * notice; the answer is the same. Every spelling of an address is that
     * address: the registration, the mail and later the account hold its canonical form.
     */
    async start(input: string): Promise<{ registrationId: string; expiresIn: number }> {
      const email = requireCanonicalEmail(input);
      const taken = (await deps.accounts.findByEmail(deps.db, email)) !== undefined;
      const registrationId = newId('registration');
      const code = taken ? undefined : String(randomInt(0, 1_000_000)).padStart(6, '0');
      await deps.db.transaction(async (tx) => {
        await deps.registrations.insert(tx, {
          id: registrationId,
          email,
          codeHash: code === undefined ? null : deps.codeHashes.hash(boundCode(registrationId, code)),
          codeTtlSec: REGISTRATION_CODE_TTL_SEC,
          ttlSec: REGISTRATION_TTL_SEC,
        });
        await deps.sendMail(tx, code === undefined ? alreadyRegisteredMail(email) : codeMail(email, code));
      });
      return { registrationId, expiresIn: REGISTRATION_CODE_TTL_SEC };
    },

    /** Proves ownership of the address; five wrong codes end the registration. Verifying twice is harmless. */
    async verify(registrationId: string, code: string): Promise<{ registrationId: string; verified: true; expiresIn: number }> {
      const registration = await openRegistration(registrationId);
      if (!registration.verified) {
        const attempt = await deps.registrations.spendAttempt(deps.db, registrationId, REGISTRATION_MAX_ATTEMPTS);
        if (!attempt) throw notFound();
        const stored = attempt.code_hash === null ? undefined : Buffer.from(attempt.code_hash);
        if (!stored || !attempt.code_live || !deps.codeHashes.matches(stored, boundCode(registrationId, code))) {
          throw new AppError('AUTH.VERIFICATION_CODE_INVALID');
        }
        await deps.registrations.markVerified(deps.db, registrationId);
      }
      return { registrationId, verified: true, expiresIn: registration.expires_in };
    },

    /**
     * Institution + account (pending approval) + its LIVE workspace, and the
     * registration closed, in one transaction. Without a password the answer
     * carries a password-init token: the caller has just proven the mailbox.
     */
    async complete(input: CompleteRegistrationInput): Promise<CompletedRegistration> {
      const registration = await openRegistration(input.registrationId);
      if (!registration.verified) throw new AppError('AUTH.REGISTRATION_NOT_VERIFIED');
      if (input.password !== undefined) {
        assertPasswordAcceptable(input.password, { email: registration.email, minLength: deps.config.minLength }, 'password');
      }
      const passwordHash = input.password === undefined ? null : await deps.hashPassword(input.password);
      return deps.db.transaction(async (tx) => {
        const created = await deps.partnerAccounts.insertPartnerAccount(tx, {
          email: registration.email,
          passwordHash,
          name: input.accountName,
          institutionName: input.institutionName,
          pending: true,
          joinSource: 'REGISTRATION',
        });
        if (!(await deps.registrations.complete(tx, input.registrationId, created.accountBizId, input.referralCode ?? null))) throw notFound();
        if (input.referralCode) await deps.referrals.recordReferral(tx, { code: input.referralCode, accountId: created.accountBizId });
        if (passwordHash !== null) return { accountBizId: created.accountBizId, pendingApproval: true, passwordRequired: false };
        const passwordInitToken = await deps.passwords.issueInitToken(tx, created.accountBizId);
        return { accountBizId: created.accountBizId, pendingApproval: true, passwordRequired: true, passwordInitToken };
      });
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
