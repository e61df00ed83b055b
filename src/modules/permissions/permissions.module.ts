import type { Db } from '../../db/client.js';
import type { WorkspaceGuardOptions } from '../../http/workspace-guard.js';
import { createPermissionsRepo } from './permissions.repo.js';
import { createPermissionsService, type PermissionsService } from './permissions.service.js';

export interface PermissionsModule {
  service: PermissionsService;
  /** What the workspace guard needs from the database: one query per request. */
  guard: WorkspaceGuardOptions;
}

/** The permission catalogue and an account's standing in a workspace. Needs nothing but the database. */
export function createPermissionsModule(deps: { db: Db }): PermissionsModule {
  const service = createPermissionsService({ permissions: createPermissionsRepo() });
  return {
    service,
    guard: { findAccess: (accountId, workspaceId) => service.findAccess(deps.db, accountId, workspaceId) },
  };
}
