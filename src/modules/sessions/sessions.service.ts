import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import type { PageRequest } from '../../http/pagination.js';
import type { AuthContext } from '../auth/auth-context.js';
import type { LoginAttemptRow, LoginHistoryRepo } from '../auth/login-history.repo.js';
import type { SessionConfigRow, SessionsRepo, createSessionConfigRepo } from '../auth/sessions.repo.js';
import type { SessionsService } from '../auth/sessions.service.js';

export interface AccountSessionsDeps {
  db: Db;
  sessions: SessionsService;
  sessionsRepo: SessionsRepo;
  configs: ReturnType<typeof createSessionConfigRepo>;
  history: LoginHistoryRepo;
}

const iso = (date: Date): string => date.toISOString();
const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

function configView(row: SessionConfigRow) {
  return {
    accountBizId: row.id,
    ssoEnabled: false,
    maxSessions: row.max_sessions,
    passwordChangedAt: isoOrNull(row.password_changed_at),
    lastLoginAt: isoOrNull(row.last_login_at),
    lastLoginIp: row.last_login_ip,
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
    const row = await deps.configs.find(db, accountId);
    if (!row) throw new AppError('AUTH.SESSION_NOT_FOUND');
    return configView(row);
  }

  return {
    async list(auth: AuthContext) {
      const rows = await deps.sessionsRepo.listLive(db, auth.accountId);
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
      const row = await deps.configs.setMaxSessions(db, accountId, maxSessions);
      if (!row) throw new AppError('AUTH.SESSION_NOT_FOUND');
      return configView(row);
    },

    async history(accountId: string, window: HistoryWindow): Promise<{ rows: LoginAttemptRow[]; total: number }> {
      return deps.history.page(db, { accountId, from: window.from, to: window.to, limit: window.size, offset: window.offset }, window.orderBy);
    },
  };
}

export type AccountSessionsService = ReturnType<typeof createAccountSessionsService>;
