import type { Db } from '../../db/client.js';
import { createIdempotencyRepo } from './idempotency.repo.js';
import { createIdempotencyService } from './idempotency.service.js';

/** Idempotency keys of money-creating requests (docs/money.md "Idempotency"): no routes; money and operator routes use the service. */
export function idempotencyModule(deps: { db: Db }) {
  return { service: createIdempotencyService({ db: deps.db, repo: createIdempotencyRepo() }) };
}
