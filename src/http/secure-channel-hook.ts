import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyRequest,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawServerDefault,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/errors.js';
import { invalidParameter } from '../core/common.errors.js';
import type { SecureChannelGroup } from './secure-channel-groups.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Route group for `SECURE_CHANNEL_REQUIRED` (e.g. `auth`, `password`):
     * when the group is listed there, a plaintext body is refused with 400
     * SECURE_CHANNEL.REQUIRED. Set per route (`config: { secureChannelGroup: 'auth' }`)
     * or for a whole plugin with `inSecureChannelGroup()`.
     */
    secureChannelGroup?: SecureChannelGroup;
    /** The channel's own bootstrap routes: their body and session header are never an encrypted request. */
    secureChannelExempt?: boolean;
  }
}

/** What the hook hands to the channel; the channel authenticates, decrypts and refuses replays. */
export interface BodyDecryptor {
  decrypt(request: {
    sessionId: string;
    requestId: string;
    method: string;
    path: string;
    iv: Buffer;
    ciphertext: Buffer;
  }): Promise<Buffer>;
}

export interface SecureChannelHookOptions {
  channel: BodyDecryptor;
  /** Route groups whose bodies must arrive encrypted. */
  requiredGroups: readonly SecureChannelGroup[];
}

/** AES-GCM parameters of the protocol (DESIGN.md). */
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The secure-channel session id of a request, from `X-Secure-Channel-Session-Id`
 * or its short form `X-SC-Session-Id`; two different ids are refused.
 */
export function secureChannelSessionId(request: FastifyRequest): string | undefined {
  const long = request.headers['x-secure-channel-session-id'];
  const short = request.headers['x-sc-session-id'];
  const values = [long, short].filter((value): value is string => typeof value === 'string' && value !== '');
  if (values.length === 2 && values[0] !== values[1]) {
    throw invalidParameter('header.x-secure-channel-session-id and header.x-sc-session-id differ');
  }
  return values[0];
}

/** Strict base64 (standard alphabet, padded): one text per byte string, so a replayed iv cannot hide behind another spelling. */
export function decodeBase64(text: string): Buffer | undefined {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : undefined;
}

function base64Field(body: Record<string, unknown>, name: string, check: (bytes: Buffer) => boolean, expect: string): Buffer {
  const text = body[name];
  if (typeof text !== 'string') throw invalidParameter(`body.${name} is required (${expect})`);
  const bytes = decodeBase64(text);
  if (!bytes || !check(bytes)) throw invalidParameter(`body.${name} must be ${expect}`);
  return bytes;
}

/** An encrypted body is exactly `{iv, ciphertext}`; anything else is a malformed request, not a decryption failure. */
function readEnvelope(body: unknown): { iv: Buffer; ciphertext: Buffer } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidParameter('body must be {"iv", "ciphertext"} with a secure-channel session header');
  }
  const record = body as Record<string, unknown>;
  const extra = Object.keys(record).find((key) => key !== 'iv' && key !== 'ciphertext');
  if (extra !== undefined) throw invalidParameter(`body.${extra} is not allowed in an encrypted body`);
  return {
    iv: base64Field(record, 'iv', (bytes) => bytes.length === IV_BYTES, 'base64 of 12 bytes'),
    ciphertext: base64Field(record, 'ciphertext', (bytes) => bytes.length >= TAG_BYTES, 'base64 of ciphertext and 16-byte tag'),
  };
}

/** The caller's own X-Request-Id: it is part of the AAD, so one the ingress had to replace cannot be used. */
function clientRequestId(request: FastifyRequest): string {
  const sent = request.headers['x-request-id'];
  if (typeof sent !== 'string' || sent !== request.id) {
    throw invalidParameter('header.x-request-id is required with an encrypted body (1-128 of A-Z a-z 0-9 . _ : -)');
  }
  return sent;
}

function requiresEncryption(request: FastifyRequest, required: ReadonlySet<string>): boolean {
  const group = request.routeOptions.config.secureChannelGroup;
  if (group === undefined || !required.has(group)) return false;
  return request.body !== undefined || request.routeOptions.schema?.body !== undefined;
}

async function secureChannelHook(app: FastifyInstance, options: SecureChannelHookOptions): Promise<void> {
  const required = new Set<string>(options.requiredGroups);
  // Once per start, so the operator sees what is (and is not) enforced.
  app.log.info({ secureChannelRequired: options.requiredGroups }, 'secure channel: plaintext bodies refused on these route groups');
  // Fastify's own JSON parser, with its __proto__ / constructor.prototype refusal.
  const parseJson = app.getDefaultJsonParser('error', 'error');

  const parsePlaintext = (request: FastifyRequest, plaintext: Buffer): unknown => {
    let text: string;
    try {
      text = utf8.decode(plaintext);
    } catch {
      throw invalidParameter('decrypted body is not UTF-8');
    }
    let result: { error: Error | null; value: unknown } = { error: null, value: undefined };
    void parseJson(request, text, (error, value) => {
      result = { error, value };
    });
    if (result.error) throw invalidParameter(text === '' ? 'decrypted body is empty' : 'decrypted body is not valid JSON');
    return result.value;
  };

  // preValidation: after the JSON parser, before schema validation, so routes see and validate the plaintext.
  app.addHook('preValidation', async (request) => {
    if (request.is404 || request.routeOptions.config.secureChannelExempt) return;
    const sessionId = secureChannelSessionId(request);
    if (sessionId === undefined) {
      if (requiresEncryption(request, required)) throw new AppError('SECURE_CHANNEL.REQUIRED');
      return;
    }
    // A bodiless request (GET, logout) under a session has nothing to decrypt.
    if (request.body === undefined) return;
    const envelope = readEnvelope(request.body);
    const plaintext = await options.channel.decrypt({
      sessionId,
      requestId: clientRequestId(request),
      method: request.method,
      path: request.url.split('?', 1)[0]!,
      ...envelope,
    });
    request.body = parsePlaintext(request, plaintext);
  });
}

export const secureChannelHookPlugin = fp(secureChannelHook, {
  name: 'secure-channel-hook',
  fastify: '5.x',
  dependencies: ['ingress', 'error-handler'],
});

/**
 * Puts every route a plugin registers into a secure-channel group (unless a
 * route names its own), e.g. `app.register(inSecureChannelGroup('password', passwordRoutes(deps)))`.
 */
export function inSecureChannelGroup<Provider extends FastifyTypeProvider = FastifyTypeProviderDefault>(
  group: SecureChannelGroup,
  plugin: FastifyPluginAsync<Record<never, never>, RawServerDefault, Provider>,
): FastifyPluginAsync<Record<never, never>, RawServerDefault, Provider> {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, secureChannelGroup: route.config?.secureChannelGroup ?? group };
    });
    await app.register(plugin);
  };
}
