import { Type, type Static } from 'typebox';
import { Envelope } from '../../http/envelope.js';
import { EnumObjectSchema } from '../../http/enums.js';
import { PageA, PageQuery, type SortWhitelist } from '../../http/pagination.js';
import { ROLE_TYPE } from '../roles/roles.enums.js';
import { JOIN_SOURCE } from '../workspaces/workspaces.enums.js';

/** Sortable fields of the member list → their column; nothing else reaches ORDER BY. */
export const MEMBER_SORT_COLUMNS: SortWhitelist = {
  createdAt: 'm.created_at',
  accountName: 'a.name',
  // Stored canonical (lower-case), so the column sorts as is.
  accountEmail: 'a.email',
  workspaceRoleName: 'r.name',
};

const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });
const BizId = (description: string) => Type.String({ minLength: 1, maxLength: 64, description });

export const Member = Type.Object(
  {
    memberBizId: Type.String({ description: 'The membership', examples: ['mem_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    userBizId: Type.String({ description: 'The account' }),
    workspaceBizId: Type.String(),
    accountEmail: Type.String(),
    accountName: Type.String(),
    workspaceRoleBizId: Type.String(),
    workspaceRoleName: Type.String(),
    roleType: EnumObjectSchema(ROLE_TYPE),
    isOwner: Type.Boolean(),
    joinSource: EnumObjectSchema(JOIN_SOURCE),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { title: 'Member' },
);
export type MemberDto = Static<typeof Member>;

/** One of the two ids names the member; both or neither is a 400 (checked by the service). */
const memberRefFields = {
  memberBizId: Type.Optional(BizId('Membership bizId (from the member list)')),
  userBizId: Type.Optional(BizId('Account bizId of the member (alternative to memberBizId)')),
};

export const RemoveMemberBody = Type.Object(memberRefFields, { additionalProperties: false, minProperties: 1 });
export const ChangeMemberRoleBody = Type.Object(
  { ...memberRefFields, roleId: BizId('bizId of a role of the same workspace') },
  { additionalProperties: false },
);

export const MemberResponse = Envelope(Member);
export const NullResponse = Envelope(Type.Null());

export const MemberQuery = PageQuery(MEMBER_SORT_COLUMNS);
export const MemberPageResponse = Envelope(PageA(Member));
