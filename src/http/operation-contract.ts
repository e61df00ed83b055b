import type { FastifyContextConfig } from 'fastify';
import { byStatusThenCode, selfCodeOf, statusOf, type ErrorCode } from '../core/errors.js';
import { ANY_MEMBER } from './workspace-guard.js';

/**
 * What an operation can answer besides success, derived from the route's own
 * declarations — the guards read the same `config` to decide what to refuse,
 * so the document cannot drift from them — plus the codes the route declares
 * for its own rules (`errorResponses(...)` in its response map).
 */

/** Paths behind the portal ingress: the access code is checked before anything else (src/http/ingress.ts). */
export const PORTAL_PATH = /^\/web\/v1\/(partner|operator|secure-channel)(\/|$)/;
/** User-self paths speak 4-digit codes and their own error body (spec 2.1, 4.5). */
export const SELF_PATH = /^\/web\/v1\/users\/self(\/|$)/;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * The header that makes a request idempotent (the IETF Idempotency-Key draft). A
 * wire name of the contract, like X-Workspace-Id: an operation whose headers
 * take it answers the IDEMPOTENCY.* codes below, and the idempotency module
 * reads the same name from here, so the document cannot name another header.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export interface RouteFacts {
  method: string;
  url: string;
  config: FastifyContextConfig;
  /** The route's headers schema takes an Idempotency-Key. */
  hasIdempotencyKey: boolean;
  /** Codes the route declares for its own rules. */
  declared: readonly ErrorCode[];
}

/** Codes every operation can answer: a malformed request, a failure of ours, load shed or a dependency down. */
const ALWAYS: ErrorCode[] = ['VALIDATION.INVALID_PARAMETER', 'SYSTEM.INTERNAL_ERROR', 'SYSTEM.UNAVAILABLE'];

/**
 * The codes of a route kind that a module raises on the plumbing's behalf,
 * given by the composition root so this file names no module's code: the
 * secure channel's decryption failures on any body, the auth module's step-up
 * refusal, the idempotency module's replay conflicts.
 */
export interface RouteKindCodes {
  encryptedBody: readonly ErrorCode[];
  stepUp: readonly ErrorCode[];
  idempotencyKey: readonly ErrorCode[];
}
const TOKEN: ErrorCode[] = ['ACCESS.TOKEN_MISSING', 'ACCESS.TOKEN_INVALID', 'ACCESS.TOKEN_EXPIRED', 'ACCESS.IP_NOT_ALLOWED'];

const methodsWithBody = (facts: RouteFacts) => BODY_METHODS.has(facts.method.toUpperCase());

/** True when the route can take a body the secure channel decrypts. */
export function takesEncryptedBody(facts: Pick<RouteFacts, 'method' | 'config'>): boolean {
  return BODY_METHODS.has(facts.method.toUpperCase()) && !facts.config.secureChannelExempt;
}

/**
 * What the secure channel means for an operation's body under the groups this
 * server enforces (`x-secure-channel`), as the hook (src/http/secure-channel-hook.ts)
 * decides it: `required`, a plaintext body is refused (the route's group is
 * enforced and the route takes a body); `optional`, plaintext or encrypted;
 * `none`, nothing to encrypt (no body method) or a body the channel never
 * decrypts (its own bootstrap, uploads).
 */
export type SecureChannelUse = 'required' | 'optional' | 'none';

export function secureChannelUse(facts: Pick<RouteFacts, 'method' | 'config'> & { hasBody: boolean }, enforcedGroups: readonly string[]): SecureChannelUse {
  if (!takesEncryptedBody(facts)) return 'none';
  const group = facts.config.secureChannelGroup;
  return group !== undefined && facts.hasBody && enforcedGroups.includes(group) ? 'required' : 'optional';
}

/** Every registry code the route can answer, ordered by status then code. */
export function errorCodesOf(facts: RouteFacts, kinds: RouteKindCodes): ErrorCode[] {
  const { config } = facts;
  const codes = new Set<ErrorCode>(ALWAYS);
  const add = (...list: ErrorCode[]) => list.forEach((code) => codes.add(code));
  // Liveness and readiness answer for themselves, never shed (src/http/load-shedding.ts).
  if (config.probe) codes.delete('SYSTEM.UNAVAILABLE');
  if (PORTAL_PATH.test(facts.url)) add('ACCESS.PORTAL_MISMATCH');
  if (methodsWithBody(facts)) add('VALIDATION.BODY_TOO_LARGE', 'VALIDATION.UNSUPPORTED_MEDIA_TYPE');
  if (takesEncryptedBody(facts)) {
    add(...kinds.encryptedBody);
    if (config.secureChannelGroup) add('SECURE_CHANNEL.REQUIRED');
  }
  if (config.auth) add(...TOKEN);
  // The machine API's key guard (src/http/api-key-guard.ts): one 401 for every unusable key, the allow-list, the scope, the quota.
  if (config.apiKey) add('ACCESS.TOKEN_MISSING', 'ACCESS.TOKEN_INVALID', 'ACCESS.IP_NOT_ALLOWED', 'RATE_LIMIT.EXCEEDED');
  if (config.apiKey && config.permission !== ANY_MEMBER) add('ACCESS.PERMISSION_DENIED');
  if (config.workspace) add('GA2031', 'ACCESS.WORKSPACE_DENIED');
  if (config.workspace && config.permission !== ANY_MEMBER) add('ACCESS.PERMISSION_DENIED');
  if (config.stepUp) add(...kinds.stepUp);
  if (config.rateLimit) add('RATE_LIMIT.EXCEEDED');
  if (facts.hasIdempotencyKey) add(...kinds.idempotencyKey);
  add(...facts.declared);
  return [...codes].sort(byStatusThenCode);
}

/** One documented failure status: the codes it carries as sent (4-digit on user-self paths) and the registry codes behind them. */
export interface StatusCodes {
  status: number;
  /** Codes as they appear in the body's `code`. */
  sent: string[];
  /** The registry codes, ordered by status then code. */
  codes: ErrorCode[];
}

/** Groups codes by HTTP status; on user-self paths the sent code is the 4-digit family code. */
export function byStatus(url: string, codes: readonly ErrorCode[]): StatusCodes[] {
  const self = SELF_PATH.test(url);
  const groups = new Map<number, StatusCodes>();
  for (const code of codes) {
    const status = statusOf(code);
    const group = groups.get(status) ?? { status, sent: [], codes: [] };
    const sent = self ? selfCodeOf(code) : code;
    if (!group.sent.includes(sent)) group.sent.push(sent);
    group.codes.push(code);
    groups.set(status, group);
  }
  return [...groups.values()].sort((a, b) => a.status - b.status);
}
