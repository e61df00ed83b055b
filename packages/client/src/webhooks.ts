import { fromBase64 } from './encoding.js';

/**
 * Checks a webhook the Partner Portal sent, per the Standard Webhooks specification: the
 * `webhook-signature` must carry a `v1,` HMAC-SHA256 of `webhook-id.webhook-timestamp.body` under the
 * endpoint's `whsec_` secret, and the timestamp must be close to now (a replayed old message is
 * refused). WebCrypto only, so it runs in Node 20+, Deno, Bun, workers and browsers alike.
 */

export interface VerifyWebhookOptions {
  /** Largest distance between `webhook-timestamp` and now, in seconds (default 300, as the specification suggests). */
  toleranceSeconds?: number;
  /** Now, in milliseconds since the epoch (default `Date.now()`). */
  now?: () => number;
}

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
}

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

const SECRET_PREFIX = 'whsec_';

function header(headers: WebhookHeaders, name: string): string {
  const value = headers instanceof Headers ? headers.get(name) : (headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]);
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) throw new WebhookVerificationError(`missing ${name} header`);
  return text;
}

function base64OrUndefined(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    return fromBase64(text);
  } catch {
    return undefined;
  }
}

/**
 * Answers the parsed payload when `body` (the raw request body, exactly as received) is signed by
 * `secret`; throws WebhookVerificationError otherwise. Deduplicate on `webhook-id`: a message may
 * arrive more than once (retries, redeliveries).
 */
export async function verifyWebhook<T = unknown>(secret: string, headers: WebhookHeaders, body: string, options: VerifyWebhookOptions = {}): Promise<T> {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  const now = Math.floor((options.now ?? Date.now)() / 1000);
  if (!(Math.abs(now - seconds) <= (options.toleranceSeconds ?? 300))) throw new WebhookVerificationError('webhook-timestamp is missing or too far from now');
  const keyBytes = base64OrUndefined(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret);
  if (!keyBytes) throw new WebhookVerificationError('the secret is not a whsec_ secret');
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${body}`);
  // Several signatures may be sent (a secret rotation): one valid v1 is enough. subtle.verify compares in constant time.
  for (const entry of signatures.split(' ')) {
    const [version, signature] = entry.split(',', 2);
    const bytes = version === 'v1' && signature ? base64OrUndefined(signature) : undefined;
    if (bytes && (await crypto.subtle.verify('HMAC', key, bytes, signed))) return JSON.parse(body) as T;
  }
  throw new WebhookVerificationError('no valid signature');
}
