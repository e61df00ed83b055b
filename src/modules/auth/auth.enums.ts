import { defineEnum } from '../../http/enums.js';

/** Second factors: the e-mailed code (this module) and those of the account-security module. */
export const MFA_METHOD = defineEnum('mfaMethod', {
  EMAIL: { value: 10011001, label: 'E-mail', description: 'A one-time code sent by e-mail' },
  OTP: { value: 10011002, label: 'Authenticator app', description: 'A time-based one-time password (RFC 6238)' },
  BACKUP_CODE: { value: 10011003, label: 'Backup code', description: 'A single-use backup code' },
});
