-- Workspace administration: API keys (with rotating secrets), invitations,
-- referral codes and referrals, and the append-only audit trail.
-- Every table of workspace data carries workspace_id; repositories filter by it.

-- An API key of a workspace. Its secrets live in api_key_secrets (more than
-- one while a rotation overlaps); this row holds what the key may do.
CREATE TABLE api_keys (
  id            text PRIMARY KEY,
  workspace_id  text NOT NULL REFERENCES workspaces (id),
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  status        text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DISABLED')),
  mode          text NOT NULL DEFAULT 'LIVE' CHECK (mode IN ('LIVE', 'TEST')),
  scopes        text[] NOT NULL CHECK (cardinality(scopes) BETWEEN 1 AND 100),
  -- Canonical addresses or CIDR ranges; empty: any address.
  ip_whitelist  text[] NOT NULL DEFAULT '{}' CHECK (cardinality(ip_whitelist) <= 50),
  created_by    text NOT NULL REFERENCES accounts (id),
  last_used_at  timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_keys_workspace_idx ON api_keys (workspace_id, created_at DESC, id);
CREATE INDEX api_keys_created_by_idx ON api_keys (created_by);
CREATE TRIGGER api_keys_touch BEFORE UPDATE ON api_keys FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- Only HMAC-SHA-256(pepper, secret) is stored (docs/decisions.md, "API key
-- secrets"). expires_at NULL: the current secret; set: rotated out, valid
-- until then (the overlap of a rotation).
CREATE TABLE api_key_secrets (
  secret_hash   bytea PRIMARY KEY CHECK (length(secret_hash) = 32),
  api_key_id    text NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  secret_start  text NOT NULL CHECK (length(secret_start) BETWEEN 1 AND 32),
  expires_at    timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_key_secrets_key_idx ON api_key_secrets (api_key_id);
-- One current secret per key.
CREATE UNIQUE INDEX api_key_secrets_one_current ON api_key_secrets (api_key_id) WHERE expires_at IS NULL;

-- An invitation to join a workspace with a role. The role is kept while it
-- exists (a deleted role leaves role_id NULL and the name in role_name).
CREATE TABLE invitations (
  id              text PRIMARY KEY,
  workspace_id    text NOT NULL REFERENCES workspaces (id),
  email           text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  role_id         text,
  role_name       text NOT NULL,
  status          text NOT NULL DEFAULT 'PENDING'
                  CHECK (status IN ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED')),
  invited_by      text NOT NULL REFERENCES accounts (id),
  expires_at      timestamptz NOT NULL,
  responded_at    timestamptz,
  responded_by    text REFERENCES accounts (id),
  decline_reason  text CHECK (decline_reason IS NULL OR length(decline_reason) <= 500),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (role_id, workspace_id) REFERENCES roles (id, workspace_id) ON DELETE SET NULL (role_id)
);
CREATE INDEX invitations_workspace_idx ON invitations (workspace_id, created_at DESC);
CREATE INDEX invitations_email_idx ON invitations (lower(email)) WHERE status = 'PENDING';
CREATE INDEX invitations_role_idx ON invitations (role_id);
CREATE INDEX invitations_invited_by_idx ON invitations (invited_by);
CREATE INDEX invitations_responded_by_idx ON invitations (responded_by);
-- One pending invitation per address and workspace.
CREATE UNIQUE INDEX invitations_one_pending ON invitations (workspace_id, lower(email)) WHERE status = 'PENDING';
CREATE TRIGGER invitations_touch BEFORE UPDATE ON invitations FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- A workspace's referral code (at most one).
CREATE TABLE referral_codes (
  id            text PRIMARY KEY,
  workspace_id  text NOT NULL UNIQUE REFERENCES workspaces (id),
  code          text NOT NULL CHECK (code ~ '^[A-Z0-9]{4,32}$'),
  status        text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  extra_data    text CHECK (extra_data IS NULL OR length(extra_data) <= 2000),
  created_by    text NOT NULL REFERENCES accounts (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX referral_codes_code_key ON referral_codes (code);
CREATE INDEX referral_codes_created_by_idx ON referral_codes (created_by);
CREATE TRIGGER referral_codes_touch BEFORE UPDATE ON referral_codes FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- An account that registered with a referral code: referred once, ever.
CREATE TABLE referrals (
  id                   text PRIMARY KEY,
  referral_code_id     text NOT NULL REFERENCES referral_codes (id),
  workspace_id         text NOT NULL REFERENCES workspaces (id),
  referred_account_id  text NOT NULL UNIQUE REFERENCES accounts (id),
  code                 text NOT NULL,
  created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referrals_workspace_idx ON referrals (workspace_id, created_at DESC, id);
CREATE INDEX referrals_code_idx ON referrals (referral_code_id);

-- Append-only record of security-relevant changes. workspace_id NULL: an
-- account-level event (password, MFA, IP allow-list, sessions) about
-- subject_account_id. No foreign keys: the trail outlives what it names.
CREATE TABLE audit_events (
  id                  text PRIMARY KEY,
  workspace_id        text,
  subject_account_id  text,
  actor_account_id    text,
  action              text NOT NULL CHECK (action ~ '^[a-z0-9_]+(\.[a-z0-9_]+)+$' AND length(action) <= 64),
  target_type         text NOT NULL CHECK (length(target_type) BETWEEN 1 AND 32),
  target_id           text CHECK (target_id IS NULL OR length(target_id) <= 128),
  client_ip           text CHECK (client_ip IS NULL OR length(client_ip) <= 64),
  request_id          text CHECK (request_id IS NULL OR length(request_id) <= 128),
  changes             jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at          timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK (workspace_id IS NOT NULL OR subject_account_id IS NOT NULL)
);
CREATE INDEX audit_events_workspace_idx ON audit_events (workspace_id, created_at DESC, id DESC) WHERE workspace_id IS NOT NULL;
CREATE INDEX audit_events_subject_idx ON audit_events (subject_account_id, created_at DESC, id DESC) WHERE subject_account_id IS NOT NULL;
CREATE INDEX audit_events_actor_idx ON audit_events (actor_account_id, created_at DESC);

CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_events_no_update BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
