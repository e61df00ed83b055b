-- Passwords and registration: single-use password tokens, multi-stage
-- registrations, and the shared rate-limit counters.

-- rate-limiter-flexible's PostgreSQL store, in its own layout (key, points,
-- expire in epoch ms). Created here so the service never runs DDL at runtime.
-- Keys are hashes: no addresses or IPs at rest.
CREATE TABLE rate_limits (
  key     varchar(255) PRIMARY KEY,
  points  integer NOT NULL DEFAULT 0,
  expire  bigint
);
CREATE INDEX rate_limits_expire_idx ON rate_limits (expire);

-- Tokens that set a password: RESET (forgot password) and INIT (first
-- password of an account created without one). Only the SHA-256 of the
-- 256-bit token is stored; a token is used at most once.
CREATE TABLE password_tokens (
  id          text PRIMARY KEY,
  account_id  text NOT NULL REFERENCES accounts (id),
  purpose     text NOT NULL CHECK (purpose IN ('RESET', 'INIT')),
  token_hash  bytea NOT NULL UNIQUE CHECK (length(token_hash) = 32),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_tokens_account_idx ON password_tokens (account_id);

-- A registration: e-mail ownership proven by a 6-digit code (stored as an
-- HMAC), then completed into an institution + account + workspace.
CREATE TABLE registrations (
  id             text PRIMARY KEY,
  email          text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  -- NULL when the address already had an account: nothing can verify it.
  code_hash      bytea CHECK (code_hash IS NULL OR length(code_hash) = 32),
  code_expires_at timestamptz NOT NULL,
  attempts       integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  verified_at    timestamptz,
  completed_at   timestamptz,
  account_id     text REFERENCES accounts (id),
  -- Kept for attribution once referral codes exist; not validated here.
  referral_code  text CHECK (referral_code IS NULL OR length(referral_code) BETWEEN 1 AND 64),
  expires_at     timestamptz NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (completed_at IS NULL OR (verified_at IS NOT NULL AND account_id IS NOT NULL))
);
CREATE INDEX registrations_account_idx ON registrations (account_id);
CREATE INDEX registrations_expires_idx ON registrations (expires_at);
