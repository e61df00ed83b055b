-- Keys that hash data which must outlive a MASTER_KEY rotation: the API-key
-- pepper and the backup-code key. A hash cannot be recomputed without the
-- secret it hashes, so these keys never change; each is stored sealed under
-- MASTER_KEY (src/infra/secret-box.ts, bound to `data-key:<name>`) and a
-- rotation re-seals it like any other sealed value. The first start of a
-- version with this table stores the keys it used to derive from MASTER_KEY,
-- so the hashes made before keep verifying (src/modules/data-keys/).
CREATE TABLE data_keys (
  name        text PRIMARY KEY CHECK (name ~ '^[a-z][a-z-]{0,62}$'),
  key_sealed  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- `portal keys reencrypt` re-seals values in place without changing what they
-- say: in its transactions (set_config('portal.resealing', 'on', true)) a row
-- keeps its updated_at, so a partner does not see a withdrawal channel as
-- changed because the operator rotated MASTER_KEY.
CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.resealing', true) = 'on' THEN
    NEW.updated_at := OLD.updated_at;
  ELSE
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END $$;
