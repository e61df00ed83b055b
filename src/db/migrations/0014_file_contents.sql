-- Uploaded bytes in the database (FILE_STORE=postgres, the default with
-- DATABASE_URL): every instance reads what any instance wrote, and the bytes
-- commit in the same transaction as their `files` row, so a recorded file
-- always has its content. Files are small (FILE_MAX_BYTES, 10 MiB by default).
-- Rows written by the disk store (FILE_STORE=disk) have no row here.
CREATE TABLE file_contents (
  storage_key  text PRIMARY KEY REFERENCES files (storage_key),
  content      bytea NOT NULL CHECK (octet_length(content) > 0)
);
-- EXTERNAL: out of line and uncompressed. The accepted types (PDF, PNG, JPEG)
-- are compressed already, so pglz would spend CPU for nothing; and an
-- uncompressed value lets substring() fetch only the TOAST chunks of a slice,
-- which is how a download streams without holding the whole file in memory.
ALTER TABLE file_contents ALTER COLUMN content SET STORAGE EXTERNAL;
