import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): `whsec_` + base64 of 32 random
 * bytes; `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed by those bytes.
 * Three lines of node:crypto: the `standardwebhooks` package (a pure-JS SHA-256) checks them in the
 * tests instead of signing here (docs/decisions.md).
 */
export const SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

export type SignedHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/** The three headers of one attempt; `timestampSeconds` is the attempt's time (receivers refuse old ones). */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): SignedHeaders {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': `v1,${signature}` };
}
