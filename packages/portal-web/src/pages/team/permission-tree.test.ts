import { describe, expect, it } from 'vitest';
import { actionCodes, checkState, isChangeable, selectedCodes, toggle, type TreeNode } from './permission-tree';

const action = (permissionCode: string, isEnabled = true): TreeNode => ({ permissionCode, isEnabled, children: [] });
const members: TreeNode = {
  permissionCode: 'members:*',
  isEnabled: true,
  children: [action('members:read'), action('members:remove'), action('members:assign_role')],
};
const audit: TreeNode = { permissionCode: 'audit:*', isEnabled: true, children: [action('audit:read', false)] };
const everything = () => true;

describe('permission tree', () => {
  it('stores actions only: a group stands for its actions', () => {
    expect(actionCodes(members)).toEqual(['members:read', 'members:remove', 'members:assign_role']);
    expect(selectedCodes([audit, members], new Set(['members:*', 'members:remove', 'audit:read']))).toEqual(['audit:read', 'members:remove']);
  });

  it('shows a group checked, indeterminate or unchecked by its actions', () => {
    expect(checkState(members, new Set())).toBe('unchecked');
    expect(checkState(members, new Set(['members:read']))).toBe('indeterminate');
    expect(checkState(members, new Set(actionCodes(members)))).toBe('checked');
  });

  it('checks every action of a group, then unchecks them all', () => {
    const checked = toggle(members, new Set(['members:read']), everything);
    expect([...checked].sort()).toEqual(['members:assign_role', 'members:read', 'members:remove']);
    expect([...toggle(members, checked, everything)]).toEqual([]);
  });

  it('flips one action alone', () => {
    expect([...toggle(action('members:remove'), new Set(['members:read']), everything)].sort()).toEqual(['members:read', 'members:remove']);
    expect([...toggle(action('members:read'), new Set(['members:read']), everything)]).toEqual([]);
  });

  it('never changes what the caller may not grant or the catalogue disabled', () => {
    const mayGrant = (code: string) => code !== 'members:remove';
    expect(isChangeable(action('members:remove'), mayGrant)).toBe(false);
    expect(isChangeable(audit, everything)).toBe(false);
    // Checking the group adds what may be granted; the held-back action keeps its state both ways.
    expect([...toggle(members, new Set(), mayGrant)].sort()).toEqual(['members:assign_role', 'members:read']);
    expect([...toggle(members, new Set(['members:read', 'members:remove', 'members:assign_role']), mayGrant)]).toEqual(['members:remove']);
  });
});
