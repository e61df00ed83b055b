-- Money on top of the ledger (docs/money.md): idempotency keys, transfers,
-- withdrawal channels and withdrawals, recharge channels, quotes and
-- recharges, FX rates, exchange quotes and exchanges, wallet adjustments and
-- the operator audit log. Amounts are integer minor units in NUMERIC(38,0);
-- every balance change is a ledger journal, these tables hold the business
-- records and their states.

-- Idempotency-Key of money-creating POSTs. `scope` is the workspace (partner
-- calls) or `operator:<account>` (operator calls). A row is written IN_PROGRESS
-- before the work starts and COMPLETED with the response in the same
-- transaction as the ledger write; a failed request deletes its row.
CREATE TABLE idempotency_keys (
  scope            text NOT NULL CHECK (length(scope) BETWEEN 1 AND 100),
  idempotency_key  text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 255),
  request_hash     text NOT NULL CHECK (length(request_hash) = 64),
  state            text NOT NULL CHECK (state IN ('IN_PROGRESS', 'COMPLETED')),
  -- An IN_PROGRESS row whose lock lapsed belongs to a request that died: a retry may take it over.
  locked_until     timestamptz,
  response_status  integer,
  response_body    jsonb,
  created_at       timestamptz NOT NULL DEFAULT now(),
  expires_at       timestamptz NOT NULL,
  PRIMARY KEY (scope, idempotency_key),
  CONSTRAINT idempotency_keys_completed CHECK ((state = 'COMPLETED') = (response_status IS NOT NULL AND response_body IS NOT NULL))
);
CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at);

-- Wallet-to-wallet transfers between workspaces, settled at once (one SINGLE ledger transfer).
CREATE TABLE money_transfers (
  id                 text PRIMARY KEY,
  workspace_id       text NOT NULL REFERENCES workspaces (id),
  from_wallet_id     text NOT NULL REFERENCES ledger_accounts (id),
  to_workspace_id    text NOT NULL REFERENCES workspaces (id),
  to_wallet_id       text NOT NULL REFERENCES ledger_accounts (id),
  currency           text NOT NULL REFERENCES currencies (code),
  amount             numeric(38, 0) NOT NULL CHECK (amount > 0),
  fee                numeric(38, 0) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  status             text NOT NULL CHECK (status IN ('COMPLETED')),
  remark             text NOT NULL DEFAULT '' CHECK (length(remark) <= 200),
  journal_id         text REFERENCES ledger_journals (id),
  created_by         text NOT NULL REFERENCES accounts (id),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT money_transfers_distinct CHECK (from_wallet_id <> to_wallet_id)
);
CREATE INDEX money_transfers_workspace_idx ON money_transfers (workspace_id, created_at DESC, id DESC);
CREATE INDEX money_transfers_to_workspace_idx ON money_transfers (to_workspace_id, created_at DESC, id DESC);
CREATE INDEX money_transfers_from_wallet_idx ON money_transfers (from_wallet_id);
CREATE INDEX money_transfers_to_wallet_idx ON money_transfers (to_wallet_id);
CREATE INDEX money_transfers_currency_idx ON money_transfers (currency);
CREATE INDEX money_transfers_journal_idx ON money_transfers (journal_id);
CREATE INDEX money_transfers_created_by_idx ON money_transfers (created_by);
CREATE TRIGGER money_transfers_touch BEFORE UPDATE ON money_transfers FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- Where withdrawals are paid: destination details sealed with MASTER_KEY, a masked copy for display.
CREATE TABLE withdrawal_channels (
  id               text PRIMARY KEY,
  workspace_id     text NOT NULL REFERENCES workspaces (id),
  channel_type     text NOT NULL CHECK (channel_type IN ('BANK_ACCOUNT', 'CRYPTO_ADDRESS')),
  currency         text NOT NULL REFERENCES currencies (code),
  label            text NOT NULL CHECK (length(label) BETWEEN 1 AND 100),
  details_sealed   text NOT NULL,
  details_masked   jsonb NOT NULL,
  status           text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DISABLED')),
  created_by       text NOT NULL REFERENCES accounts (id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawal_channels_workspace_idx ON withdrawal_channels (workspace_id, created_at, id);
CREATE INDEX withdrawal_channels_currency_idx ON withdrawal_channels (currency);
CREATE INDEX withdrawal_channels_created_by_idx ON withdrawal_channels (created_by);
CREATE TRIGGER withdrawal_channels_touch BEFORE UPDATE ON withdrawal_channels FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- Fee and limits of withdrawals per currency, set by operators. No row: no fee, no limits.
CREATE TABLE withdrawal_fee_rules (
  currency     text PRIMARY KEY REFERENCES currencies (code),
  fixed_fee    numeric(38, 0) NOT NULL DEFAULT 0 CHECK (fixed_fee >= 0),
  fee_bps      integer NOT NULL DEFAULT 0 CHECK (fee_bps BETWEEN 0 AND 10000),
  min_amount   numeric(38, 0) NOT NULL DEFAULT 1 CHECK (min_amount > 0),
  max_amount   numeric(38, 0) CHECK (max_amount IS NULL OR max_amount >= min_amount),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER withdrawal_fee_rules_touch BEFORE UPDATE ON withdrawal_fee_rules FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- A withdrawal freezes amount + fee at creation (two PENDING ledger transfers,
-- wallet → payout clearing and wallet → fees); completion posts them, cancel,
-- reject and failure void them, a return credits the amount back.
CREATE TABLE withdrawals (
  id                   text PRIMARY KEY,
  workspace_id         text NOT NULL REFERENCES workspaces (id),
  wallet_id            text NOT NULL REFERENCES ledger_accounts (id),
  channel_id           text NOT NULL REFERENCES withdrawal_channels (id),
  currency             text NOT NULL REFERENCES currencies (code),
  amount               numeric(38, 0) NOT NULL CHECK (amount > 0),
  fee                  numeric(38, 0) NOT NULL CHECK (fee >= 0),
  status               text NOT NULL CHECK (status IN ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED', 'REJECTED', 'RETURNED')),
  remark               text NOT NULL DEFAULT '' CHECK (length(remark) <= 200),
  -- PENDING ledger transfers holding the amount and the fee (the fee one is NULL when the fee is 0).
  hold_transfer_id     text NOT NULL REFERENCES ledger_transfers (id),
  fee_hold_transfer_id text REFERENCES ledger_transfers (id),
  status_reason        text CHECK (length(status_reason) <= 500),
  external_reference   text CHECK (length(external_reference) <= 200),
  created_by           text NOT NULL REFERENCES accounts (id),
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  completed_at         timestamptz
);
CREATE INDEX withdrawals_workspace_idx ON withdrawals (workspace_id, created_at DESC, id DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, created_at);
CREATE INDEX withdrawals_wallet_idx ON withdrawals (wallet_id);
CREATE INDEX withdrawals_channel_idx ON withdrawals (channel_id);
CREATE INDEX withdrawals_currency_idx ON withdrawals (currency);
CREATE INDEX withdrawals_hold_idx ON withdrawals (hold_transfer_id);
CREATE INDEX withdrawals_fee_hold_idx ON withdrawals (fee_hold_transfer_id);
CREATE INDEX withdrawals_created_by_idx ON withdrawals (created_by);
CREATE TRIGGER withdrawals_touch BEFORE UPDATE ON withdrawals FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- Ways to pay money in, configured by operators.
CREATE TABLE recharge_channels (
  id            text PRIMARY KEY,
  currency      text NOT NULL REFERENCES currencies (code),
  method        text NOT NULL CHECK (method IN ('BANK_TRANSFER', 'CRYPTO', 'CARD')),
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  min_amount    numeric(38, 0) NOT NULL DEFAULT 1 CHECK (min_amount > 0),
  max_amount    numeric(38, 0) CHECK (max_amount IS NULL OR max_amount >= min_amount),
  fixed_fee     numeric(38, 0) NOT NULL DEFAULT 0 CHECK (fixed_fee >= 0),
  fee_bps       integer NOT NULL DEFAULT 0 CHECK (fee_bps BETWEEN 0 AND 10000),
  instructions  text NOT NULL DEFAULT '' CHECK (length(instructions) <= 2000),
  enabled       boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recharge_channels_currency_idx ON recharge_channels (currency);
CREATE TRIGGER recharge_channels_touch BEFORE UPDATE ON recharge_channels FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

CREATE TABLE recharge_quotes (
  id            text PRIMARY KEY,
  workspace_id  text NOT NULL REFERENCES workspaces (id),
  channel_id    text NOT NULL REFERENCES recharge_channels (id),
  currency      text NOT NULL REFERENCES currencies (code),
  amount        numeric(38, 0) NOT NULL CHECK (amount > 0),
  fee           numeric(38, 0) NOT NULL CHECK (fee >= 0),
  expires_at    timestamptz NOT NULL,
  -- Set once, by the recharge made from it: a quote is single use.
  used_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT recharge_quotes_fee_below_amount CHECK (fee < amount)
);
CREATE INDEX recharge_quotes_workspace_idx ON recharge_quotes (workspace_id);
CREATE INDEX recharge_quotes_channel_idx ON recharge_quotes (channel_id);
CREATE INDEX recharge_quotes_currency_idx ON recharge_quotes (currency);

-- A recharge: the partner pays `amount` into the channel; the wallet is credited
-- `amount − fee`. PENDING ledger credits while under review, posted on completion.
CREATE TABLE recharges (
  id                   text PRIMARY KEY,
  workspace_id         text NOT NULL REFERENCES workspaces (id),
  wallet_id            text NOT NULL REFERENCES ledger_accounts (id),
  channel_id           text NOT NULL REFERENCES recharge_channels (id),
  quote_id             text UNIQUE REFERENCES recharge_quotes (id),
  currency             text NOT NULL REFERENCES currencies (code),
  amount               numeric(38, 0) NOT NULL CHECK (amount > 0),
  fee                  numeric(38, 0) NOT NULL CHECK (fee >= 0),
  status               text NOT NULL CHECK (status IN ('AWAITING_PAYMENT', 'PROOF_SUBMITTED', 'UNDER_REVIEW', 'COMPLETED', 'REJECTED', 'CANCELLED', 'EXPIRED')),
  credit_transfer_id   text REFERENCES ledger_transfers (id),
  fee_transfer_id      text REFERENCES ledger_transfers (id),
  proof_file_id        text CHECK (length(proof_file_id) <= 64),
  status_reason        text CHECK (length(status_reason) <= 500),
  payment_reference    text NOT NULL CHECK (length(payment_reference) BETWEEN 1 AND 64),
  expires_at           timestamptz NOT NULL,
  created_by           text NOT NULL REFERENCES accounts (id),
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  completed_at         timestamptz,
  CONSTRAINT recharges_fee_below_amount CHECK (fee < amount)
);
CREATE INDEX recharges_workspace_idx ON recharges (workspace_id, created_at DESC, id DESC);
CREATE INDEX recharges_status_idx ON recharges (status, created_at);
CREATE INDEX recharges_wallet_idx ON recharges (wallet_id);
CREATE INDEX recharges_channel_idx ON recharges (channel_id);
CREATE INDEX recharges_currency_idx ON recharges (currency);
CREATE INDEX recharges_credit_idx ON recharges (credit_transfer_id);
CREATE INDEX recharges_fee_transfer_idx ON recharges (fee_transfer_id);
CREATE INDEX recharges_created_by_idx ON recharges (created_by);
CREATE TRIGGER recharges_touch BEFORE UPDATE ON recharges FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- Operator-managed FX rates: 1 unit of `sell_currency` buys `rate` units of `buy_currency`.
CREATE TABLE exchange_rates (
  sell_currency  text NOT NULL REFERENCES currencies (code),
  buy_currency   text NOT NULL REFERENCES currencies (code),
  rate           numeric(38, 18) NOT NULL CHECK (rate > 0),
  fee_bps        integer NOT NULL DEFAULT 0 CHECK (fee_bps BETWEEN 0 AND 10000),
  enabled        boolean NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sell_currency, buy_currency),
  CONSTRAINT exchange_rates_distinct CHECK (sell_currency <> buy_currency)
);
CREATE INDEX exchange_rates_buy_idx ON exchange_rates (buy_currency);
CREATE TRIGGER exchange_rates_touch BEFORE UPDATE ON exchange_rates FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

CREATE TABLE exchange_quotes (
  id             text PRIMARY KEY,
  workspace_id   text NOT NULL REFERENCES workspaces (id),
  sell_currency  text NOT NULL REFERENCES currencies (code),
  buy_currency   text NOT NULL REFERENCES currencies (code),
  -- What leaves the sell wallet (fee included) and what reaches the buy wallet.
  sell_amount    numeric(38, 0) NOT NULL CHECK (sell_amount > 0),
  buy_amount     numeric(38, 0) NOT NULL CHECK (buy_amount > 0),
  fee            numeric(38, 0) NOT NULL CHECK (fee >= 0),
  rate           numeric(38, 18) NOT NULL CHECK (rate > 0),
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz,
  created_by     text NOT NULL REFERENCES accounts (id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT exchange_quotes_fee_below_sell CHECK (fee < sell_amount)
);
CREATE INDEX exchange_quotes_workspace_idx ON exchange_quotes (workspace_id);
CREATE INDEX exchange_quotes_sell_idx ON exchange_quotes (sell_currency);
CREATE INDEX exchange_quotes_buy_idx ON exchange_quotes (buy_currency);
CREATE INDEX exchange_quotes_created_by_idx ON exchange_quotes (created_by);

CREATE TABLE exchanges (
  id               text PRIMARY KEY,
  workspace_id     text NOT NULL REFERENCES workspaces (id),
  quote_id         text NOT NULL UNIQUE REFERENCES exchange_quotes (id),
  sell_wallet_id   text NOT NULL REFERENCES ledger_accounts (id),
  buy_wallet_id    text NOT NULL REFERENCES ledger_accounts (id),
  sell_currency    text NOT NULL REFERENCES currencies (code),
  buy_currency     text NOT NULL REFERENCES currencies (code),
  sell_amount      numeric(38, 0) NOT NULL CHECK (sell_amount > 0),
  buy_amount       numeric(38, 0) NOT NULL CHECK (buy_amount > 0),
  fee              numeric(38, 0) NOT NULL CHECK (fee >= 0),
  rate             numeric(38, 18) NOT NULL CHECK (rate > 0),
  status           text NOT NULL CHECK (status IN ('COMPLETED')),
  journal_id       text NOT NULL REFERENCES ledger_journals (id),
  created_by       text NOT NULL REFERENCES accounts (id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exchanges_workspace_idx ON exchanges (workspace_id, created_at DESC, id DESC);
CREATE INDEX exchanges_sell_wallet_idx ON exchanges (sell_wallet_id);
CREATE INDEX exchanges_buy_wallet_idx ON exchanges (buy_wallet_id);
CREATE INDEX exchanges_sell_currency_idx ON exchanges (sell_currency);
CREATE INDEX exchanges_buy_currency_idx ON exchanges (buy_currency);
CREATE INDEX exchanges_journal_idx ON exchanges (journal_id);
CREATE INDEX exchanges_created_by_idx ON exchanges (created_by);

-- Operator credits and debits of a wallet: a journal against ADJUSTMENTS, never an edit.
CREATE TABLE wallet_adjustments (
  id            text PRIMARY KEY,
  workspace_id  text NOT NULL REFERENCES workspaces (id),
  wallet_id     text NOT NULL REFERENCES ledger_accounts (id),
  currency      text NOT NULL REFERENCES currencies (code),
  direction     text NOT NULL CHECK (direction IN ('CREDIT', 'DEBIT')),
  amount        numeric(38, 0) NOT NULL CHECK (amount > 0),
  reason        text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  journal_id    text NOT NULL REFERENCES ledger_journals (id),
  operator_id   text NOT NULL REFERENCES accounts (id),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_adjustments_workspace_idx ON wallet_adjustments (workspace_id);
CREATE INDEX wallet_adjustments_wallet_idx ON wallet_adjustments (wallet_id);
CREATE INDEX wallet_adjustments_currency_idx ON wallet_adjustments (currency);
CREATE INDEX wallet_adjustments_journal_idx ON wallet_adjustments (journal_id);
CREATE INDEX wallet_adjustments_operator_idx ON wallet_adjustments (operator_id);

-- Every operator action: who, what, when, before/after. Append-only.
CREATE TABLE operator_audit_log (
  id            text PRIMARY KEY,
  operator_id   text NOT NULL REFERENCES accounts (id),
  action        text NOT NULL CHECK (length(action) BETWEEN 1 AND 64),
  target_type   text NOT NULL CHECK (length(target_type) BETWEEN 1 AND 64),
  target_id     text NOT NULL CHECK (length(target_id) BETWEEN 1 AND 128),
  workspace_id  text REFERENCES workspaces (id),
  before_state  jsonb,
  after_state   jsonb,
  reason        text CHECK (length(reason) <= 500),
  request_id    text CHECK (length(request_id) <= 128),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_audit_log_created_idx ON operator_audit_log (created_at DESC, id DESC);
CREATE INDEX operator_audit_log_operator_idx ON operator_audit_log (operator_id);
CREATE INDEX operator_audit_log_workspace_idx ON operator_audit_log (workspace_id);
CREATE INDEX operator_audit_log_target_idx ON operator_audit_log (target_type, target_id);
CREATE TRIGGER operator_audit_log_append_only BEFORE UPDATE OR DELETE ON operator_audit_log
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER operator_audit_log_no_truncate BEFORE TRUNCATE ON operator_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER wallet_adjustments_append_only BEFORE UPDATE OR DELETE ON wallet_adjustments
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
