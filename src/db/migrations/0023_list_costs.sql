-- List pages that stay cheap (issue 19, docs/performance.md "List costs").
--
-- The login history's total must be exact (spec §8: accurate metadata), and an
-- exact count(*) over an account's million attempts costs ~100 ms whatever the
-- index. The unfiltered total is therefore kept as a counter per account.
-- Statement triggers keep it, not the repository, so that every writer — the
-- sign-in, the retention purge, a bulk seed, a test fixture — moves it in the
-- same transaction as the rows; the transition tables make a purge of
-- thousands of rows one counter update per account, not one per row.
CREATE TABLE login_attempt_counts (
  account_id  text PRIMARY KEY REFERENCES accounts (id),
  attempts    bigint NOT NULL CHECK (attempts >= 0)
);

CREATE FUNCTION login_attempt_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO login_attempt_counts (account_id, attempts)
    SELECT account_id, count(*) FROM added GROUP BY account_id ORDER BY account_id
  ON CONFLICT (account_id) DO UPDATE SET attempts = login_attempt_counts.attempts + EXCLUDED.attempts;
  RETURN NULL;
END $$;

-- Rows are locked in account order so that two purges cannot deadlock.
CREATE FUNCTION login_attempt_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE login_attempt_counts c SET attempts = c.attempts - gone.n
    FROM (SELECT account_id, count(*) AS n FROM removed GROUP BY account_id ORDER BY account_id) gone
   WHERE c.account_id = gone.account_id;
  RETURN NULL;
END $$;

-- An attempt belongs to its account for good: moving one would need both counters moved.
CREATE FUNCTION login_attempts_account_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'login_attempts.account_id cannot change' USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER login_attempts_count_add AFTER INSERT ON login_attempts
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION login_attempt_counts_add();
CREATE TRIGGER login_attempts_count_remove AFTER DELETE ON login_attempts
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION login_attempt_counts_remove();
CREATE TRIGGER login_attempts_account_fixed BEFORE UPDATE OF account_id ON login_attempts
  FOR EACH ROW WHEN (OLD.account_id IS DISTINCT FROM NEW.account_id) EXECUTE FUNCTION login_attempts_account_fixed();

INSERT INTO login_attempt_counts (account_id, attempts)
  SELECT account_id, count(*) FROM login_attempts GROUP BY account_id;

-- The page's order (newest first, id breaking ties) straight from the index:
-- no sort of the account's attempts, and a from/to window is one index range.
CREATE INDEX login_attempts_account_page_idx ON login_attempts (account_id, attempted_at DESC, id DESC);
DROP INDEX login_attempts_account_idx;

-- The api-keys page orders by (created_at DESC, id DESC); with id ascending in
-- the index every page ended in an incremental sort.
CREATE INDEX api_keys_workspace_page_idx ON api_keys (workspace_id, created_at DESC, id DESC);
DROP INDEX api_keys_workspace_idx;
