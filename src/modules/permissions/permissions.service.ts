import type { PermissionsRepo } from './permissions.repo.js';

/**
 * Standing and catalogue reads for other modules: the workspace guard and an
 * invitation's sender check ask for an account's access, the roles module for
 * the permission tree and which codes are assignable. Each call runs on the
 * `Queryable` given (the caller's transaction or the database).
 */
export function createPermissionsService(deps: { permissions: PermissionsRepo }) {
  const { permissions } = deps;
  return {
    findAccess: permissions.findAccess,
    listTree: permissions.listTree,
    findAssignable: permissions.findAssignable,
  };
}

export type PermissionsService = ReturnType<typeof createPermissionsService>;
