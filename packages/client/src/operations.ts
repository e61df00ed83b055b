// Generated from openapi.json by `npm run openapi:types` (openapi-typescript). Do not edit.

/** `METHOD /path/template` of every operation that accepts an `Idempotency-Key` header. */
export const IDEMPOTENT_OPERATIONS: readonly string[] = [
  'POST /web/v1/operator/wallets/adjust',
  'POST /web/v1/partner/exchanges',
  'POST /web/v1/partner/recharges',
  'POST /web/v1/partner/transfers',
  'POST /web/v1/partner/withdrawals'
];
