-- Step-up re-authentication (DESIGN.md §4, docs/account-security.md).

-- The session's last full authentication (password + second factor): set by
-- login/complete, renewed only by auth/reauthenticate, never by refresh.
-- Sessions opened before this migration count from their login.
ALTER TABLE auth_sessions ADD COLUMN auth_time timestamptz;
UPDATE auth_sessions SET auth_time = created_at;
ALTER TABLE auth_sessions ALTER COLUMN auth_time SET DEFAULT now();
ALTER TABLE auth_sessions ALTER COLUMN auth_time SET NOT NULL;

-- The session that generated a set of backup codes: those codes never prove
-- anything inside that same session (a stolen session cannot mint its own proof).
ALTER TABLE account_backup_codes ADD COLUMN generated_by_session text;

-- The e-mailed code of reauthenticate/mfa/send: one per signed-in session, HMAC only.
CREATE TABLE step_up_codes (
  session_id       text PRIMARY KEY REFERENCES auth_sessions (id),
  code_hash        bytea NOT NULL,
  sent_at          timestamptz NOT NULL DEFAULT now(),
  expires_at       timestamptz NOT NULL,
  failed_attempts  integer NOT NULL DEFAULT 0
);
