-- Partner webhooks (issue 17, docs/webhooks.md). An endpoint is a workspace's subscription: a URL,
-- the event types it wants and a signing secret. A delivery is one message to one endpoint: its id is
-- the `webhook-id` every attempt carries, its body the exact bytes every attempt signs and sends. The
-- delivery row and its job (jobs table, 0017) are written in the transaction of the change the event
-- reports, so a committed change always reaches its endpoints and a rolled-back one never does.
CREATE TABLE webhook_endpoints (
  id                   text PRIMARY KEY,
  workspace_id         text NOT NULL REFERENCES workspaces (id),
  url                  text NOT NULL CHECK (length(url) BETWEEN 1 AND 2048),
  description          text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  events               text[] NOT NULL CHECK (cardinality(events) BETWEEN 1 AND 100),
  status               text NOT NULL DEFAULT 'ENABLED' CHECK (status IN ('ENABLED', 'DISABLED')),
  -- Why it is disabled: by a member, or by the server after a run of failed attempts.
  disabled_reason      text CHECK (disabled_reason IN ('MANUAL', 'FAILURES')),
  -- The `whsec_` secret, sealed under MASTER_KEY (bound to `webhook:<id>`); `portal keys reencrypt` re-seals it.
  secret_sealed        text NOT NULL,
  -- Failed attempts since the last success, over all its deliveries: the endpoint is disabled at WEBHOOK_FAILURE_LIMIT.
  consecutive_failures integer NOT NULL DEFAULT 0 CHECK (consecutive_failures >= 0),
  created_by           text NOT NULL REFERENCES accounts (id),
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'DISABLED') = (disabled_reason IS NOT NULL)),
  -- The target of the deliveries' (endpoint, workspace) key: a delivery cannot name another workspace's
  -- endpoint, and the pair is what a table distributed by workspace can enforce (docs/scaling.md).
  CONSTRAINT webhook_endpoints_id_workspace_key UNIQUE (id, workspace_id)
);
CREATE INDEX webhook_endpoints_workspace_idx ON webhook_endpoints (workspace_id, created_at DESC, id);
CREATE INDEX webhook_endpoints_created_by_idx ON webhook_endpoints (created_by);
CREATE TRIGGER webhook_endpoints_touch BEFORE UPDATE ON webhook_endpoints FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

CREATE TABLE webhook_deliveries (
  -- The Standard Webhooks `webhook-id`: the same on every attempt and on a manual redelivery.
  id                 text PRIMARY KEY,
  endpoint_id        text NOT NULL,
  workspace_id       text NOT NULL REFERENCES workspaces (id),
  event_type         text NOT NULL CHECK (event_type ~ '^[a-z][a-z_]*(\.[a-z][a-z_]*)+$'),
  -- The JSON body as sent: every attempt signs the same bytes.
  body               text NOT NULL,
  status             text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
  attempts           integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- The last attempt: the receiver's status code (null when none answered) and, when it failed, why.
  response_status    integer,
  -- At most 1 KiB of the receiver's answer.
  response_body      text CHECK (length(response_body) <= 1024),
  last_error         text CHECK (length(last_error) <= 500),
  created_at         timestamptz NOT NULL,
  last_attempt_at    timestamptz,
  next_attempt_at    timestamptz,
  delivered_at       timestamptz,
  CONSTRAINT webhook_deliveries_endpoint_fkey FOREIGN KEY (endpoint_id, workspace_id)
    REFERENCES webhook_endpoints (id, workspace_id) ON DELETE CASCADE
);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC, id);
CREATE INDEX webhook_deliveries_workspace_idx ON webhook_deliveries (workspace_id);

-- The catalogue rows of the module's permissions (src/modules/webhooks/webhooks.permissions.ts).
INSERT INTO permissions (id, code, name, description, parent_id, permission_group, sort_order) VALUES
  ('perm_webhooks', 'webhooks:*', 'Webhooks', 'Endpoints that receive signed event notifications', NULL, 'webhooks', 45);
INSERT INTO permissions (id, code, name, description, parent_id, permission_group, sort_order) VALUES
  ('perm_webhooks_read', 'webhooks:read', 'View webhooks', 'List webhook endpoints and their deliveries (never a secret)', 'perm_webhooks', 'webhooks', 1),
  ('perm_webhooks_manage', 'webhooks:manage', 'Manage webhooks', 'Create, change, enable, disable and delete endpoints, rotate their secrets, send tests and redeliver', 'perm_webhooks', 'webhooks', 2);
