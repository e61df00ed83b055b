-- Durable background work (issue 17, docs/jobs.md): one table both engines run the same SQL on.
-- A job is enqueued in the transaction of the change that causes it, so a rolled-back change
-- leaves no job and a committed one always has its job. A runner claims due jobs with
-- FOR UPDATE SKIP LOCKED under a lease (locked_until): two runners never claim one job, and a
-- runner that died (kill -9) gives its jobs back when the lease runs out. A finished job is
-- deleted (its payload — a mail's code — goes with it); one that used its attempts up stays as
-- `dead` for `portal mail failed` / `portal mail retry`.
CREATE TABLE jobs (
  id            text PRIMARY KEY,
  task          text NOT NULL CHECK (task ~ '^[a-z][a-z0-9_.-]{0,62}$'),
  -- Sealed under MASTER_KEY (src/infra/secret-box.ts, bound to `job:<id>`): a mail job holds codes;
  -- `portal keys reencrypt` re-seals it like every `*_sealed` column.
  payload_sealed text NOT NULL,
  state         text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'dead')),
  attempts      integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts  integer NOT NULL CHECK (max_attempts BETWEEN 1 AND 100),
  run_at        timestamptz NOT NULL,
  locked_until  timestamptz,
  locked_by     text,
  -- The last failure, as the runner described it (never the payload).
  last_error    text,
  -- At most one queued job per key (schedules: one run per interval across instances).
  job_key       text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  failed_at     timestamptz
);

-- The runner's claim: queued jobs by due time.
CREATE INDEX jobs_due ON jobs (run_at) WHERE state = 'queued';
CREATE INDEX jobs_dead ON jobs (task, failed_at) WHERE state = 'dead';
CREATE UNIQUE INDEX jobs_one_queued_per_key ON jobs (job_key) WHERE state = 'queued' AND job_key IS NOT NULL;
