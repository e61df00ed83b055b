import { Type, type Static } from 'typebox';
import { EmailAddressField } from '../../http/email-field.js';
import { Envelope } from '../../http/envelope.js';
import { WorkspaceMembership } from '../workspaces/workspaces.schemas.js';

const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });
const InvitationId = Type.String({ minLength: 1, maxLength: 64, description: 'Invitation bizId', examples: ['inv_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] });
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED'] as const;

export const Invitation = Type.Object(
  {
    bizId: Type.String({ examples: ['inv_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    workspaceBizId: Type.String(),
    workspaceName: Type.String(),
    email: Type.String({ description: 'The invited address' }),
    roleBizId: Type.Union([Type.String(), Type.Null()], { description: 'The role the invitee gets; null when the role was deleted since' }),
    roleName: Type.String(),
    status: Type.String({ enum: [...INVITATION_STATUSES], description: 'PENDING until accepted, declined, cancelled or past expiresAt (then EXPIRED)' }),
    invitedByBizId: Type.String({ description: 'Account bizId of the member who invited' }),
    invitedByName: Type.Union([Type.String(), Type.Null()]),
    expiresAt: Timestamp,
    respondedAt: Type.Union([Timestamp, Type.Null()], { description: 'When it was accepted, declined or cancelled' }),
    declineReason: Type.Union([Type.String(), Type.Null()]),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { title: 'Invitation' },
);
export type InvitationDto = Static<typeof Invitation>;

export const CreateInvitationBody = Type.Object(
  {
    email: EmailAddressField('Address to invite; it need not have an account yet'),
    roleId: Type.String({ minLength: 1, maxLength: 64, description: 'bizId of a role of this workspace the invitee will hold' }),
  },
  { additionalProperties: false },
);

export const InvitationRefBody = Type.Object({ invitationBizId: InvitationId }, { additionalProperties: false });

export const DeclineInvitationBody = Type.Object(
  { invitationBizId: InvitationId, reason: Type.String({ maxLength: 500, description: 'Why (may be empty); shown to the workspace' }) },
  { additionalProperties: false },
);

export const InvitationQuery = Type.Object(
  { status: Type.Optional(Type.Union(INVITATION_STATUSES.map((status) => Type.Literal(status)), { description: 'Only invitations in this status' })) },
  { additionalProperties: false },
);

export const InvitationResponse = Envelope(Invitation);
export const InvitationListResponse = Envelope(Type.Array(Invitation));
export const AcceptedResponse = Envelope(WorkspaceMembership);
