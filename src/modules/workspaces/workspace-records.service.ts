import type { WorkspacesRepo } from './workspaces.repo.js';

/**
 * The workspace and membership rows other modules read, lock and add to:
 * roles and API keys lock a workspace to count under it, invitations add a
 * membership, members change and end memberships. No rules live here — each
 * caller applies its own — and nothing is needed to build it, so the
 * composition makes it before those modules (the workspaces service itself
 * needs the roles module). Every call runs in the caller's transaction.
 */
export function createWorkspaceRecords(deps: { workspaces: WorkspacesRepo }) {
  const { workspaces } = deps;
  return {
    findWorkspace: workspaces.findWorkspace,
    lockWorkspace: workspaces.lockWorkspace,
    findMembershipOfAccount: workspaces.findMembershipOfAccount,
    hasDefaultMembership: workspaces.hasDefaultMembership,
    insertMembership: workspaces.insertMembership,
    ensureDefaultMembership: workspaces.ensureDefaultMembership,
    updateMemberRole: workspaces.updateMemberRole,
    deleteMembership: workspaces.deleteMembership,
  };
}

export type WorkspaceRecords = ReturnType<typeof createWorkspaceRecords>;
