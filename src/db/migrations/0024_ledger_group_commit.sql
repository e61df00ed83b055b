-- Group commit of ledger journals (issue 19, docs/performance.md "Ledger group commit"): concurrent journals of
-- one process post in one statement, one transaction, one commit flush.
--
-- Journal i of the batch is the i-th element of the journal arrays; its transfers are the next
-- p_transfer_counts[i] elements of the transfer arrays and its accounts the next p_account_counts[i] elements of
-- p_account_ids (each journal's distinct accounts, as ledger_post_journal takes them).
--
-- Every account of the batch is locked first, in one statement and the one global order of ledger_post_journal
-- (wallets, then system accounts, each by id), so a batch cannot deadlock with another batch or a single
-- journal that locks its accounts at once. Then each journal posts through ledger_post_journal — the same
-- numbering, figures, counters and idempotency as alone — inside its own subtransaction: a journal the database
-- refuses (the overdraft CHECK, a pending transfer resolved twice) rolls back alone and is reported with its
-- SQLSTATE and constraint, and the batch goes on. Any other error fails the whole statement; the caller then
-- posts the journals one by one. Batches stay at or below 64 journals: PostgreSQL tracks 64 subtransactions of
-- a transaction in shared memory and past that every snapshot in the cluster gets slower.
CREATE FUNCTION ledger_post_journals(
  p_journal_ids text[], p_kinds text[], p_idempotency_keys text[], p_reference_types text[], p_reference_ids text[], p_descriptions text[],
  p_transfer_counts integer[],
  p_ids text[], p_debits text[], p_credits text[], p_currencies text[], p_amounts numeric[], p_phases text[], p_pending_ids text[],
  p_account_counts integer[], p_account_ids text[]
) RETURNS TABLE (locked integer, journals integer, updated integer, created_at timestamptz, refused_state text, refused_constraint text)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  i integer;
  t_from integer := 1;
  a_from integer := 1;
  t_to integer;
  a_to integer;
  r record;
BEGIN
  IF cardinality(p_journal_ids) > 64 THEN
    RAISE EXCEPTION 'a batch holds at most 64 journals' USING ERRCODE = 'invalid_parameter_value';
  END IF;

  PERFORM 1 FROM ledger_accounts WHERE id = ANY (p_account_ids) ORDER BY kind = 'SYSTEM', id FOR NO KEY UPDATE;

  FOR i IN 1 .. coalesce(cardinality(p_journal_ids), 0) LOOP
    t_to := t_from + p_transfer_counts[i] - 1;
    a_to := a_from + p_account_counts[i] - 1;
    refused_state := NULL;
    refused_constraint := NULL;
    BEGIN
      SELECT * INTO r FROM ledger_post_journal(
        p_journal_ids[i], p_kinds[i], p_idempotency_keys[i], p_reference_types[i], p_reference_ids[i], p_descriptions[i],
        p_ids[t_from:t_to], p_debits[t_from:t_to], p_credits[t_from:t_to], p_currencies[t_from:t_to], p_amounts[t_from:t_to],
        p_phases[t_from:t_to], p_pending_ids[t_from:t_to], p_account_ids[a_from:a_to]);
      locked := r.locked;
      journals := r.journals;
      updated := r.updated;
      created_at := r.created_at;
    EXCEPTION WHEN check_violation OR unique_violation THEN
      GET STACKED DIAGNOSTICS refused_state = RETURNED_SQLSTATE, refused_constraint = CONSTRAINT_NAME;
      locked := 0;
      journals := 0;
      updated := 0;
      created_at := now();
    END;
    RETURN NEXT;
    t_from := t_to + 1;
    a_from := a_to + 1;
  END LOOP;
END $$;
