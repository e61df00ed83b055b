-- The operator console lists the partner accounts waiting for approval, oldest
-- first (GET /web/v1/operator/accounts/pending). A partial index holds only
-- those few rows, so the list and its count never scan every account.
CREATE INDEX accounts_pending_partners_idx ON accounts (created_at, id) WHERE pending_approval AND portal = 'PARTNER';
