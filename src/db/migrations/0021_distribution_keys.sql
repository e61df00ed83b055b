-- Distribution keys (issue 19, docs/scaling.md): every unique key and every
-- foreign key between two workspace tables carries workspace_id, so that the
-- schema can be distributed by workspace (Citus requires the distribution
-- column in both) without a rewrite. Where the rule cannot hold, the reason is
-- in test/schema-distribution.test.ts and docs/scaling.md.
--
-- On one PostgreSQL the composite keys are also a rule the single-column ones
-- did not state: a row may only point at a quote, channel, file, code or
-- wallet of its own workspace.

-- The (id, workspace_id) targets of the composite foreign keys below.
ALTER TABLE exchange_quotes ADD CONSTRAINT exchange_quotes_id_workspace_key UNIQUE (id, workspace_id);
ALTER TABLE recharge_quotes ADD CONSTRAINT recharge_quotes_id_workspace_key UNIQUE (id, workspace_id);
ALTER TABLE withdrawal_channels ADD CONSTRAINT withdrawal_channels_id_workspace_key UNIQUE (id, workspace_id);
ALTER TABLE referral_codes ADD CONSTRAINT referral_codes_id_workspace_key UNIQUE (id, workspace_id);
ALTER TABLE files ADD CONSTRAINT files_id_workspace_key UNIQUE (id, workspace_id);
-- System accounts have no workspace (NULL); a NULL never matches, and every
-- referencing column below is NOT NULL, so only wallets can be referenced.
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_id_workspace_key UNIQUE (id, workspace_id);

-- A quote is used once, within its workspace.
ALTER TABLE exchanges DROP CONSTRAINT exchanges_quote_id_key;
ALTER TABLE exchanges DROP CONSTRAINT exchanges_quote_id_fkey;
ALTER TABLE exchanges ADD CONSTRAINT exchanges_quote_key UNIQUE (workspace_id, quote_id);
ALTER TABLE exchanges ADD CONSTRAINT exchanges_quote_fkey
  FOREIGN KEY (quote_id, workspace_id) REFERENCES exchange_quotes (id, workspace_id);

ALTER TABLE recharges DROP CONSTRAINT recharges_quote_id_key;
ALTER TABLE recharges DROP CONSTRAINT recharges_quote_id_fkey;
ALTER TABLE recharges ADD CONSTRAINT recharges_quote_key UNIQUE (workspace_id, quote_id);
ALTER TABLE recharges ADD CONSTRAINT recharges_quote_fkey
  FOREIGN KEY (quote_id, workspace_id) REFERENCES recharge_quotes (id, workspace_id);

ALTER TABLE recharges DROP CONSTRAINT recharges_proof_file_fk;
ALTER TABLE recharges ADD CONSTRAINT recharges_proof_file_fk
  FOREIGN KEY (proof_file_id, workspace_id) REFERENCES files (id, workspace_id);

ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_channel_id_fkey;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_channel_fkey
  FOREIGN KEY (channel_id, workspace_id) REFERENCES withdrawal_channels (id, workspace_id);

ALTER TABLE referrals DROP CONSTRAINT referrals_referral_code_id_fkey;
ALTER TABLE referrals ADD CONSTRAINT referrals_referral_code_fkey
  FOREIGN KEY (referral_code_id, workspace_id) REFERENCES referral_codes (id, workspace_id);

-- Wallets of the workspace itself.
ALTER TABLE exchanges DROP CONSTRAINT exchanges_sell_wallet_id_fkey;
ALTER TABLE exchanges ADD CONSTRAINT exchanges_sell_wallet_fkey
  FOREIGN KEY (sell_wallet_id, workspace_id) REFERENCES ledger_accounts (id, workspace_id);
ALTER TABLE exchanges DROP CONSTRAINT exchanges_buy_wallet_id_fkey;
ALTER TABLE exchanges ADD CONSTRAINT exchanges_buy_wallet_fkey
  FOREIGN KEY (buy_wallet_id, workspace_id) REFERENCES ledger_accounts (id, workspace_id);
ALTER TABLE recharges DROP CONSTRAINT recharges_wallet_id_fkey;
ALTER TABLE recharges ADD CONSTRAINT recharges_wallet_fkey
  FOREIGN KEY (wallet_id, workspace_id) REFERENCES ledger_accounts (id, workspace_id);
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_wallet_id_fkey;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_wallet_fkey
  FOREIGN KEY (wallet_id, workspace_id) REFERENCES ledger_accounts (id, workspace_id);
ALTER TABLE wallet_adjustments DROP CONSTRAINT wallet_adjustments_wallet_id_fkey;
ALTER TABLE wallet_adjustments ADD CONSTRAINT wallet_adjustments_wallet_fkey
  FOREIGN KEY (wallet_id, workspace_id) REFERENCES ledger_accounts (id, workspace_id);
ALTER TABLE money_transfers DROP CONSTRAINT money_transfers_from_wallet_id_fkey;
ALTER TABLE money_transfers ADD CONSTRAINT money_transfers_from_wallet_fkey
  FOREIGN KEY (from_wallet_id, workspace_id) REFERENCES ledger_accounts (id, workspace_id);
-- The destination wallet belongs to the destination workspace. On Citus this
-- key spans two shards and cannot be enforced there (docs/scaling.md).
ALTER TABLE money_transfers DROP CONSTRAINT money_transfers_to_wallet_id_fkey;
ALTER TABLE money_transfers ADD CONSTRAINT money_transfers_to_wallet_fkey
  FOREIGN KEY (to_wallet_id, to_workspace_id) REFERENCES ledger_accounts (id, workspace_id);

-- memberships_role_same_workspace (role_id, workspace_id) already says all
-- this single-column key says.
ALTER TABLE memberships DROP CONSTRAINT memberships_role_id_fkey;

-- Wallet statements order an account's entries by (created_at, id)
-- (wallets.repo.ts), so the keys say so. They replace the (account, id)
-- indexes, which only that statement used: a posting writes no more index
-- entries than before.
DROP INDEX ledger_transfers_debit_idx;
DROP INDEX ledger_transfers_credit_idx;
CREATE INDEX ledger_transfers_debit_idx ON ledger_transfers (debit_account_id, created_at, id);
CREATE INDEX ledger_transfers_credit_idx ON ledger_transfers (credit_account_id, created_at, id);
