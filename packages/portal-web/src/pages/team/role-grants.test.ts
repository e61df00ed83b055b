import { describe, expect, it } from 'vitest';
import { mayHandOut, type GrantedRole } from './role-grants';

const owner: GrantedRole = { roleType: { code: 'OWNER' }, permissionCodes: ['members:read', 'roles:manage'] };
const viewer: GrantedRole = { roleType: { code: 'CUSTOM' }, permissionCodes: ['members:read'] };
const admin: GrantedRole = { roleType: { code: 'CUSTOM' }, permissionCodes: ['members:read', 'roles:manage'] };
const holding = (...codes: string[]) => ({ isOwner: false, can: (code: string) => codes.includes(code) });

describe('mayHandOut', () => {
  it('lets an owner hand out every role, the OWNER role too', () => {
    const caller = { isOwner: true, can: () => false };
    expect([owner, viewer, admin].map((role) => mayHandOut(role, caller))).toEqual([true, true, true]);
  });

  it('lets anyone else hand out only CUSTOM roles within what they hold', () => {
    const caller = holding('members:read', 'invitations:write');
    expect(mayHandOut(owner, holding('members:read', 'roles:manage'))).toBe(false);
    expect(mayHandOut(viewer, caller)).toBe(true);
    expect(mayHandOut(admin, caller)).toBe(false);
  });
});
