import type { Db } from '../../db/client.js';
import type { Actor, WorkspaceGuardOptions } from '../../http/workspace-guard.js';
import type { PermissionCatalogue } from './permissions.catalogue.js';
import { createPermissionsRepo } from './permissions.repo.js';

/** The guard's view of a caller, which services receive instead of a request. */
export type { Actor, RequestOrigin, WorkspaceContext } from '../../http/workspace-guard.js';

/**
 * Of `codes`, those the actor does not hold. Nobody hands out more than they
 * have: a non-owner granting a permission, or assigning a role, may only pass
 * on what their own role grants (owners hold everything). A code no module
 * declares is held by nobody, so it is always reported.
 */
export function beyondActor(actor: Actor, codes: Iterable<string>): string[] {
  if (actor.workspace.isOwner) return [];
  return [...codes].filter((code) => !actor.workspace.permissions.has(code));
}

/**
 * What the workspace guard needs, from the catalogue and one query per
 * request: the caller's standing in the workspace they name (undefined when
 * they are no member or the workspace is suspended), and which codes exist.
 */
export function workspaceGuardOptions(deps: { db: Db; catalogue: PermissionCatalogue }): WorkspaceGuardOptions {
  const { db, catalogue } = deps;
  const repo = createPermissionsRepo();
  return {
    async resolve(accountId, workspaceId) {
      const row = await repo.findAccess(db, accountId, workspaceId);
      return row?.workspace_status === 'ACTIVE' ? catalogue.contextOf(row) : undefined;
    },
    isPermission: (code) => catalogue.isCode(code),
    workspacePaths: catalogue.workspacePaths,
  };
}
