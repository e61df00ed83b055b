import { describe, expect, it } from 'vitest';
import { workspaceToSelect, type Membership } from './workspace-queries';

function membership(workspaceBizId: string, flags: Partial<Pick<Membership, 'isDefault' | 'enterable'>> = {}): Membership {
  return { workspaceBizId, isDefault: false, enterable: true, ...flags } as Membership;
}

describe('workspaceToSelect', () => {
  const mine = [membership('ws_a'), membership('ws_b', { isDefault: true }), membership('ws_c', { enterable: false })];

  it('keeps the selected workspace while the user may still enter it', () => {
    expect(workspaceToSelect('ws_a', mine)).toBe('ws_a');
  });

  it('picks the default one when none is selected or the selected one is gone or closed', () => {
    expect(workspaceToSelect(null, mine)).toBe('ws_b');
    expect(workspaceToSelect('ws_left', mine)).toBe('ws_b');
    expect(workspaceToSelect('ws_c', mine)).toBe('ws_b');
  });

  it('falls back to the first enterable one, and to none', () => {
    expect(workspaceToSelect(null, [membership('ws_c', { enterable: false }), membership('ws_d')])).toBe('ws_d');
    expect(workspaceToSelect('ws_a', [])).toBeNull();
  });
});
