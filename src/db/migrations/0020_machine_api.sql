-- The machine API (/api/v1, issue 18): a key's own rate limit, where it was
-- last used from, and how many requests it made per day.

-- Requests per second this key may make; NULL: the operator's ceiling
-- (API_KEY_RATE_LIMIT_CEILING). The ceiling is checked by the service, since
-- an operator may lower it after keys were made (the lower value then wins).
ALTER TABLE api_keys ADD COLUMN rate_limit_per_second integer CHECK (rate_limit_per_second BETWEEN 1 AND 100000);
ALTER TABLE api_keys ADD COLUMN last_used_ip text CHECK (length(last_used_ip) <= 64);

-- Requests per key per UTC day; instances add their counts in batches
-- (at most once a minute per key), never a write per request.
CREATE TABLE api_key_usage (
  api_key_id     text NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  day            date NOT NULL,
  request_count  bigint NOT NULL CHECK (request_count >= 0),
  PRIMARY KEY (api_key_id, day)
);
