import { Type, type Static } from 'typebox';
import { Envelope } from '../../http/envelope.js';
import { EnumObjectSchema } from '../../http/enums.js';
import { Int32 } from '../../http/integers.js';
import { ROLE_TYPE } from './roles.enums.js';

const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });
const RoleId = Type.String({ minLength: 1, maxLength: 64, description: 'Role bizId', examples: ['role_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] });
const RoleName = Type.String({ minLength: 1, maxLength: 64, description: 'Unique in the workspace (case-insensitive); trimmed' });
const Description = Type.String({ maxLength: 500 });
const PermissionCodeString = Type.String({ minLength: 1, maxLength: 64, description: '`group:action`', examples: ['api_keys:read'] });

export const Role = Type.Object(
  {
    bizId: Type.String({ examples: ['role_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    workspaceBizId: Type.String(),
    roleName: Type.String(),
    description: Type.String(),
    roleType: EnumObjectSchema(ROLE_TYPE),
    permissionCodes: Type.Array(Type.String(), { description: 'What the role grants; an OWNER role lists every permission' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { title: 'Role' },
);
export type RoleDto = Static<typeof Role>;

const nodeFields = {
  bizId: Type.String({ examples: ['perm_api_keys_read'] }),
  permissionCode: Type.String({ description: '`group:action`; a group node is `group:*` and is not assignable', examples: ['api_keys:read'] }),
  permissionName: Type.String({ description: "In the request's language (X-LOCALE / Accept-Language)" }),
  permissionDescription: Type.Union([Type.String(), Type.Null()], { description: "In the request's language (X-LOCALE / Accept-Language)" }),
  parentBizId: Type.Union([Type.String(), Type.Null()]),
  permissionGroup: Type.String({ examples: ['api_keys'] }),
  portalVisibility: Type.Unknown({ description: 'null or a value' }),
  sortOrder: Int32(),
  isEnabled: Type.Boolean(),
};

/** The tree is two levels deep: groups, and their actions (whose `children` is always empty). */
export const PermissionLeaf = Type.Object(
  { ...nodeFields, children: Type.Array(Type.Unknown(), { maxItems: 0, description: 'Always empty' }) },
  { title: 'PermissionTreeLeaf' },
);
export const PermissionNode = Type.Object({ ...nodeFields, children: Type.Array(PermissionLeaf) }, { title: 'PermissionTreeNode' });
export type PermissionNodeDto = Static<typeof PermissionNode>;

export const RoleParams = Type.Object({ roleBizId: RoleId }, { additionalProperties: false });

export const CreateRoleBody = Type.Object(
  { roleName: RoleName, description: Type.Optional({ ...Description, description: 'Default empty' }) },
  { additionalProperties: false },
);

export const UpdateRoleBody = Type.Object(
  { roleId: RoleId, roleName: Type.Optional(RoleName), description: Type.Optional(Description) },
  { additionalProperties: false, description: 'roleId and at least one of roleName, description' },
);

export const SetRolePermissionsBody = Type.Object(
  {
    roleId: RoleId,
    permissionCodes: Type.Array(PermissionCodeString, { maxItems: 200, description: 'The complete new set (replaces the old one); may be empty' }),
  },
  { additionalProperties: false },
);

export const DeleteRoleBody = Type.Object({ roleId: RoleId }, { additionalProperties: false });

export const RoleResponse = Envelope(Role);
export const RoleListResponse = Envelope(Type.Array(Role));
export const PermissionCodesResponse = Envelope(Type.Array(Type.String()));
export const PermissionTreeResponse = Envelope(Type.Array(PermissionNode));
