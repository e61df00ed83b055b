import type { Db } from '../../db/client.js';
import type { WorkspaceGuardOptions } from '../../http/workspace-guard.js';
import type { PermissionCatalogue } from './permissions.catalogue.js';
import { createPermissionsRepo } from './permissions.repo.js';
import { createPermissionsService, type PermissionsService } from './permissions.service.js';

export interface PermissionsModule {
  service: PermissionsService;
  /** What the workspace guard needs: one query per request, the codes and the workspace paths the modules declared. */
  guard: WorkspaceGuardOptions;
}

/**
 * An account's standing in a workspace, judged by the catalogue the modules
 * declared (assembled in src/permissions.ts and handed in: this module knows no feature).
 */
export function createPermissionsModule(deps: { db: Db; catalogue: PermissionCatalogue }): PermissionsModule {
  const { db, catalogue } = deps;
  const service = createPermissionsService({ permissions: createPermissionsRepo() });
  return {
    service,
    guard: {
      async resolve(accountId, workspaceId) {
        const row = await service.findAccess(db, accountId, workspaceId);
        return row?.workspace_status === 'ACTIVE' ? catalogue.contextOf(row) : undefined;
      },
      isPermission: (code) => catalogue.isCode(code),
      workspacePaths: catalogue.workspacePaths,
    },
  };
}
