import { PortalApiError } from './errors.js';
import { fromBase64, toBase64 } from './encoding.js';

/**
 * The secure channel of docs/secure-channel.md over WebCrypto: an RSA-OAEP-256 wrap of a fresh AES-256 key
 * opens a session; each chosen body travels as AES-256-GCM bound to `METHOD path\nsessionId\nrequestId`.
 */

/** Sends a plaintext JSON call of the channel's own (public-key, session); answers the envelope's `data`. */
export type ChannelTransport = (
  method: 'GET' | 'POST',
  path: string,
  options?: { body?: unknown; headers?: Record<string, string> },
) => Promise<unknown>;

/** WebCrypto's key type, named so both DOM and Node typings accept it. */
type CryptoKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

interface PublicKeyRecord {
  keyId: string;
  key: CryptoKey;
  /** Local clock, milliseconds. */
  expiresAt: number;
  /** The groups whose bodies the server requires encrypted, when it says (see ADVERTISED_GROUPS_FIELD). */
  requiredGroups: readonly string[] | undefined;
}

/**
 * SEAM (issue 15, server half): the field of the public-key answer in which the server advertises the
 * `SECURE_CHANNEL_REQUIRED` groups it enforces. A server that does not send it leaves the client on its
 * generated default (DEFAULT_REQUIRED_GROUPS, the production default).
 */
export const ADVERTISED_GROUPS_FIELD = 'requiredGroups';

function advertisedGroups(answer: Record<string, unknown>): readonly string[] | undefined {
  const groups = answer[ADVERTISED_GROUPS_FIELD];
  return Array.isArray(groups) && groups.every((group) => typeof group === 'string') ? groups : undefined;
}

interface Session {
  sessionId: string;
  key: CryptoKey;
  /** Local clock, milliseconds: opened + expiresIn − margin (the server's clock is not trusted for this). */
  renewAt: number;
}

export interface EncryptedBody {
  sessionId: string;
  /** The JSON text to send instead of the plaintext body. */
  body: string;
}

/** A session this close to its end (30 s, or a quarter of a short life) is replaced before use, so a request never races its expiry. */
const sessionMarginMs = (lifetimeSec: number) => Math.min(30_000, lifetimeSec * 250);
const encoder = new TextEncoder();

export class SecureChannel {
  private publicKey: Promise<PublicKeyRecord> | null = null;
  private session: Promise<Session> | null = null;

  constructor(
    private readonly transport: ChannelTransport,
    private readonly basePath = '/web/v1/secure-channel',
    /** Local clock, milliseconds since the epoch (tests move it instead of waiting). */
    private readonly now: () => number = Date.now,
  ) {}

  /** Encrypts `plaintext` (the JSON body) for `METHOD path` with `requestId`, opening a session if needed. */
  async encrypt(method: string, path: string, requestId: string, plaintext: string): Promise<EncryptedBody> {
    const session = await this.currentSession();
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const additionalData = encoder.encode(`${method.toUpperCase()} ${path}\n${session.sessionId}\n${requestId}`);
    const ciphertext = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData, tagLength: 128 },
      session.key,
      encoder.encode(plaintext),
    );
    return { sessionId: session.sessionId, body: JSON.stringify({ iv: toBase64(iv), ciphertext: toBase64(ciphertext) }) };
  }

  /** Forget `sessionId` (the server answered SECURE_CHANNEL.SESSION_NOT_FOUND): the next encrypt opens a new one. */
  invalidate(sessionId: string): void {
    const current = this.session;
    if (!current) return;
    void current.then(
      (session) => {
        if (session.sessionId === sessionId && this.session === current) this.session = null;
      },
      () => undefined,
    );
  }

  /**
   * The groups whose bodies the server requires encrypted, as its public-key answer advertises them
   * (undefined when it does not); fetches the key when none is cached.
   */
  async requiredGroups(): Promise<readonly string[] | undefined> {
    return (await this.currentPublicKey()).requiredGroups;
  }

  /** The current session id, if one is open (tests, diagnostics). */
  async sessionId(): Promise<string | undefined> {
    return this.session ? (await this.session.catch(() => undefined))?.sessionId : undefined;
  }

  /** Closes the session on the server (best effort) and forgets it. */
  async close(): Promise<void> {
    const current = this.session;
    this.session = null;
    const session = current ? await current.catch(() => undefined) : undefined;
    if (session) {
      await this.transport('POST', `${this.basePath}/session/close`, { headers: { 'x-sc-session-id': session.sessionId } }).catch(() => undefined);
    }
  }

  private currentSession(): Promise<Session> {
    const current = this.session;
    if (current) {
      return current.then((session) => {
        if (session.renewAt > this.now()) return session;
        if (this.session === current) this.session = null;
        return this.currentSession();
      });
    }
    // Single flight: concurrent requests wait for the same opening.
    const opening = this.open();
    this.session = opening;
    opening.catch(() => {
      if (this.session === opening) this.session = null;
    });
    return opening;
  }

  private async open(retried = false): Promise<Session> {
    const publicKey = await this.currentPublicKey();
    const raw = crypto.getRandomValues(new Uint8Array(32));
    const key = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt']);
    const encryptedKey = toBase64(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey.key, raw));
    raw.fill(0);
    try {
      const data = (await this.transport('POST', `${this.basePath}/session`, { body: { keyId: publicKey.keyId, encryptedKey } })) as {
        sessionId: string;
        expiresIn: number;
      };
      return { sessionId: data.sessionId, key, renewAt: this.now() + data.expiresIn * 1000 - sessionMarginMs(data.expiresIn) };
    } catch (error) {
      // The key was replaced and its grace ended since we fetched it: fetch it again, once.
      if (!retried && error instanceof PortalApiError && error.code === 'SECURE_CHANNEL.KEY_NOT_FOUND') {
        this.publicKey = null;
        return this.open(true);
      }
      throw error;
    }
  }

  private currentPublicKey(): Promise<PublicKeyRecord> {
    const current = this.publicKey;
    if (current) {
      return current.then((record) => {
        if (record.expiresAt > this.now()) return record;
        if (this.publicKey === current) this.publicKey = null;
        return this.currentPublicKey();
      });
    }
    const loading = this.loadPublicKey();
    this.publicKey = loading;
    loading.catch(() => {
      if (this.publicKey === loading) this.publicKey = null;
    });
    return loading;
  }

  private async loadPublicKey(): Promise<PublicKeyRecord> {
    const data = (await this.transport('GET', `${this.basePath}/public-key`)) as Record<string, unknown> & {
      keyId: string;
      publicKey: string;
      algorithm: string;
      expiresAt: string | null;
    };
    if (data.algorithm !== 'RSA-OAEP-256') throw new Error(`secure channel: unsupported algorithm ${data.algorithm}`);
    const key = await crypto.subtle.importKey('spki', fromBase64(data.publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    // Cached until the server says the key ends, and at most an hour (a rotation is then picked up soon).
    const expiresAt = Math.min(data.expiresAt ? Date.parse(data.expiresAt) || 0 : Number.POSITIVE_INFINITY, this.now() + 3_600_000);
    return { keyId: data.keyId, key, expiresAt, requiredGroups: advertisedGroups(data) };
  }
}
