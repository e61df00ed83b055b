-- E-mail addresses are stored in one canonical form (src/infra/email-address.ts)
-- and compared with `=`; nothing folds case at query time any more, so the
-- database can no longer disagree with the rate-limit keys (PostgreSQL's
-- lower('İ') is 'i', JavaScript's is 'i̇').
--
-- This converts the stored rows. SQL has no IDNA, so it canonicalizes what is
-- ASCII after NFKC (every address the API accepted so far: its `email` format
-- was ASCII-only) with the same rule as the TypeScript code, and leaves the
-- rest as it is. Nothing is merged and nothing is lost:
--   - Two accounts whose addresses now have one canonical form (possible only
--     for compatibility characters, e.g. 'ｉｒｉｓ@…' beside 'iris@…'): the
--     one already written as ASCII keeps the address (else the oldest); the
--     others keep their stored text, which no canonical lookup ever equals, so
--     they cannot sign in by e-mail until an operator gives them an address.
--   - An account address with no canonical form here (non-ASCII after NFKC)
--     is kept as stored, likewise unreachable by e-mail.
-- Both kinds are listed in account_email_conflicts for an operator to resolve.

-- NFKC, ASCII lower case, then the dot-atom@host-name rule of email-address.ts
-- for what is then ASCII. NULL when SQL cannot give the canonical form. (One
-- difference is left: an 'xn--' label that is not valid Punycode passes here
-- but not IDNA; such an address cannot be typed in any more either way.)
CREATE FUNCTION pg_temp.canonical_email(address text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN c ~ '^[a-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'
     AND split_part(c, '@', 2) !~ '(^|\.)([0-9]+|0x[0-9a-f]*)$'
     AND length(split_part(c, '@', 1)) <= 64
     AND length(split_part(c, '@', 2)) <= 253
     AND length(c) <= 254
    THEN c
  END
  FROM (SELECT translate(btrim(normalize(address, NFKC), E' \t\n\r\f\x0B'), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') AS c) AS folded
$$;

CREATE TABLE account_email_conflicts (
  account_id       text PRIMARY KEY REFERENCES accounts (id),
  -- The address as it was (and still is) stored.
  email            text NOT NULL,
  -- NULL for NOT_CANONICAL; for DUPLICATE the form another account now holds.
  canonical_email  text,
  reason           text NOT NULL CHECK (reason IN ('DUPLICATE', 'NOT_CANONICAL')),
  recorded_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TEMP TABLE account_email_canonical ON COMMIT DROP AS
  SELECT id, email, canonical,
         row_number() OVER (PARTITION BY canonical
                            ORDER BY email = canonical DESC, email ~ '^[ -~]*$' DESC, created_at, id) AS rank
    FROM (SELECT id, email, created_at, pg_temp.canonical_email(email) AS canonical FROM accounts) AS accounts_now;

INSERT INTO account_email_conflicts (account_id, email, canonical_email, reason)
  SELECT id, email, canonical, CASE WHEN canonical IS NULL THEN 'NOT_CANONICAL' ELSE 'DUPLICATE' END
    FROM account_email_canonical
   WHERE canonical IS NULL OR rank > 1;

-- The case-folding index goes; uniqueness is now of the stored (canonical) text.
DROP INDEX accounts_email_key;
UPDATE accounts SET email = c.canonical
  FROM account_email_canonical c
 WHERE accounts.id = c.id AND c.canonical IS NOT NULL AND c.rank = 1 AND accounts.email <> c.canonical;
CREATE UNIQUE INDEX accounts_email_key ON accounts (email);

-- Invitations: canonical where SQL can; of pending invitations that now share
-- an address in one workspace the newest stays, the others are cancelled.
DROP INDEX invitations_one_pending;
DROP INDEX invitations_email_idx;
UPDATE invitations SET email = pg_temp.canonical_email(email)
 WHERE pg_temp.canonical_email(email) IS NOT NULL AND email <> pg_temp.canonical_email(email);
UPDATE invitations SET status = 'CANCELLED', responded_at = now()
 WHERE id IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY workspace_id, email ORDER BY created_at DESC, id DESC) AS n
                                FROM invitations WHERE status = 'PENDING') AS pending
               WHERE n > 1);
CREATE INDEX invitations_email_idx ON invitations (email) WHERE status = 'PENDING';
CREATE UNIQUE INDEX invitations_one_pending ON invitations (workspace_id, email) WHERE status = 'PENDING';

-- Registrations live an hour: canonical where SQL can, and an open one whose
-- address has no canonical form ends now (its owner starts again).
UPDATE registrations SET email = pg_temp.canonical_email(email)
 WHERE pg_temp.canonical_email(email) IS NOT NULL AND email <> pg_temp.canonical_email(email);
UPDATE registrations SET expires_at = now()
 WHERE completed_at IS NULL AND expires_at > now() AND pg_temp.canonical_email(email) IS NULL;

DROP FUNCTION pg_temp.canonical_email(text);
