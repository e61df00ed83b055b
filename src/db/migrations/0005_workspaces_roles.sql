-- Workspaces, roles and permissions: the permission tree (seeded from
-- src/modules/permissions/permissions.catalogue.ts with deterministic ids),
-- the permissions of CUSTOM roles, and constraints that keep memberships and
-- roles inside one workspace.

-- Groups are parents (code `group:*`, not assignable), actions their children
-- (code `group:action`). Ids are fixed so every database names them the same.
CREATE TABLE permissions (
  id                 text PRIMARY KEY,
  code               text NOT NULL UNIQUE CHECK (code ~ '^[a-z_]+:([a-z_]+|\*)$'),
  name               text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description        text,
  parent_id          text REFERENCES permissions (id),
  permission_group   text NOT NULL,
  portal_visibility  jsonb,
  sort_order         integer NOT NULL,
  is_enabled         boolean NOT NULL DEFAULT true,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX permissions_parent_idx ON permissions (parent_id);
CREATE TRIGGER permissions_touch BEFORE UPDATE ON permissions FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- What a CUSTOM role grants. OWNER roles have no rows: they hold every permission.
CREATE TABLE role_permissions (
  role_id          text NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  permission_code  text NOT NULL REFERENCES permissions (code),
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (role_id, permission_code)
);
CREATE INDEX role_permissions_permission_idx ON role_permissions (permission_code);

ALTER TABLE roles ADD CONSTRAINT roles_description_length CHECK (length(description) <= 500);
-- "Admin" and "admin" in one workspace would be two roles nobody can tell apart.
CREATE UNIQUE INDEX roles_workspace_name_ci_key ON roles (workspace_id, lower(name));
-- A membership's role belongs to the membership's workspace, enforced by the
-- database, not only by the service: a role id of another workspace cannot be assigned.
ALTER TABLE roles ADD CONSTRAINT roles_id_workspace_key UNIQUE (id, workspace_id);
ALTER TABLE memberships ADD CONSTRAINT memberships_role_same_workspace
  FOREIGN KEY (role_id, workspace_id) REFERENCES roles (id, workspace_id);

INSERT INTO permissions (id, code, name, description, parent_id, permission_group, sort_order) VALUES
  ('perm_workspace', 'workspace:*', 'Workspace', 'Settings of the workspace itself', NULL, 'workspace', 10),
  ('perm_members', 'members:*', 'Members', 'People who belong to the workspace', NULL, 'members', 20),
  ('perm_roles', 'roles:*', 'Roles', 'Roles and the permissions they grant', NULL, 'roles', 30),
  ('perm_api_keys', 'api_keys:*', 'API keys', 'Keys for the machine-facing API', NULL, 'api_keys', 40),
  ('perm_invitations', 'invitations:*', 'Invitations', 'Invitations to join the workspace', NULL, 'invitations', 50),
  ('perm_referrals', 'referrals:*', 'Referrals', 'Referral codes and the referrals they brought', NULL, 'referrals', 60),
  ('perm_audit', 'audit:*', 'Audit trail', 'The record of security-relevant changes', NULL, 'audit', 70),
  ('perm_wallets', 'wallets:*', 'Wallets', 'Wallets, balances and their flows', NULL, 'wallets', 80),
  ('perm_recharges', 'recharges:*', 'Recharges', 'Money coming into wallets', NULL, 'recharges', 90),
  ('perm_withdrawals', 'withdrawals:*', 'Withdrawals', 'Money leaving wallets', NULL, 'withdrawals', 100),
  ('perm_withdrawal_channels', 'withdrawal_channels:*', 'Withdrawal channels', 'Destinations withdrawals are paid to', NULL, 'withdrawal_channels', 110),
  ('perm_exchanges', 'exchanges:*', 'Exchanges', 'Currency exchanges between wallets', NULL, 'exchanges', 120),
  ('perm_transfers', 'transfers:*', 'Transfers', 'Transfers between wallets', NULL, 'transfers', 130),
  ('perm_files', 'files:*', 'Files', 'Uploaded documents (payment proofs and others)', NULL, 'files', 140);

INSERT INTO permissions (id, code, name, description, parent_id, permission_group, sort_order) VALUES
  ('perm_workspace_update', 'workspace:update', 'Edit workspace settings', 'Rename the workspace and change its time zone', 'perm_workspace', 'workspace', 1),
  ('perm_members_read', 'members:read', 'View members', 'List the members of the workspace and their roles', 'perm_members', 'members', 1),
  ('perm_members_remove', 'members:remove', 'Remove members', 'Remove a member from the workspace', 'perm_members', 'members', 2),
  ('perm_members_assign_role', 'members:assign_role', 'Change member roles', 'Change a member''s role', 'perm_members', 'members', 3),
  ('perm_roles_read', 'roles:read', 'View roles', 'List roles, their permissions and the permission tree', 'perm_roles', 'roles', 1),
  ('perm_roles_manage', 'roles:manage', 'Manage roles', 'Create, rename, delete roles and set their permissions', 'perm_roles', 'roles', 2),
  ('perm_api_keys_read', 'api_keys:read', 'View API keys', 'List API keys and read their details (never the secret)', 'perm_api_keys', 'api_keys', 1),
  ('perm_api_keys_write', 'api_keys:write', 'Manage API keys', 'Create, rotate, enable, disable and delete API keys', 'perm_api_keys', 'api_keys', 2),
  ('perm_invitations_read', 'invitations:read', 'View invitations', 'List pending and past invitations', 'perm_invitations', 'invitations', 1),
  ('perm_invitations_write', 'invitations:write', 'Send invitations', 'Invite people with a role and cancel invitations', 'perm_invitations', 'invitations', 2),
  ('perm_referrals_read', 'referrals:read', 'View referrals', 'Read the referral code and the referrals', 'perm_referrals', 'referrals', 1),
  ('perm_referrals_write', 'referrals:write', 'Manage referral codes', 'Create, activate, deactivate and update the referral code', 'perm_referrals', 'referrals', 2),
  ('perm_audit_read', 'audit:read', 'View audit trail', 'Read the audit events of the workspace', 'perm_audit', 'audit', 1),
  ('perm_wallets_read', 'wallets:read', 'View wallets', 'List wallets and read balances and flows', 'perm_wallets', 'wallets', 1),
  ('perm_recharges_read', 'recharges:read', 'View recharges', 'List recharges, channels and quotes', 'perm_recharges', 'recharges', 1),
  ('perm_recharges_create', 'recharges:create', 'Create recharges', 'Quote and create recharges and attach payment proof', 'perm_recharges', 'recharges', 2),
  ('perm_recharges_cancel', 'recharges:cancel', 'Cancel recharges', 'Cancel a recharge that is not settled', 'perm_recharges', 'recharges', 3),
  ('perm_withdrawals_read', 'withdrawals:read', 'View withdrawals', 'List withdrawals and read their details', 'perm_withdrawals', 'withdrawals', 1),
  ('perm_withdrawals_create', 'withdrawals:create', 'Create withdrawals', 'Request a withdrawal to a withdrawal channel', 'perm_withdrawals', 'withdrawals', 2),
  ('perm_withdrawals_cancel', 'withdrawals:cancel', 'Cancel withdrawals', 'Cancel a withdrawal that is not processed', 'perm_withdrawals', 'withdrawals', 3),
  ('perm_withdrawal_channels_read', 'withdrawal_channels:read', 'View withdrawal channels', 'List withdrawal channels', 'perm_withdrawal_channels', 'withdrawal_channels', 1),
  ('perm_withdrawal_channels_write', 'withdrawal_channels:write', 'Manage withdrawal channels', 'Add withdrawal channels', 'perm_withdrawal_channels', 'withdrawal_channels', 2),
  ('perm_exchanges_read', 'exchanges:read', 'View exchanges', 'List exchanges and read their details', 'perm_exchanges', 'exchanges', 1),
  ('perm_exchanges_create', 'exchanges:create', 'Create exchanges', 'Quote and execute exchanges', 'perm_exchanges', 'exchanges', 2),
  ('perm_transfers_read', 'transfers:read', 'View transfers', 'List transfer orders and read their state', 'perm_transfers', 'transfers', 1),
  ('perm_transfers_create', 'transfers:create', 'Create transfers', 'Create transfer orders', 'perm_transfers', 'transfers', 2),
  ('perm_files_read', 'files:read', 'View files', 'Read file records and download files', 'perm_files', 'files', 1),
  ('perm_files_upload', 'files:upload', 'Upload files', 'Upload files to the workspace', 'perm_files', 'files', 2);
