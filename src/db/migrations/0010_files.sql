-- Uploaded files (docs/money.md "Files"): one row per upload, scoped to a
-- workspace. The bytes live in a FileStore (local disk under DATA_DIR/files by
-- default) under `storage_key`; the row records what was sniffed from the
-- content (never the type the client declared), the size and the SHA-256.
CREATE TABLE files (
  id            text PRIMARY KEY,
  workspace_id  text NOT NULL REFERENCES workspaces (id),
  file_name     text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  content_type  text NOT NULL CHECK (length(content_type) BETWEEN 3 AND 100),
  size_bytes    bigint NOT NULL CHECK (size_bytes > 0),
  sha256        text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  storage_key   text NOT NULL UNIQUE CHECK (length(storage_key) BETWEEN 1 AND 200),
  created_by    text NOT NULL REFERENCES accounts (id),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_workspace_idx ON files (workspace_id, created_at DESC, id DESC);
CREATE INDEX files_created_by_idx ON files (created_by);

-- A recharge's payment proof is a file of the same workspace (checked by the
-- service); the foreign key keeps a proof from pointing at nothing.
ALTER TABLE recharges ADD CONSTRAINT recharges_proof_file_fk FOREIGN KEY (proof_file_id) REFERENCES files (id);
CREATE INDEX recharges_proof_file_idx ON recharges (proof_file_id);
