import { execFile } from 'node:child_process';
import { constants, publicEncrypt, type webcrypto } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { portalHeaders, type JsonResponse, type TestServer } from './harness.js';
import { findSystemTool, OPENSSL } from './system-tools.js';

/*
 * A secure-channel client independent of the server's code, following
 * docs/secure-channel.md: the RSA-OAEP wrap is done by node:crypto's
 * publicEncrypt (the server unwraps with WebCrypto) or, where the test is
 * about interoperability, by the openssl CLI; the AES-GCM body encryption by
 * WebCrypto, exactly as a browser would.
 */

export const run = promisify(execFile);
export const subtle = globalThis.crypto.subtle;
const utf8 = new TextEncoder();

export const PLAIN = '/web/v1/secure-channel';
/** SHA-256 for both the OAEP digest and MGF1, as DESIGN.md fixes. */
export const OAEP_SHA256 = ['-pkeyopt', 'rsa_padding_mode:oaep', '-pkeyopt', 'rsa_oaep_md:sha256', '-pkeyopt', 'rsa_mgf1_md:sha256'];

export interface PublicKey {
  keyId: string;
  publicKey: string;
  algorithm: string;
  keySize: number;
  createdAt: string;
  expiresAt: string;
  /** The groups the server enforces (not in the spec; this server always sends it). */
  requiredGroups?: string[];
}

export interface Channel {
  sessionId: string;
  key: webcrypto.CryptoKey;
}

export interface SendOptions {
  method?: string;
  requestId?: string | null;
  iv?: Uint8Array;
  header?: string;
  /** Path the client binds into the AAD; defaults to the path requested. */
  aadPath?: string;
  /** Extra request headers (e.g. CF-Connecting-IP, Authorization). */
  headers?: Record<string, string>;
}

export const b64 = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');
let sequence = 0;
export const freshRequestId = () => `sc-test-${process.pid}-${++sequence}`;

export function pem(spkiBase64: string): string {
  return `-----BEGIN PUBLIC KEY-----\n${spkiBase64.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
}

/** RSA-OAEP (SHA-256, MGF1-SHA-256) of `secret` under the published key, with no system tool. */
export function wrapKey(spkiBase64: string, secret: Uint8Array): string {
  const key = { key: pem(spkiBase64), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' };
  return publicEncrypt(key, secret).toString('base64');
}

/** `openssl pkeyutl -encrypt` of `secret` under the published key; callers skip without openssl (system-tools.ts). */
export async function opensslWrap(spkiBase64: string, secret: Uint8Array, options = OAEP_SHA256): Promise<string> {
  const openssl = findSystemTool(OPENSSL);
  if (!openssl) throw new Error('opensslWrap needs openssl: skip the test with findSystemTool(OPENSSL)');
  const dir = await mkdtemp(join(tmpdir(), 'secure-channel-'));
  try {
    await writeFile(join(dir, 'public.pem'), pem(spkiBase64));
    await writeFile(join(dir, 'aes.key'), secret);
    const args = ['pkeyutl', '-encrypt', '-pubin', '-inkey', 'public.pem', '-in', 'aes.key', '-out', 'wrapped.bin', ...options];
    await run(openssl, args, { cwd: dir });
    return (await readFile(join(dir, 'wrapped.bin'))).toString('base64');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function publicKey(server: TestServer, family = PLAIN): Promise<PublicKey> {
  const res = await server.request(`${family}/public-key`, { headers: portalHeaders() });
  expect(res.status).toBe(200);
  return res.body.data as PublicKey;
}

export async function newAesKey(): Promise<{ key: webcrypto.CryptoKey; raw: Uint8Array }> {
  const key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  return { key, raw: new Uint8Array(await subtle.exportKey('raw', key)) };
}

export function openSession(server: TestServer, body: unknown, family = PLAIN): Promise<JsonResponse> {
  return server.request(`${family}/session`, { method: 'POST', headers: portalHeaders(), body });
}

export async function openChannel(server: TestServer, family = PLAIN): Promise<Channel> {
  const { keyId, publicKey: spki } = await publicKey(server, family);
  const { key, raw } = await newAesKey();
  const res = await openSession(server, { keyId, encryptedKey: wrapKey(spki, raw) }, family);
  expect(res.status).toBe(201);
  return { sessionId: res.body.data.sessionId, key };
}

export async function encrypt(channel: Channel, method: string, path: string, requestId: string, plaintext: string, iv: Uint8Array) {
  const additionalData = utf8.encode(`${method} ${path}\n${channel.sessionId}\n${requestId}`);
  const ciphertext = await subtle.encrypt({ name: 'AES-GCM', iv, additionalData, tagLength: 128 }, channel.key, utf8.encode(plaintext));
  return { iv: b64(iv), ciphertext: b64(ciphertext) };
}

export function send(server: TestServer, channel: Channel, path: string, envelope: unknown, requestId: string | null, options: SendOptions = {}) {
  const headers = portalHeaders({ ...options.headers, [options.header ?? 'x-secure-channel-session-id']: channel.sessionId });
  if (requestId !== null) headers['x-request-id'] = requestId;
  return server.request(path, { method: options.method ?? 'POST', headers, body: envelope });
}

/** Encrypts `body` (an object, or raw text) for `path` and sends it. */
export async function sendEncrypted(server: TestServer, channel: Channel, path: string, body: unknown, options: SendOptions = {}) {
  const method = options.method ?? 'POST';
  const requestId = options.requestId === undefined ? freshRequestId() : options.requestId;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const aadPath = options.aadPath ?? path.split('?')[0]!;
  const envelope = await encrypt(channel, method, aadPath, requestId ?? '', text, options.iv ?? crypto.getRandomValues(new Uint8Array(12)));
  return { res: await send(server, channel, path, envelope, requestId, options), envelope, requestId };
}

