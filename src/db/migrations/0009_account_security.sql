-- Account security: the IP allow-list, the TOTP authenticator and backup codes
-- (docs/account-security.md).

-- One row per account that ever saved a list; no row = no list, not enabled.
CREATE TABLE account_ip_allow_lists (
  account_id  text PRIMARY KEY REFERENCES accounts (id),
  enabled     boolean NOT NULL DEFAULT false,
  -- Normalized addresses and CIDR ranges (`192.0.2.7`, `198.51.100.0/24`, `2001:db8::/32`), in the order given.
  entries     text[] NOT NULL DEFAULT '{}' CHECK (cardinality(entries) <= 100),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  -- An enabled empty list would refuse everyone, the owner included.
  CONSTRAINT account_ip_allow_lists_enabled_not_empty CHECK (NOT enabled OR cardinality(entries) > 0)
);
CREATE TRIGGER account_ip_allow_lists_touch BEFORE UPDATE ON account_ip_allow_lists
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- The account's authenticator app (RFC 6238, SHA-1, 6 digits, 30 s). A row with
-- verified_at NULL is an enrolment in progress and is not a second factor yet.
CREATE TABLE account_otp_authenticators (
  account_id        text PRIMARY KEY REFERENCES accounts (id),
  -- The base32 seed sealed with MASTER_KEY (src/infra/secret-box.ts), bound to `otp:<account id>`.
  secret_sealed     text NOT NULL,
  -- End of an enrolment in progress; NULL once verified.
  setup_expires_at  timestamptz,
  verified_at       timestamptz,
  -- Highest time step (unix time / 30) a code was accepted for: a code of that
  -- step or an earlier one is refused, so no code works twice.
  last_used_step    bigint,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CHECK ((verified_at IS NULL) <> (setup_expires_at IS NULL))
);
CREATE TRIGGER account_otp_authenticators_touch BEFORE UPDATE ON account_otp_authenticators
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- The current set of backup codes (generating a new set deletes the old one).
-- Only an HMAC-SHA256 of each code is kept, under a key derived from MASTER_KEY.
CREATE TABLE account_backup_codes (
  account_id    text NOT NULL REFERENCES accounts (id),
  code_hash     bytea NOT NULL,
  generated_at  timestamptz NOT NULL,
  used_at       timestamptz,
  PRIMARY KEY (account_id, code_hash)
);
