-- Wallet flows at any depth for the cost of one page (issue 19, docs/performance.md "Cost at scale").
-- Each leg of a transfer keeps what a statement shows about its account after it: the account's entry number
-- (1, 2, 3, … in posting order, dense) and its posted balance and available amount. The account keeps its
-- number of entries. A page of the newest-first statement at offset n is then the entries numbered
-- entries − n − size + 1 … entries − n (an index range scan, whatever n), and the total is the counter.
-- ledger_post_journal writes all of it under the account locks it already takes, so the figures follow the
-- order in which postings really moved the account.

ALTER TABLE ledger_accounts ADD COLUMN entries bigint NOT NULL DEFAULT 0;

ALTER TABLE ledger_transfers
  ADD COLUMN debit_entry bigint,
  ADD COLUMN debit_balance_after numeric(38, 0),
  ADD COLUMN debit_available_after numeric(38, 0),
  ADD COLUMN credit_entry bigint,
  ADD COLUMN credit_balance_after numeric(38, 0),
  ADD COLUMN credit_available_after numeric(38, 0);

-- Backfill in the order statements showed until now (created_at, then id), from zero upwards; the phase
-- arithmetic is that of ledger_post_journal below. Transfers are append-only: the trigger steps aside for
-- this one set-based update.
ALTER TABLE ledger_transfers DISABLE TRIGGER ledger_transfers_append_only;

WITH legs AS (
  SELECT id, created_at, debit_account_id AS account_id, 'D' AS side,
         CASE WHEN phase IN ('SINGLE', 'POST') THEN -amount ELSE 0 END AS bal_delta,
         CASE phase WHEN 'SINGLE' THEN -amount WHEN 'PENDING' THEN -amount WHEN 'POST' THEN 0 ELSE amount END AS avail_delta
    FROM ledger_transfers
  UNION ALL
  SELECT id, created_at, credit_account_id, 'C',
         CASE WHEN phase IN ('SINGLE', 'POST') THEN amount ELSE 0 END,
         CASE WHEN phase IN ('SINGLE', 'POST') THEN amount ELSE 0 END
    FROM ledger_transfers
), running AS (
  SELECT id, side,
         row_number() OVER w AS entry,
         sum(bal_delta) OVER w AS balance_after,
         sum(avail_delta) OVER w AS available_after
    FROM legs
  WINDOW w AS (PARTITION BY account_id ORDER BY created_at, id ROWS UNBOUNDED PRECEDING)
), both_sides AS (
  SELECT d.id, d.entry AS de, d.balance_after AS db, d.available_after AS da, c.entry AS ce, c.balance_after AS cb, c.available_after AS ca
    FROM running d JOIN running c ON c.id = d.id AND c.side = 'C'
   WHERE d.side = 'D'
)
UPDATE ledger_transfers t
   SET debit_entry = b.de, debit_balance_after = b.db, debit_available_after = b.da,
       credit_entry = b.ce, credit_balance_after = b.cb, credit_available_after = b.ca
  FROM both_sides b
 WHERE t.id = b.id;

ALTER TABLE ledger_transfers ENABLE TRIGGER ledger_transfers_append_only;

UPDATE ledger_accounts a SET entries = n.entries
  FROM (SELECT account_id, count(*) AS entries FROM (
          SELECT debit_account_id AS account_id FROM ledger_transfers
          UNION ALL
          SELECT credit_account_id FROM ledger_transfers) legs
        GROUP BY account_id) n
 WHERE a.id = n.account_id;

ALTER TABLE ledger_transfers
  ALTER COLUMN debit_entry SET NOT NULL,
  ALTER COLUMN debit_balance_after SET NOT NULL,
  ALTER COLUMN debit_available_after SET NOT NULL,
  ALTER COLUMN credit_entry SET NOT NULL,
  ALTER COLUMN credit_balance_after SET NOT NULL,
  ALTER COLUMN credit_available_after SET NOT NULL;

-- The statement's indexes: the page is a range of entry numbers. Unique, so two postings can never share a
-- number on one account (the lock in ledger_post_journal serializes them; this makes a slip loud). They
-- replace the (account, created_at, id) indexes: same index writes per posting.
DROP INDEX ledger_transfers_debit_idx;
DROP INDEX ledger_transfers_credit_idx;
CREATE UNIQUE INDEX ledger_transfers_debit_entry_key ON ledger_transfers (debit_account_id, debit_entry);
CREATE UNIQUE INDEX ledger_transfers_credit_entry_key ON ledger_transfers (credit_account_id, credit_entry);

-- Counters (entries among them) start at zero: every entry of an account is a transfer row.
CREATE OR REPLACE FUNCTION ledger_accounts_validate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT coalesce(
    ((NEW.kind = 'WALLET' AND NEW.workspace_id IS NOT NULL AND NEW.system_role IS NULL AND NEW.shard IS NULL
       AND NEW.debits_must_not_exceed_credits)
     OR (NEW.kind = 'SYSTEM' AND NEW.workspace_id IS NULL AND NEW.shard BETWEEN 0 AND 63
       AND NEW.system_role IN ('CHANNEL_CLEARING', 'PAYOUT_CLEARING', 'FX_LIQUIDITY', 'FEES', 'ADJUSTMENTS')))
    AND NEW.debits_pending = 0 AND NEW.debits_posted = 0 AND NEW.credits_pending = 0 AND NEW.credits_posted = 0
    AND NEW.entries = 0,
    false) THEN
    RAISE EXCEPTION 'invalid ledger account %', NEW.id USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_shape';
  END IF;
  RETURN NEW;
END $$;

-- As in 0006, with step 3 now also numbering each leg on its account and recording the account's figures
-- after it. The accounts are locked (step 1), so the counters read in step 3 are the ones step 4 moves.
-- Within a journal the legs of one account follow the transfer ids (the order statements have always used
-- between rows of the same instant). Balance = credits_posted − debits_posted; available = balance −
-- debits_pending (docs/money.md).
CREATE OR REPLACE FUNCTION ledger_post_journal(
  p_journal_id text, p_kind text, p_idempotency_key text, p_reference_type text, p_reference_id text, p_description text,
  p_ids text[], p_debits text[], p_credits text[], p_currencies text[], p_amounts numeric[], p_phases text[], p_pending_ids text[],
  p_account_ids text[]
) RETURNS TABLE (locked integer, journals integer, updated integer, created_at timestamptz)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_locked integer;
  v_journals integer;
  v_updated integer;
BEGIN
  SELECT count(*) INTO v_locked FROM (
    SELECT 1 FROM ledger_accounts WHERE id = ANY (p_account_ids) ORDER BY kind = 'SYSTEM', id FOR NO KEY UPDATE
  ) l;
  IF v_locked < cardinality(p_account_ids) THEN
    RETURN QUERY SELECT v_locked, 0, 0, now();
    RETURN;
  END IF;

  INSERT INTO ledger_journals (id, kind, idempotency_key, reference_type, reference_id, description)
  VALUES (p_journal_id, p_kind, p_idempotency_key, p_reference_type, p_reference_id, p_description)
  ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING;
  GET DIAGNOSTICS v_journals = ROW_COUNT;
  IF v_journals = 0 THEN
    RETURN QUERY SELECT v_locked, 0, 0, now();
    RETURN;
  END IF;

  INSERT INTO ledger_transfers (id, journal_id, ordinal, debit_account_id, credit_account_id, currency, amount, phase, pending_id,
                                debit_entry, debit_balance_after, debit_available_after,
                                credit_entry, credit_balance_after, credit_available_after)
  WITH t AS (
    SELECT * FROM unnest(p_ids, p_debits, p_credits, p_currencies, p_amounts, p_phases, p_pending_ids)
      WITH ORDINALITY AS t(id, debit, credit, currency, amount, phase, pending_id, ord)
  ), legs AS (
    SELECT t.id, t.debit AS account_id, true AS debit,
           CASE WHEN t.phase IN ('SINGLE', 'POST') THEN -t.amount ELSE 0 END AS bal_delta,
           CASE t.phase WHEN 'SINGLE' THEN -t.amount WHEN 'PENDING' THEN -t.amount WHEN 'POST' THEN 0 ELSE t.amount END AS avail_delta
      FROM t
    UNION ALL
    SELECT t.id, t.credit, false,
           CASE WHEN t.phase IN ('SINGLE', 'POST') THEN t.amount ELSE 0 END,
           CASE WHEN t.phase IN ('SINGLE', 'POST') THEN t.amount ELSE 0 END
      FROM t
  ), running AS (
    SELECT legs.id, legs.debit,
           a.entries + row_number() OVER w AS entry,
           a.credits_posted - a.debits_posted + sum(legs.bal_delta) OVER w AS balance_after,
           a.credits_posted - a.debits_posted - a.debits_pending + sum(legs.avail_delta) OVER w AS available_after
      FROM legs JOIN ledger_accounts a ON a.id = legs.account_id
     WHERE a.id = ANY (p_account_ids)
    WINDOW w AS (PARTITION BY legs.account_id ORDER BY legs.id ROWS UNBOUNDED PRECEDING)
  )
  SELECT t.id, p_journal_id, t.ord, t.debit, t.credit, t.currency, t.amount, t.phase, t.pending_id,
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
             CASE t.phase WHEN 'PENDING' THEN t.amount WHEN 'SINGLE' THEN 0 ELSE -t.amount END AS dp,
             CASE WHEN t.phase IN ('SINGLE', 'POST') THEN t.amount ELSE 0 END AS dpo,
             0::numeric AS cp, 0::numeric AS cpo
      FROM unnest(p_debits, p_amounts, p_phases) AS t(debit, amount, phase)
      UNION ALL
      SELECT t.credit, 0, 0,
             CASE t.phase WHEN 'PENDING' THEN t.amount WHEN 'SINGLE' THEN 0 ELSE -t.amount END,
             CASE WHEN t.phase IN ('SINGLE', 'POST') THEN t.amount ELSE 0 END
      FROM unnest(p_credits, p_amounts, p_phases) AS t(credit, amount, phase)
    ) legs
    GROUP BY account_id
  ) d
  WHERE a.id = ANY (p_account_ids) AND a.id = d.account_id;
  GET DIAGNOSTICS v_updated = ROW_COUNT;

  RETURN QUERY SELECT v_locked, v_journals, v_updated, now();
END $$;
