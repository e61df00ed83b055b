import { Type, type Static } from 'typebox';
import { Envelope } from '../../http/envelope.js';
import { PageA, pageQueryFields } from '../../http/pagination.js';

const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });

/** Sortable fields of the audit list (time only: the trail is a timeline). */
export const AUDIT_SORT_COLUMNS = { createdAt: 'e.created_at' } as const;

export const AuditEventItem = Type.Object(
  {
    bizId: Type.String({ examples: ['aud_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    workspaceBizId: Type.String(),
    actorBizId: Type.Union([Type.String(), Type.Null()], { description: 'Account that made the change; null for the system' }),
    actorEmail: Type.Union([Type.String(), Type.Null()]),
    action: Type.String({ description: '`noun.verb`', examples: ['api_key.create', 'member.role_change'] }),
    targetType: Type.String({ examples: ['api_key', 'role', 'member', 'invitation', 'workspace', 'referral_code'] }),
    targetBizId: Type.Union([Type.String(), Type.Null()]),
    clientIp: Type.Union([Type.String(), Type.Null()]),
    requestId: Type.Union([Type.String(), Type.Null()]),
    changes: Type.Record(Type.String(), Type.Unknown(), { description: 'The changed fields (new values or `{from, to}`); never secrets' }),
    createdAt: Timestamp,
  },
  { title: 'AuditEvent' },
);
export type AuditEventDto = Static<typeof AuditEventItem>;

export const AuditQuery = Type.Object(
  {
    ...pageQueryFields(AUDIT_SORT_COLUMNS),
    action: Type.Optional(
      Type.String({
        pattern: '^[a-z0-9_]+(\\.[a-z0-9_]+)*$',
        maxLength: 64,
        description: 'An action (`api_key.create`) or a family (`api_key`: every api_key.* action)',
      }),
    ),
    actorBizId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Only changes made by this account' })),
    from: Type.Optional(Type.String({ format: 'date-time', maxLength: 64, description: 'Events at or after this time' })),
    to: Type.Optional(Type.String({ format: 'date-time', maxLength: 64, description: 'Events before this time' })),
  },
  { additionalProperties: false },
);

export const AuditPageResponse = Envelope(PageA(AuditEventItem));
