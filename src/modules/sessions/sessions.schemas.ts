import { Type } from 'typebox';
import { Envelope, SELF_VERSION } from '../../http/envelope.js';
import { PageA, PageB } from '../../http/pagination.js';
import { Int32 } from '../../http/integers.js';

/** Upper bound of `maxConcurrentSessions` (and of the accounts.max_sessions CHECK). */
export const MAX_CONCURRENT_SESSIONS = 100;

const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });

export const ActiveSession = Type.Object(
  {
    sessionId: Type.String(),
    clientIp: Type.String(),
    userAgent: Type.String(),
    loginTime: Timestamp,
    lastActivityTime: Timestamp,
    isCurrent: Type.Boolean(),
  },
  { title: 'ActiveSession' },
);

export const SessionConfig = Type.Object(
  {
    accountBizId: Type.String(),
    ssoEnabled: Type.Boolean({ description: 'Single sign-on; not offered yet, always false' }),
    maxSessions: Int32({ minimum: 1, maximum: MAX_CONCURRENT_SESSIONS }),
    passwordChangedAt: Type.Union([Timestamp, Type.Null()]),
    lastLoginAt: Type.Union([Timestamp, Type.Null()]),
    lastLoginIp: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'SessionConfig' },
);

export const SessionConfigBody = Type.Object(
  {
    maxConcurrentSessions: Int32({
      minimum: 1,
      maximum: MAX_CONCURRENT_SESSIONS,
      description: 'Live sessions allowed; a login beyond it ends the oldest session',
    }),
  },
  { additionalProperties: false },
);

export const TerminateBody = Type.Object({ sessionId: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });

export const TerminatedResult = Type.Object({ success: Type.Boolean(), terminatedSessions: Int32({ minimum: 0 }) }, { title: 'TerminatedResult' });

export const PartnerLoginHistoryEntry = Type.Object(
  {
    bizId: Type.String(),
    loginTime: Timestamp,
    clientIp: Type.String(),
    userAgent: Type.String(),
    loginResult: Int32({ description: '1 success, 0 failure' }),
    failureReason: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'PartnerLoginHistoryEntry' },
);

export const SelfLoginHistoryEntry = Type.Object(
  {
    loginTime: Timestamp,
    ipAddress: Type.String(),
    userAgent: Type.String(),
    location: Type.String({ description: 'Country of the login (cf-ipcountry), or "Unknown"' }),
    success: Type.Boolean(),
  },
  { title: 'SelfLoginHistoryEntry' },
);

export const SelfHistoryQuery = Type.Object(
  {
    page: Type.Optional(Int32({ minimum: 0, default: 0 })),
    size: Type.Optional(Int32({ minimum: 1, default: 20, description: 'Capped at 100' })),
    startTime: Type.Optional(Type.String({ maxLength: 64, description: 'ISO 8601; only logins at or after it' })),
    endTime: Type.Optional(Type.String({ maxLength: 64, description: 'ISO 8601; only logins at or before it' })),
  },
  { additionalProperties: false },
);

export const SessionsResponse = Envelope(Type.Array(ActiveSession));
export const SessionConfigResponse = Envelope(SessionConfig);
export const TerminatedResponse = Envelope(TerminatedResult);
export const PartnerHistoryResponse = Envelope(PageA(PartnerLoginHistoryEntry));
export const SelfConfigResponse = Envelope(SessionConfig, `Success (envelope ${SELF_VERSION})`);
export const SelfHistoryResponse = Envelope(PageB(SelfLoginHistoryEntry), `Success (envelope ${SELF_VERSION})`);
