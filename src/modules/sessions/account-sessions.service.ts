import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { iso, isoOrNull } from '../../http/instant.js';
import type { PageRequest } from '../../http/pagination.js';
import type { SessionSettingsRow } from '../accounts/accounts.repo.js';
import type { AccountService } from '../accounts/accounts.service.js';
import type { AuthContext } from '../auth/auth-context.js';
import type { LoginHistory } from '../auth/auth.module.js';
import type { LoginAttemptRow } from '../auth/login-history.repo.js';
import type { SessionsService } from '../auth/sessions.service.js';

export interface AccountSessionsDeps {
  db: Db;
  /** The auth module's server-side sessions: listed and ended there. */
  sessions: Pick<SessionsService, 'listLive' | 'endOne' | 'endAll'>;
  history: LoginHistory;
  /** The limit and the sign-in facts are columns of the account (accounts module). */
  accounts: Pick<AccountService, 'findSessionSettings' | 'setMaxSessions'>;
}

function configView(row: SessionSettingsRow) {
  return {
    accountBizId: row.id,
    ssoEnabled: false,
    maxSessions: row.max_sessions,
    passwordChangedAt: isoOrNull(row.password_changed_at),
    lastLoginAt: isoOrNull(row.last_login_at),
    lastLoginIp: row.last_login_ip,
  };
}

/** One login attempt as the partner history (shape A) shows it. */
function partnerEntry(row: LoginAttemptRow) {
  return {
    bizId: row.id,
    loginTime: iso(row.attempted_at),
    clientIp: row.client_ip,
    userAgent: row.user_agent,
    loginResult: row.success ? 1 : 0,
    failureReason: row.failure_reason,
  };
}

/** One login attempt as the user-self history (shape B) shows it. */
function selfEntry(row: LoginAttemptRow) {
  return {
    loginTime: iso(row.attempted_at),
    ipAddress: row.client_ip,
    userAgent: row.user_agent,
    location: row.country ?? 'Unknown',
    success: row.success,
  };
}

export interface HistoryWindow extends Pick<PageRequest, 'size' | 'offset'> {
  from?: Date;
  to?: Date;
  orderBy?: string;
}

/** An account's view of its own sessions: list, end, limit, and the login history. */
export function createAccountSessionsService(deps: AccountSessionsDeps) {
  const { db } = deps;

  async function config(accountId: string) {
    const row = await deps.accounts.findSessionSettings(db, accountId);
    if (!row) throw new AppError('AUTH.SESSION_NOT_FOUND');
    return configView(row);
  }

  async function history(accountId: string, window: HistoryWindow): Promise<{ rows: LoginAttemptRow[]; total: number }> {
    return deps.history.page({ accountId, from: window.from, to: window.to, limit: window.size, offset: window.offset }, window.orderBy);
  }

  return {
    async list(auth: AuthContext) {
      const rows = await deps.sessions.listLive(auth.accountId);
      return rows.map((row) => ({
        sessionId: row.id,
        clientIp: row.client_ip,
        userAgent: row.user_agent,
        loginTime: iso(row.created_at),
        lastActivityTime: iso(row.last_activity_at),
        isCurrent: row.id === auth.sessionId,
      }));
    },

    /** Ends another session of the caller; the current one ends with logout. */
    async terminate(auth: AuthContext, sessionId: string): Promise<number> {
      if (sessionId === auth.sessionId) throw new AppError('SESSION.CANNOT_TERMINATE_CURRENT', 'body.sessionId');
      if (!(await deps.sessions.endOne(auth.accountId, sessionId, 'TERMINATED'))) throw new AppError('RESOURCE.NOT_FOUND', 'No such live session');
      return 1;
    },

    terminateOthers(auth: AuthContext): Promise<number> {
      return deps.sessions.endAll(auth.accountId, 'TERMINATED_ALL', auth.sessionId);
    },

    config,

    async setMaxSessions(accountId: string, maxSessions: number) {
      const row = await deps.accounts.setMaxSessions(db, accountId, maxSessions);
      if (!row) throw new AppError('AUTH.SESSION_NOT_FOUND');
      return configView(row);
    },

    async partnerHistory(accountId: string, window: HistoryWindow) {
      const { rows, total } = await history(accountId, window);
      return { items: rows.map(partnerEntry), total };
    },

    async selfHistory(accountId: string, window: HistoryWindow) {
      const { rows, total } = await history(accountId, window);
      return { items: rows.map(selfEntry), total };
    },
  };
}

export type AccountSessionsService = ReturnType<typeof createAccountSessionsService>;
