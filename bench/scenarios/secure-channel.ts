import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import type { Request } from 'autocannon';
import { authed, defaultWorkspace, get, post, sessions } from './accounts.js';
import type { BenchTarget, Scenario } from './types.js';

/**
 * The secure channel's cost on one request: the same authenticated POST sent
 * encrypted (docs/secure-channel.md: AES-256-GCM under the session's key, a
 * fresh iv and X-Request-Id each time, AAD binding method, path, session and
 * request id) and in plaintext, both under autocannon at `connections`; the
 * ratio is encrypted p50 ÷ plaintext p50. The server's extra work is the
 * session lookup (cached), the GCM decryption and the INSERT that records the
 * iv and request id against replays.
 *
 * The endpoint is `POST referrals/mine/query`: authenticated, workspace-
 * guarded, a small JSON body, read-only (two small queries), so it repeats
 * without limit and without row locks. A write on one row (profile update)
 * would serialize 50 connections on that row's lock, and that wait would
 * hide the channel's cost. The client encrypts with node:crypto synchronously
 * in setupRequest (a few µs), so autocannon sends a new envelope each time.
 *
 * One channel session per connection, used in turn, as a crowd of browsers
 * would each hold their own: a single session shared by 50 connections would
 * make every nonce INSERT check (FOR KEY SHARE) the same session row at once,
 * a contention no real client population produces.
 */
const PATH = '/web/v1/partner/referrals/mine/query';
const BODY = JSON.stringify({ page: 0, size: 20 });
const CHANNEL = '/web/v1/secure-channel';

interface Channel {
  sessionId: string;
  key: Buffer;
}

/** Public key → a fresh AES-256 key wrapped with RSA-OAEP-256 → a session. */
async function openChannel(target: BenchTarget): Promise<Channel> {
  const { keyId, publicKey } = await get<{ keyId: string; publicKey: string }>(target, `${CHANNEL}/public-key`);
  const rsa = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
  const key = randomBytes(32);
  // oaepHash sets the MGF1 digest too: SHA-256 for both, as the protocol fixes.
  const encryptedKey = publicEncrypt({ key: rsa, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, key).toString('base64');
  const { sessionId } = await post<{ sessionId: string }>(target, `${CHANNEL}/session`, { keyId, encryptedKey });
  return { sessionId, key };
}

/** The `{iv, ciphertext}` envelope of `plaintext` for one request: a new random iv every call. */
function seal(channel: Channel, method: string, path: string, requestId: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', channel.key, iv);
  cipher.setAAD(Buffer.from(`${method} ${path}\n${channel.sessionId}\n${requestId}`, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return JSON.stringify({ iv: iv.toString('base64'), ciphertext: ciphertext.toString('base64') });
}

/** Checks one request of each kind before the load, so a mistake fails loudly instead of as 100 % errors. */
async function expectOk(target: BenchTarget, request: Request): Promise<void> {
  const sent = request.setupRequest?.(request, {}) ?? request;
  const response = await fetch(`${target.url}${sent.path}`, { method: sent.method, headers: sent.headers, body: sent.body });
  if (!response.ok) throw new Error(`${sent.path} answered ${response.status} ${await response.text()}`);
}

export const secureChannelScenario: Scenario = {
  name: 'secure-channel POST',
  description: 'POST referrals/mine/query encrypted (AES-256-GCM, one-time iv and request id) vs the same in plaintext',
  target: '≤ 1.3 × the plaintext latency',
  maxLatencyRatio: 1.3,
  async prepare(target) {
    const [session] = await sessions(target, 1);
    const plain = authed(target, session!, await defaultWorkspace(target, session!));
    const channels: Channel[] = [];
    // In turn, not at once: each open is an RSA decryption on the server's thread pool.
    for (let i = 0; i < target.connections; i++) channels.push(await openChannel(target));
    let sequence = 0;
    const plaintext: Request = { method: 'POST', path: PATH, headers: { ...plain, 'content-type': 'application/json' }, body: BODY };
    const encrypted: Request = {
      method: 'POST',
      path: PATH,
      headers: plaintext.headers,
      setupRequest(req) {
        const requestId = `bench-${++sequence}`;
        const channel = channels[sequence % channels.length]!;
        const sealed = { 'x-secure-channel-session-id': channel.sessionId, 'x-request-id': requestId };
        return { ...req, headers: { ...req.headers, ...sealed }, body: seal(channel, 'POST', PATH, requestId, BODY) };
      },
    };
    await expectOk(target, plaintext);
    await expectOk(target, encrypted);
    return { requests: [encrypted], reference: { label: 'plaintext', requests: [plaintext] } };
  },
};
