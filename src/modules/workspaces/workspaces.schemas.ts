import { Type, type Static } from 'typebox';
import { Envelope } from '../../http/envelope.js';
import { EnumObjectSchema } from '../../http/enums.js';
import { JOIN_SOURCE, WORKSPACE_KIND, WORKSPACE_STATUS } from './workspaces.enums.js';

const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });
const WorkspaceName = Type.String({ minLength: 1, maxLength: 100, description: 'Shown to every member; surrounding spaces are trimmed' });
const WorkspaceTimezone = Type.String({ minLength: 1, maxLength: 64, description: 'IANA time zone (see constants/timezones)', examples: ['Asia/Tokyo'] });

export const Workspace = Type.Object(
  {
    bizId: Type.String({ examples: ['ws_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    institutionBizId: Type.String(),
    entityBizId: Type.Union([Type.String(), Type.Null()]),
    workspaceName: Type.String(),
    workspaceTimezone: Type.String(),
    workspaceStatus: EnumObjectSchema(WORKSPACE_STATUS),
    workspaceKind: EnumObjectSchema(WORKSPACE_KIND),
    extraData: Type.Unknown({ description: 'null or a value' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { title: 'Workspace' },
);
export type WorkspaceDto = Static<typeof Workspace>;

export const WorkspaceMembership = Type.Object(
  {
    userBizId: Type.String({ description: 'The account' }),
    workspaceBizId: Type.String(),
    institutionBizId: Type.String(),
    workspaceRoleBizId: Type.String(),
    workspaceName: Type.String(),
    workspaceRoleName: Type.String(),
    workspaceKind: EnumObjectSchema(WORKSPACE_KIND),
    joinSource: EnumObjectSchema(JOIN_SOURCE),
    isOwner: Type.Boolean(),
    isDefault: Type.Boolean({ description: 'Used by workspaces/current when no X-Workspace-Id is sent' }),
    enterable: Type.Boolean({ description: 'The workspace is active and can be used' }),
    defaultEligible: Type.Boolean({ description: 'Can be made the default workspace' }),
    policyConfig: Type.Unknown({ description: 'null or a value' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { title: 'WorkspaceMembership' },
);
export type WorkspaceMembershipDto = Static<typeof WorkspaceMembership>;

export const CreateWorkspaceBody = Type.Object(
  {
    workspaceName: WorkspaceName,
    workspaceTimezone: Type.Optional({ ...WorkspaceTimezone, description: 'IANA time zone; default UTC' }),
  },
  { additionalProperties: false },
);

export const UpdateWorkspaceBody = Type.Object(
  { workspaceName: Type.Optional(WorkspaceName), workspaceTimezone: Type.Optional(WorkspaceTimezone) },
  { additionalProperties: false, minProperties: 1, description: 'At least one field' },
);

/**
 * What the caller may do in the current workspace, for a UI to show only what will be allowed.
 * `codes`: every permission the catalogue declares, so clients get them as a closed set.
 */
export function workspacePermissionsSchema(codes: readonly string[]) {
  return Type.Object(
    {
      workspaceBizId: Type.String({ description: 'The workspace the codes hold in: the X-Workspace-Id one, or the default workspace without it' }),
      workspaceRoleBizId: Type.String({ description: "The caller's role there" }),
      isOwner: Type.Boolean({ description: 'Owners hold every permission, also those a later release adds' }),
      permissionCodes: Type.Array(Type.Unsafe<string>({ type: 'string', enum: [...codes] }), {
        description: "Every permission the caller holds there (`group:action`), in the permission tree's order; every code for an owner",
      }),
    },
    { title: 'WorkspacePermissions' },
  );
}
export type WorkspacePermissionsDto = Static<ReturnType<typeof workspacePermissionsSchema>>;
export const workspacePermissionsResponse = (codes: readonly string[]) => Envelope(workspacePermissionsSchema(codes));

export const WorkspaceResponse = Envelope(Workspace);
export const MembershipResponse = Envelope(WorkspaceMembership);
export const MembershipListResponse = Envelope(Type.Array(WorkspaceMembership));
