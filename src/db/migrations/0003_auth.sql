-- Sign-in: JWT signing keys, login sessions (initiate → MFA → complete),
-- server-side sessions with rotating refresh tokens, and the login history.

-- Access tokens are signed with the newest key; every key stays published in
-- the JWKS until the last token it signed has expired.
CREATE TABLE jwt_signing_keys (
  id                  text PRIMARY KEY,              -- the JWT `kid`
  algorithm           text NOT NULL CHECK (algorithm IN ('ES256')),
  public_key          text NOT NULL,                 -- PEM SubjectPublicKeyInfo
  private_key_sealed  text NOT NULL,                 -- PKCS#8 PEM sealed with MASTER_KEY
  created_at          timestamptz NOT NULL DEFAULT now(),
  sign_until          timestamptz NOT NULL,
  publish_until       timestamptz NOT NULL
);

-- One login in progress: single purpose, short-lived, bound to the client hash.
CREATE TABLE login_sessions (
  id               text PRIMARY KEY,
  account_id       text NOT NULL REFERENCES accounts (id),
  client_hash      text NOT NULL,
  client_ip        text NOT NULL,
  user_agent       text NOT NULL,
  country          text,
  expires_at       timestamptz NOT NULL,
  -- HMAC of the e-mailed code; NULL until one is sent.
  code_hash        bytea,
  code_expires_at  timestamptz,
  code_sent_at     timestamptz,
  failed_attempts  integer NOT NULL DEFAULT 0,
  -- Set once: tokens were issued, or the session died after too many wrong codes.
  closed_at        timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_sessions_expiry_idx ON login_sessions (expires_at);

CREATE TABLE auth_sessions (
  id                text PRIMARY KEY,                 -- the JWT `sid`
  account_id        text NOT NULL REFERENCES accounts (id),
  portal            text NOT NULL CHECK (portal IN ('PARTNER', 'OPERATOR')),
  client_hash       text NOT NULL,
  client_ip         text NOT NULL,
  user_agent        text NOT NULL,
  country           text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  last_activity_at  timestamptz NOT NULL DEFAULT now(),
  -- Absolute end: refresh rotation never moves it.
  expires_at        timestamptz NOT NULL,
  ended_at          timestamptz,
  end_reason        text CHECK (end_reason IN ('LOGOUT', 'TERMINATED', 'TERMINATED_ALL', 'PASSWORD_CHANGED', 'LIMIT', 'REFRESH_REUSE'))
);
CREATE INDEX auth_sessions_live_idx ON auth_sessions (account_id, created_at) WHERE ended_at IS NULL;

-- Only SHA-256 of a refresh token is kept (256 random bits need no slow hash).
CREATE TABLE refresh_tokens (
  token_hash        bytea PRIMARY KEY,
  session_id        text NOT NULL REFERENCES auth_sessions (id),
  created_at        timestamptz NOT NULL DEFAULT now(),
  rotated_at        timestamptz,
  -- The pair its rotation issued, sealed with MASTER_KEY: a concurrent refresh
  -- within the grace window gets the same pair. Cleared after the grace.
  successor_sealed  text
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

-- Every login attempt with a known account, successful or not.
CREATE TABLE login_attempts (
  id              text PRIMARY KEY,
  account_id      text NOT NULL REFERENCES accounts (id),
  attempted_at    timestamptz NOT NULL DEFAULT now(),
  client_ip       text NOT NULL,
  user_agent      text NOT NULL,
  country         text,
  success         boolean NOT NULL,
  failure_reason  text
);
CREATE INDEX login_attempts_account_idx ON login_attempts (account_id, attempted_at DESC);

ALTER TABLE accounts
  ADD COLUMN max_sessions   integer NOT NULL DEFAULT 10 CHECK (max_sessions BETWEEN 1 AND 100),
  ADD COLUMN last_login_at  timestamptz,
  ADD COLUMN last_login_ip  text;
