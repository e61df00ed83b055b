import { Type } from '@sinclair/typebox';
import { Int32 } from './integers.js';

/**
 * Enum objects of the spec (2.2): `{code, value, label, description}`. One
 * registry for every module, so a value is never typed twice. Values the spec
 * shows are kept as shown; the other members of a family continue its
 * numbering (decided in docs/decisions.md) and never change once released.
 */
interface EnumMember {
  readonly value: number;
  readonly label: string;
  readonly description: string;
}

export const ENUMS = {
  accountPortal: {
    PARTNER: { value: 10010103, label: 'Partner', description: 'Partner portal account' },
    OPERATOR: { value: 10010104, label: 'Operator', description: 'Internal operator account' },
  },
  accountStatus: {
    ACTIVE: { value: 10010202, label: 'Active', description: 'The account can sign in' },
    DISABLED: { value: 10010203, label: 'Disabled', description: 'The account is switched off and cannot sign in' },
  },
  workspaceStatus: {
    ACTIVE: { value: 10010304, label: 'Active', description: 'The workspace is in use' },
    SUSPENDED: { value: 10010305, label: 'Suspended', description: 'The workspace is suspended; members cannot enter it' },
  },
  workspaceKind: {
    LIVE: { value: 10050101, label: 'Live', description: 'Production workspace moving real money' },
    TEST: { value: 10050102, label: 'Test', description: 'Sandbox workspace' },
  },
  joinSource: {
    REGISTRATION: { value: 10050201, label: 'Registration', description: 'Joined when the account registered' },
    INVITATION: { value: 10050202, label: 'Invitation', description: 'Joined by accepting an invitation' },
    CREATION: { value: 10050203, label: 'Creation', description: 'Created the workspace' },
  },
  roleType: {
    OWNER: { value: 10010901, label: 'Owner', description: 'Holds every permission; cannot be edited or deleted' },
    CUSTOM: { value: 10010902, label: 'Custom', description: 'Holds the permissions it was given' },
  },
  mfaMethod: {
    EMAIL: { value: 10011001, label: 'E-mail', description: 'A one-time code sent by e-mail' },
    OTP: { value: 10011002, label: 'Authenticator app', description: 'A time-based one-time password (RFC 6238)' },
    BACKUP_CODE: { value: 10011003, label: 'Backup code', description: 'A single-use backup code' },
  },
} as const satisfies Record<string, Record<string, EnumMember>>;

export type EnumFamily = keyof typeof ENUMS;
export type EnumCode<F extends EnumFamily> = Extract<keyof (typeof ENUMS)[F], string>;

export interface EnumObject<C extends string = string> {
  code: C;
  value: number;
  label: string;
  description: string;
}

/** The enum object for a stored code: `enumObject('workspaceKind', 'LIVE')`. */
export function enumObject<F extends EnumFamily>(family: F, code: EnumCode<F>): EnumObject<EnumCode<F>> {
  const member = (ENUMS[family] as Record<string, EnumMember>)[code];
  if (!member) throw new Error(`unknown ${family} code ${code}`);
  return { code, value: member.value, label: member.label, description: member.description };
}

/** Response schema of one family's enum object; OpenAPI lists its codes and values. */
export function EnumObjectSchema<F extends EnumFamily>(family: F) {
  const members = Object.entries(ENUMS[family] as Record<string, EnumMember>);
  return Type.Object(
    {
      code: Type.String({ enum: members.map(([code]) => code), examples: [members[0]![0]] }),
      value: Int32({ description: members.map(([code, m]) => `${code} = ${m.value}`).join(', '), examples: [members[0]![1].value] }),
      label: Type.String(),
      description: Type.String(),
    },
    { title: `${family[0]!.toUpperCase()}${family.slice(1)}Enum`, description: `Enum object (${family})` },
  );
}
