import { Type } from 'typebox';
import { Int32 } from './integers.js';

/**
 * Enum objects of the spec (2.2): `{code, value, label, description}`. The
 * shape and its schema live here; each module declares the families it owns
 * (`accounts.enums.ts`, `roles.enums.ts`, …) with `defineEnum`, once, and
 * every other module that shows such a value imports that family. Values the
 * spec shows are kept as shown; the other members of a family continue its
 * numbering (decided in docs/decisions.md) and never change once released.
 */
export interface EnumMember {
  readonly value: number;
  readonly label: string;
  readonly description: string;
}

/** A closed family of codes and their enum objects, e.g. `roleType`: OWNER, CUSTOM. */
export interface EnumFamily<C extends string = string> {
  /** camelCase name, as the spec writes it: it titles the schema (`RoleTypeEnum`). */
  readonly name: string;
  readonly members: Readonly<Record<C, EnumMember>>;
}

export interface EnumObject<C extends string = string> {
  code: C;
  value: number;
  label: string;
  description: string;
}

/** Declares a family: `defineEnum('roleType', { OWNER: {...}, CUSTOM: {...} })`. */
export function defineEnum<const M extends Record<string, EnumMember>>(name: string, members: M): EnumFamily<Extract<keyof M, string>> {
  return Object.freeze({ name, members: Object.freeze({ ...members }) });
}

/** The enum object for a stored code: `enumObject(WORKSPACE_KIND, 'LIVE')`. */
export function enumObject<C extends string>(family: EnumFamily<C>, code: C): EnumObject<C> {
  const member = (family.members as Record<string, EnumMember | undefined>)[code];
  if (!member) throw new Error(`unknown ${family.name} code ${code}`);
  return { code, value: member.value, label: member.label, description: member.description };
}

/** Response schema of one family's enum object; OpenAPI lists its codes and values. */
export function EnumObjectSchema(family: EnumFamily) {
  const members = Object.entries(family.members as Record<string, EnumMember>);
  const { name } = family;
  return Type.Object(
    {
      code: Type.String({ enum: members.map(([code]) => code), examples: [members[0]![0]] }),
      value: Int32({ description: members.map(([code, m]) => `${code} = ${m.value}`).join(', '), examples: [members[0]![1].value] }),
      label: Type.String(),
      description: Type.String(),
    },
    { title: `${name[0]!.toUpperCase()}${name.slice(1)}Enum`, description: `Enum object (${name})` },
  );
}
