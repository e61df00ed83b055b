/** Query keys of the signed-in account's security data (per account, not per workspace: the session's owner). */
export const securityKeys = {
  all: ['security'] as const,
  mfa: ['security', 'mfa'] as const,
  backupCodes: ['security', 'backup-codes'] as const,
  ipAllowList: ['security', 'ip-allow-list'] as const,
  sessions: ['security', 'sessions'] as const,
  sessionConfig: ['security', 'session-config'] as const,
  loginHistory: (page: number) => ['security', 'login-history', page] as const,
};
