import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import { createApiKeysRepo } from '../api-keys/api-keys.repo.js';
import { apiKeyRoutes } from '../api-keys/api-keys.routes.js';
import { createSecretHasher, deriveApiKeyPepper } from '../api-keys/api-keys.secrets.js';
import { createApiKeyService, type ApiKeyService } from '../api-keys/api-keys.service.js';
import type { SendMail } from '../../infra/mailer.js';
import { createAccountsRepo } from '../accounts/accounts.repo.js';
import { createAuditRepo } from '../audit/audit.repo.js';
import { auditRoutes } from '../audit/audit.routes.js';
import { createAuditService } from '../audit/audit.service.js';
import { createInvitationsRepo } from '../invitations/invitations.repo.js';
import { invitationRoutes, profileInvitationRoutes } from '../invitations/invitations.routes.js';
import { createInvitationService } from '../invitations/invitations.service.js';
import { createMembersRepo } from '../members/members.repo.js';
import type { PermissionCatalogue } from '../permissions/permissions.catalogue.js';
import { createPermissionsRepo } from '../permissions/permissions.repo.js';
import { createReferralsRepo } from '../referrals/referrals.repo.js';
import { referralRoutes } from '../referrals/referrals.routes.js';
import { createReferralService, type ReferralService } from '../referrals/referrals.service.js';
import { createRolesRepo } from '../roles/roles.repo.js';
import { createWorkspacesRepo } from '../workspaces/workspaces.repo.js';

export interface WorkspaceAdminDeps {
  config: Pick<Config, 'masterKey' | 'portalWebUrl'>;
  db: Db;
  /** The mailer's send: it keeps invitation links out of the production log. */
  sendMail: SendMail;
  catalogue: PermissionCatalogue;
}

/** The API key service on its own (the machine-facing API verifies keys with it). */
export function createApiKeys(deps: Pick<WorkspaceAdminDeps, 'config' | 'db' | 'catalogue'>): ApiKeyService {
  return createApiKeyService({
    db: deps.db,
    apiKeys: createApiKeysRepo(),
    workspaces: createWorkspacesRepo(),
    hashSecret: createSecretHasher(deriveApiKeyPepper(deps.config.masterKey)),
    catalogue: deps.catalogue,
  });
}

/** Referral codes; registration records referrals with `recordReferral(tx, {code, accountId})`. */
export function createReferrals(deps: Pick<WorkspaceAdminDeps, 'db'>): ReferralService {
  return createReferralService({ db: deps.db, referrals: createReferralsRepo() });
}

/**
 * Workspace administration: API keys, invitations, referral codes and
 * referrals, the audit trail. Needs the auth and workspace guards.
 * Secure-channel group `workspaces`, like the rest of workspace management.
 */
export function workspaceAdminModule(deps: WorkspaceAdminDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    const group = (plugin: FastifyPluginAsyncTypebox) => app.register(inSecureChannelGroup('workspaces', plugin));
    const { sendMail } = deps;
    const workspaces = createWorkspacesRepo();
    await group(apiKeyRoutes({ service: createApiKeys(deps) }));
    const invitations = createInvitationService({
      db: deps.db,
      invitations: createInvitationsRepo(),
      accounts: createAccountsRepo(),
      members: createMembersRepo(),
      roles: createRolesRepo(),
      access: createPermissionsRepo(),
      catalogue: deps.catalogue,
      workspaces,
      sendMail,
      config: { portalWebUrl: deps.config.portalWebUrl },
    });
    await group(invitationRoutes({ service: invitations }));
    await group(profileInvitationRoutes({ service: invitations }));
    await group(referralRoutes({ service: createReferrals(deps) }));
    await group(auditRoutes({ service: createAuditService({ db: deps.db, audit: createAuditRepo() }) }));
  };
}
