-- Group commit of ledger journals (issue 19, docs/performance.md "Ledger group commit"): concurrent journals of
-- one process post in one statement, one transaction, one commit flush.
--
-- Journal i of the batch is the i-th element of the journal arrays; its transfers are the next
-- p_transfer_counts[i] elements of the transfer arrays and its accounts the next p_account_counts[i] elements of
-- p_account_ids (each journal's distinct accounts, as ledger_post_journal takes them).
--
-- Every account of the batch is locked first, in one statement and the one global order of ledger_post_journal
-- (wallets, then system accounts, each by id), so a batch cannot deadlock with another batch or a single
-- journal that locks its accounts at once. Then, under those locks:
--
-- * Set-based, when nothing in the batch can be refused: every account exists, no journal resolves a pending
--   transfer, no idempotency key is taken or repeated, and no guarded account (debits_must_not_exceed_credits)
--   falls below zero available at the end of any journal, in batch order — exactly when posting the journals
--   one by one would accept every one. Then one INSERT of the journals, one of the transfers and one UPDATE of
--   the counters do what ledger_post_journal does per journal: entries numbered per account in batch order
--   (journal, then transfer id, as one-by-one posting numbers them), the figures after each, the counters. An
--   idempotency key taken by a concurrent transaction between the check and the INSERT aborts the statement
--   (serialization_failure) and the caller posts the journals one by one. The CHECKs stay the judges.
-- * Otherwise one journal at a time through ledger_post_journal, each inside its own subtransaction: a journal
--   the database refuses (the overdraft CHECK, a pending transfer resolved twice) rolls back alone and is
--   reported with its SQLSTATE and constraint, and the batch goes on.
--
-- Any other error fails the whole statement; the caller then posts the journals one by one. Batches stay at or
-- below 64 journals: PostgreSQL tracks 64 subtransactions of a transaction in shared memory and past that every
-- snapshot in the cluster gets slower.
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
  v_accounts text[];
  v_journal_of integer[];
  v_locked integer;
  v_journals integer;
BEGIN
  IF cardinality(p_journal_ids) > 64 THEN
    RAISE EXCEPTION 'a batch holds at most 64 journals' USING ERRCODE = 'invalid_parameter_value';
  END IF;

  v_accounts := ARRAY(SELECT DISTINCT a FROM unnest(p_account_ids) AS a);
  SELECT count(*) INTO v_locked FROM (
    SELECT 1 FROM ledger_accounts WHERE id = ANY (v_accounts) ORDER BY kind = 'SYSTEM', id FOR NO KEY UPDATE
  ) l;
  -- The journal (1-based) of each transfer, in transfer order.
  v_journal_of := ARRAY(
    SELECT j FROM generate_subscripts(p_transfer_counts, 1) AS j, generate_series(1, p_transfer_counts[j]) AS n ORDER BY j, n);

  IF v_locked = cardinality(v_accounts)
     AND NOT EXISTS (SELECT 1 FROM unnest(p_phases) AS ph WHERE ph NOT IN ('SINGLE', 'PENDING'))
     AND (SELECT count(DISTINCT k) = count(k) FROM unnest(p_idempotency_keys) AS k)
     AND NOT EXISTS (SELECT 1 FROM ledger_journals WHERE idempotency_key = ANY (p_idempotency_keys))
     AND NOT EXISTS (
       SELECT 1 FROM (
         SELECT a.debits_must_not_exceed_credits AS guarded,
                a.credits_posted - a.debits_posted - a.debits_pending + sum(legs.avail_delta) OVER w AS available
           FROM (
             SELECT t.debit AS account_id, t.j, -t.amount AS avail_delta
               FROM unnest(p_debits, p_amounts, v_journal_of) AS t(debit, amount, j)
             UNION ALL
             SELECT t.credit, t.j, CASE WHEN t.phase = 'SINGLE' THEN t.amount ELSE 0 END
               FROM unnest(p_credits, p_amounts, p_phases, v_journal_of) AS t(credit, amount, phase, j)
           ) legs
           JOIN ledger_accounts a ON a.id = legs.account_id
         -- RANGE: the sum through the end of each journal, whatever the order of its own legs (the CHECK judges a
         -- journal's final counters, not its legs one by one).
         WINDOW w AS (PARTITION BY legs.account_id ORDER BY legs.j RANGE UNBOUNDED PRECEDING)
       ) running
       WHERE guarded AND available < 0)
  THEN
    INSERT INTO ledger_journals (id, kind, idempotency_key, reference_type, reference_id, description)
    SELECT * FROM unnest(p_journal_ids, p_kinds, p_idempotency_keys, p_reference_types, p_reference_ids, p_descriptions)
    ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING;
    GET DIAGNOSTICS v_journals = ROW_COUNT;
    IF v_journals < cardinality(p_journal_ids) THEN
      RAISE EXCEPTION 'an idempotency key of the batch was posted meanwhile' USING ERRCODE = 'serialization_failure';
    END IF;

    INSERT INTO ledger_transfers (id, journal_id, ordinal, debit_account_id, credit_account_id, currency, amount, phase, pending_id,
                                  debit_entry, debit_balance_after, debit_available_after,
                                  credit_entry, credit_balance_after, credit_available_after)
    WITH t AS (
      SELECT u.*, row_number() OVER (PARTITION BY u.j ORDER BY u.ord) AS ordinal
        FROM unnest(p_ids, p_debits, p_credits, p_currencies, p_amounts, p_phases, p_pending_ids, v_journal_of)
          WITH ORDINALITY AS u(id, debit, credit, currency, amount, phase, pending_id, j, ord)
    ), legs AS (
      SELECT t.id, t.j, t.debit AS account_id, true AS debit,
             CASE WHEN t.phase = 'SINGLE' THEN -t.amount ELSE 0 END AS bal_delta,
             -t.amount AS avail_delta
        FROM t
      UNION ALL
      SELECT t.id, t.j, t.credit, false,
             CASE WHEN t.phase = 'SINGLE' THEN t.amount ELSE 0 END,
             CASE WHEN t.phase = 'SINGLE' THEN t.amount ELSE 0 END
        FROM t
    ), running AS (
      SELECT legs.id, legs.debit,
             a.entries + row_number() OVER w AS entry,
             a.credits_posted - a.debits_posted + sum(legs.bal_delta) OVER w AS balance_after,
             a.credits_posted - a.debits_posted - a.debits_pending + sum(legs.avail_delta) OVER w AS available_after
        FROM legs JOIN ledger_accounts a ON a.id = legs.account_id
       WHERE a.id = ANY (v_accounts)
      WINDOW w AS (PARTITION BY legs.account_id ORDER BY legs.j, legs.id ROWS UNBOUNDED PRECEDING)
    )
    SELECT t.id, p_journal_ids[t.j], t.ordinal, t.debit, t.credit, t.currency, t.amount, t.phase, t.pending_id,
           d.entry, d.balance_after, d.available_after, c.entry, c.balance_after, c.available_after
      FROM t
      JOIN running d ON d.id = t.id AND d.debit
      JOIN running c ON c.id = t.id AND NOT c.debit
     ORDER BY t.ord;

    UPDATE ledger_accounts a
    SET debits_pending = a.debits_pending + d.dp,
        debits_posted = a.debits_posted + d.dpo,
        credits_pending = a.credits_pending + d.cp,
        credits_posted = a.credits_posted + d.cpo,
        entries = a.entries + d.legs,
        updated_at = now()
    FROM (
      SELECT account_id, sum(dp) AS dp, sum(dpo) AS dpo, sum(cp) AS cp, sum(cpo) AS cpo, count(*) AS legs
      FROM (
        SELECT t.debit AS account_id,
               CASE t.phase WHEN 'PENDING' THEN t.amount ELSE 0 END AS dp,
               CASE t.phase WHEN 'SINGLE' THEN t.amount ELSE 0 END AS dpo,
               0::numeric AS cp, 0::numeric AS cpo
        FROM unnest(p_debits, p_amounts, p_phases) AS t(debit, amount, phase)
        UNION ALL
        SELECT t.credit, 0, 0,
               CASE t.phase WHEN 'PENDING' THEN t.amount ELSE 0 END,
               CASE t.phase WHEN 'SINGLE' THEN t.amount ELSE 0 END
        FROM unnest(p_credits, p_amounts, p_phases) AS t(credit, amount, phase)
      ) legs
      GROUP BY account_id
    ) d
    WHERE a.id = ANY (v_accounts) AND a.id = d.account_id;

    RETURN QUERY SELECT p_account_counts[j], 1, p_account_counts[j], now(), NULL::text, NULL::text
                   FROM generate_subscripts(p_journal_ids, 1) AS j ORDER BY j;
    RETURN;
  END IF;

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
