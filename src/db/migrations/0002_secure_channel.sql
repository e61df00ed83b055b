-- Secure channel (DESIGN.md "Secure channel"): RSA keys shared by every
-- instance, short-lived AES sessions, and the ivs / request ids each session
-- has used, so a replay is refused whichever instance it reaches.

CREATE TABLE secure_channel_keys (
  id                  text PRIMARY KEY,
  algorithm           text NOT NULL DEFAULT 'RSA-OAEP-256' CHECK (algorithm = 'RSA-OAEP-256'),
  key_size            integer NOT NULL CHECK (key_size >= 2048),
  -- base64 of the DER SubjectPublicKeyInfo, exactly as published.
  public_key          text NOT NULL,
  -- PKCS#8 DER sealed with MASTER_KEY (src/infra/secret-box.ts), bound to the key id.
  private_key_sealed  text NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  -- Handed out for new sessions until rotate_at; opens sessions until expires_at.
  rotate_at           timestamptz NOT NULL,
  expires_at          timestamptz NOT NULL,
  CHECK (rotate_at > created_at AND expires_at >= rotate_at)
);
CREATE INDEX secure_channel_keys_rotate_idx ON secure_channel_keys (rotate_at DESC);

-- One row at most: the instance generating the next key holds it until lease_until,
-- so instances (and requests) do not all generate a key at the same moment.
CREATE TABLE secure_channel_keygen_lease (
  singleton    boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  holder       text NOT NULL,
  lease_until  timestamptz NOT NULL
);

CREATE TABLE secure_channel_sessions (
  id              text PRIMARY KEY,
  key_id          text NOT NULL REFERENCES secure_channel_keys (id) ON DELETE CASCADE,
  -- The client's 32-byte AES key sealed with MASTER_KEY, bound to the session id.
  aes_key_sealed  text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL,
  closed_at       timestamptz,
  CHECK (expires_at > created_at)
);
CREATE INDEX secure_channel_sessions_key_idx ON secure_channel_sessions (key_id);
CREATE INDEX secure_channel_sessions_expires_idx ON secure_channel_sessions (expires_at);

-- Each accepted encrypted request: its iv (hex of the 12 bytes) and X-Request-Id.
-- The constraints, not a read-then-write, make a replay fail across instances.
CREATE TABLE secure_channel_nonces (
  session_id  text NOT NULL REFERENCES secure_channel_sessions (id) ON DELETE CASCADE,
  iv          text NOT NULL CHECK (length(iv) = 24),
  request_id  text NOT NULL CHECK (length(request_id) BETWEEN 1 AND 128),
  used_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, iv),
  UNIQUE (session_id, request_id)
);
