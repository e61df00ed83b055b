-- Schedules on the job queue (issue 17, docs/jobs.md "Schedules"): each schedule runs once per
-- interval across every instance. A run is a job keyed `schedule:<name>:<slot>` (one queued per
-- key); this table remembers the last slot that finished, so a job of a slot that already ran
-- (queued again by an instance that started late, or a retry overtaken by the next slot) does
-- nothing. It is also what `portal jobs schedules` shows.
CREATE TABLE schedule_runs (
  name         text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9-]{0,40}$'),
  -- The interval the last finished run belonged to: floor((epoch ms − phase) / interval).
  last_slot    bigint NOT NULL,
  last_rows    bigint NOT NULL CHECK (last_rows >= 0),
  finished_at  timestamptz NOT NULL
);

-- The purges and the expiry read by these columns alone; without them each run scans its table.
CREATE INDEX recharges_awaiting_expiry_idx ON recharges (expires_at) WHERE status = 'AWAITING_PAYMENT';
CREATE INDEX recharge_quotes_unused_expiry_idx ON recharge_quotes (expires_at) WHERE used_at IS NULL;
CREATE INDEX exchange_quotes_unused_expiry_idx ON exchange_quotes (expires_at) WHERE used_at IS NULL;
CREATE INDEX login_attempts_attempted_idx ON login_attempts (attempted_at);
CREATE INDEX outbox_created_idx ON outbox (created_at);
CREATE INDEX password_tokens_expiry_idx ON password_tokens (expires_at);
CREATE INDEX auth_sessions_expiry_idx ON auth_sessions (expires_at);
CREATE INDEX auth_sessions_ended_idx ON auth_sessions (ended_at) WHERE ended_at IS NOT NULL;
