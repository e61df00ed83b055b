-- Double-entry ledger (docs/money.md): currencies, accounts with
-- TigerBeetle-style counters, append-only journals and transfers.
-- Amounts are integer minor units in NUMERIC(38,0).

CREATE TABLE currencies (
  code        text PRIMARY KEY CHECK (code ~ '^[A-Z][A-Z0-9]{2,9}$'),
  -- Asset scale: minor-unit digits (USD 2 → 1 = 0.01). Immutable once created.
  scale       smallint NOT NULL CHECK (scale BETWEEN 0 AND 18),
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  enabled     boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER currencies_touch BEFORE UPDATE ON currencies FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- Changing a scale would silently rescale every stored amount of the currency.
CREATE FUNCTION currencies_scale_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the scale of currency % cannot change', OLD.code USING ERRCODE = 'check_violation';
END $$;
CREATE TRIGGER currencies_scale_immutable BEFORE UPDATE OF code, scale ON currencies
  FOR EACH ROW WHEN (OLD.scale IS DISTINCT FROM NEW.scale OR OLD.code IS DISTINCT FROM NEW.code)
  EXECUTE FUNCTION currencies_scale_immutable();

CREATE TABLE ledger_accounts (
  id              text PRIMARY KEY,
  kind            text NOT NULL,
  workspace_id    text REFERENCES workspaces (id),
  system_role     text,
  shard           smallint,
  currency        text NOT NULL REFERENCES currencies (code),
  debits_pending  numeric(38, 0) NOT NULL DEFAULT 0,
  debits_posted   numeric(38, 0) NOT NULL DEFAULT 0,
  credits_pending numeric(38, 0) NOT NULL DEFAULT 0,
  credits_posted  numeric(38, 0) NOT NULL DEFAULT 0,
  debits_must_not_exceed_credits boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  -- Only the counters change after an account is created (see the triggers
  -- below), and PostgreSQL parses every CHECK of a table on every UPDATE
  -- statement, so the CHECKs here are the two rules a counter update can
  -- break; the shape of the account is validated once, on INSERT.
  CONSTRAINT ledger_accounts_counters_nonnegative
    CHECK (debits_pending >= 0 AND debits_posted >= 0 AND credits_pending >= 0 AND credits_posted >= 0),
  -- TigerBeetle's debits_must_not_exceed_credits; the service maps its violation to WALLET.INSUFFICIENT_FUNDS.
  CONSTRAINT ledger_accounts_no_overdraft CHECK (NOT debits_must_not_exceed_credits OR debits_posted + debits_pending <= credits_posted),
  -- Target of the transfers' composite foreign keys: both sides of a transfer share its currency.
  CONSTRAINT ledger_accounts_id_currency_key UNIQUE (id, currency),
  -- One wallet per workspace and currency (system accounts have no workspace; NULLs never collide).
  CONSTRAINT ledger_accounts_wallet_key UNIQUE (workspace_id, currency)
) WITH (fillfactor = 70); -- room on each page keeps counter updates HOT (no index writes)

-- Shape of a new account: a WALLET belongs to a workspace and can never be
-- overdrawn (wallets are credit-normal); a SYSTEM account has a role and a
-- shard (several shards per role and currency; each write picks one at random).
CREATE FUNCTION ledger_accounts_validate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Counters start at zero: every unit on an account comes from a transfer row.
  IF NOT coalesce(
    ((NEW.kind = 'WALLET' AND NEW.workspace_id IS NOT NULL AND NEW.system_role IS NULL AND NEW.shard IS NULL
       AND NEW.debits_must_not_exceed_credits)
     OR (NEW.kind = 'SYSTEM' AND NEW.workspace_id IS NULL AND NEW.shard BETWEEN 0 AND 63
       AND NEW.system_role IN ('CHANNEL_CLEARING', 'PAYOUT_CLEARING', 'FX_LIQUIDITY', 'FEES', 'ADJUSTMENTS')))
    AND NEW.debits_pending = 0 AND NEW.debits_posted = 0 AND NEW.credits_pending = 0 AND NEW.credits_posted = 0,
    false) THEN
    RAISE EXCEPTION 'invalid ledger account %', NEW.id USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_shape';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_accounts_validate BEFORE INSERT ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_validate();

CREATE UNIQUE INDEX ledger_accounts_system_key ON ledger_accounts (system_role, currency, shard) WHERE kind = 'SYSTEM';
CREATE INDEX ledger_accounts_currency_idx ON ledger_accounts (currency);

-- Only the counters (and updated_at) of an account ever change.
CREATE FUNCTION ledger_accounts_identity_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the identity of ledger account % cannot change', OLD.id USING ERRCODE = 'check_violation';
END $$;
CREATE TRIGGER ledger_accounts_identity_immutable
  BEFORE UPDATE OF id, kind, workspace_id, system_role, shard, currency, debits_must_not_exceed_credits ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_identity_immutable();

-- System account ids are derived from role, currency and shard (no lookup on the write path).
-- 8 shards: keep in step with SYSTEM_SHARDS in src/modules/ledger/ledger.model.ts (a test compares them).
CREATE FUNCTION ledger_create_system_accounts(p_currency text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ledger_accounts (id, kind, system_role, shard, currency)
  SELECT 'sys_' || lower(r.role) || '_' || lower(p_currency) || '_' || s.shard, 'SYSTEM', r.role, s.shard, p_currency
  FROM unnest(ARRAY['CHANNEL_CLEARING', 'PAYOUT_CLEARING', 'FX_LIQUIDITY', 'FEES', 'ADJUSTMENTS']) AS r(role)
  CROSS JOIN generate_series(0, 7) AS s(shard)
  ON CONFLICT DO NOTHING;
$$;

CREATE FUNCTION currencies_create_system_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_create_system_accounts(NEW.code);
  RETURN NULL;
END $$;
CREATE TRIGGER currencies_create_system_accounts AFTER INSERT ON currencies
  FOR EACH ROW EXECUTE FUNCTION currencies_create_system_accounts();

INSERT INTO currencies (code, scale, name) VALUES
  ('USD', 2, 'US Dollar'),
  ('EUR', 2, 'Euro'),
  ('JPY', 0, 'Japanese Yen'),
  ('CNY', 2, 'Chinese Yuan'),
  ('USDT', 6, 'Tether USD');

CREATE TABLE ledger_journals (
  id               text PRIMARY KEY,
  kind             text NOT NULL CHECK (kind IN ('RECHARGE', 'WITHDRAWAL', 'EXCHANGE', 'TRANSFER', 'ADJUSTMENT', 'FEE')),
  -- A retry of the same operation carries the same key and posts nothing twice.
  idempotency_key  text CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  reference_type   text NOT NULL CHECK (length(reference_type) BETWEEN 1 AND 64),
  reference_id     text NOT NULL CHECK (length(reference_id) BETWEEN 1 AND 128),
  description      text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_journals_reference_idx ON ledger_journals (reference_type, reference_id);
-- Partial: journals without a key cost no index entry.
CREATE UNIQUE INDEX ledger_journals_idempotency_key ON ledger_journals (idempotency_key) WHERE idempotency_key IS NOT NULL;

CREATE TABLE ledger_transfers (
  id                 text PRIMARY KEY,
  journal_id         text NOT NULL REFERENCES ledger_journals (id),
  -- Position within the journal, so a journal reads back in the order it was posted.
  ordinal            smallint NOT NULL CHECK (ordinal >= 1),
  debit_account_id   text NOT NULL,
  credit_account_id  text NOT NULL,
  currency           text NOT NULL,
  amount             numeric(38, 0) NOT NULL CHECK (amount > 0),
  phase              text NOT NULL CHECK (phase IN ('SINGLE', 'PENDING', 'POST', 'VOID', 'EXPIRE')),
  -- POST / VOID / EXPIRE name the PENDING transfer they resolve.
  pending_id         text REFERENCES ledger_transfers (id),
  created_at         timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_transfers_distinct_accounts CHECK (debit_account_id <> credit_account_id),
  CONSTRAINT ledger_transfers_pending_phase CHECK ((phase IN ('POST', 'VOID', 'EXPIRE')) = (pending_id IS NOT NULL)),
  CONSTRAINT ledger_transfers_debit_currency FOREIGN KEY (debit_account_id, currency) REFERENCES ledger_accounts (id, currency),
  CONSTRAINT ledger_transfers_credit_currency FOREIGN KEY (credit_account_id, currency) REFERENCES ledger_accounts (id, currency)
);
CREATE UNIQUE INDEX ledger_transfers_journal_key ON ledger_transfers (journal_id, ordinal);
-- Statements read an account's entries newest first; ids are time-ordered ULIDs.
CREATE INDEX ledger_transfers_debit_idx ON ledger_transfers (debit_account_id, id);
CREATE INDEX ledger_transfers_credit_idx ON ledger_transfers (credit_account_id, id);
-- A pending transfer resolves at most once, whatever races.
CREATE UNIQUE INDEX ledger_transfers_pending_key ON ledger_transfers (pending_id) WHERE pending_id IS NOT NULL;

-- A resolution moves exactly what its pending transfer reserved, between the same accounts.
CREATE FUNCTION ledger_transfers_check_resolution() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p ledger_transfers%ROWTYPE;
BEGIN
  SELECT * INTO p FROM ledger_transfers WHERE id = NEW.pending_id;
  IF NOT FOUND OR p.phase <> 'PENDING' OR p.amount <> NEW.amount OR p.currency <> NEW.currency
     OR p.debit_account_id <> NEW.debit_account_id OR p.credit_account_id <> NEW.credit_account_id THEN
    RAISE EXCEPTION 'transfer % does not match pending transfer %', NEW.id, NEW.pending_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_resolution_matches_pending';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_transfers_check_resolution BEFORE INSERT ON ledger_transfers
  FOR EACH ROW WHEN (NEW.pending_id IS NOT NULL) EXECUTE FUNCTION ledger_transfers_check_resolution();

-- Journals and transfers are append-only: corrections are new journals.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER ledger_journals_append_only BEFORE UPDATE OR DELETE ON ledger_journals
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_journals_no_truncate BEFORE TRUNCATE ON ledger_journals
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

-- Posts one balanced journal: the only writer of ledger counters (docs/money.md).
-- A function rather than a statement sent by the service: PL/pgSQL keeps its
-- plans per connection, which halves the cost of a transfer against planning
-- the statements on every call; and each step below is a separate statement,
-- so their order is explicit.
--  1. Lock every account involved in one global order — wallets first, then
--     system accounts, each by id — so journals never wait on each other in a
--     cycle. Stop (locked < accounts) if one does not exist.
--  2. Insert the journal; an existing idempotency key inserts nothing and the
--     function stops (journals = 0): the caller replays the first result.
--  3. Insert the transfers. The unique index on pending_id refuses a second
--     resolution here, before any counter moves.
--  4. Move the counters by the per-account sums of those transfers; the CHECK
--     constraints refuse an overdraft (ledger_accounts_no_overdraft).
-- Counter deltas per phase (amount a):
--   SINGLE  debit.debits_posted += a                  credit.credits_posted += a
--   PENDING debit.debits_pending += a                 credit.credits_pending += a
--   POST    debit.debits_pending -= a, _posted += a   credit.credits_pending -= a, _posted += a
--   VOID, EXPIRE  debit.debits_pending -= a           credit.credits_pending -= a
CREATE FUNCTION ledger_post_journal(
  p_journal_id text, p_kind text, p_idempotency_key text, p_reference_type text, p_reference_id text, p_description text,
  p_ids text[], p_debits text[], p_credits text[], p_currencies text[], p_amounts numeric[], p_phases text[], p_pending_ids text[],
  p_account_ids text[]
) RETURNS TABLE (locked integer, journals integer, updated integer, created_at timestamptz)
LANGUAGE plpgsql
-- Generic plans: custom ones would be re-planned on every call (their cost
-- estimate from the actual arrays always looks better), which costs more than
-- the whole write. The statements below are written so the generic plan uses
-- the primary key (ANY over the account ids), whatever the table size.
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

  INSERT INTO ledger_transfers (id, journal_id, ordinal, debit_account_id, credit_account_id, currency, amount, phase, pending_id)
  SELECT t.id, p_journal_id, t.ord, t.debit, t.credit, t.currency, t.amount, t.phase, t.pending_id
  FROM unnest(p_ids, p_debits, p_credits, p_currencies, p_amounts, p_phases, p_pending_ids)
    WITH ORDINALITY AS t(id, debit, credit, currency, amount, phase, pending_id, ord);

  UPDATE ledger_accounts a
  SET debits_pending = a.debits_pending + d.dp,
      debits_posted = a.debits_posted + d.dpo,
      credits_pending = a.credits_pending + d.cp,
      credits_posted = a.credits_posted + d.cpo,
      updated_at = now()
  FROM (
    SELECT account_id, sum(dp) AS dp, sum(dpo) AS dpo, sum(cp) AS cp, sum(cpo) AS cpo
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
