import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyContextConfig, FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { API_KEY_POLICY, type LimitAction, type LimitName, type LimitRule } from '../infra/rate-limit.js';
import { MACHINE_PATH } from './route-mount.js';
import { ErrorEnvelope, SelfErrorBody, SUCCESS_ENVELOPES } from './envelope.js';
import { declaredErrorCodes, messageFor, selfCodeOf, statusOf } from '../core/errors.js';
import {
  byStatus,
  errorCodesOf,
  IDEMPOTENCY_HEADER,
  PORTAL_PATH,
  secureChannelUse,
  SELF_PATH,
  type RouteKindCodes,
  type SecureChannelUse,
  type StatusCodes,
} from './operation-contract.js';
import { ERROR_CODES_KEYWORD, routeErrorCodes } from './responses.js';

export interface OpenapiOptions {
  /** Route groups whose bodies must arrive encrypted (`SECURE_CHANNEL_REQUIRED`). */
  secureChannelRequiredGroups: readonly string[];
  /** The rate-limit rules in force, read when the document is built. */
  rateLimitRules: () => Readonly<Record<LimitName, LimitRule>>;
  /** Codes modules raise for a kind of route (encrypted body, step-up, idempotency key). */
  routeKindCodes: RouteKindCodes;
  /** The most requests per second an API key may make (API_KEY_RATE_LIMIT_CEILING): the machine API's stated quota. */
  machineRateLimitCeiling: number;
  /** The `webhooks` section: requests our servers send to partners (OpenAPI 3.1). */
  webhooks?: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The machine API's OpenAPI document (`/api/v1/openapi.json`): its paths only, with API key security. */
    machineSwagger(): Record<string, unknown>;
  }
}

type Schema = Record<string, unknown>;
type HeadersSchema = { properties?: Record<string, Schema>; required?: string[] };

/**
 * What a caller must present, per route: the portal access code on every
 * portal path (ingress checks it first), a bearer token where the auth guard
 * runs; user-self paths take only the token; health and JWKS take nothing.
 */
function securityOf(url: string, auth: unknown): Array<Record<string, string[]>> {
  if (MACHINE_PATH.test(url)) return [{ apiKey: [] }];
  const portal = PORTAL_PATH.test(url);
  if (auth) return [portal ? { portalAccessCode: [], bearer: [] } : { bearer: [] }];
  return portal ? [{ portalAccessCode: [] }] : [];
}

interface Policy {
  name: LimitName | typeof API_KEY_POLICY;
  quota: number;
  windowSec: number;
}

function policiesOf(action: LimitAction | undefined, rules: Readonly<Record<LimitName, LimitRule>>): Policy[] {
  if (!action) return [];
  return (Object.keys(rules) as LimitName[])
    .filter((name) => name.startsWith(`${action}.`))
    .map((name) => ({ name, quota: rules[name].points, windowSec: rules[name].durationSec }));
}

const REQUEST_ID = { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,128}$', maxLength: 128 };
const SESSION_ID = { type: 'string', pattern: '^[\\x21-\\x7e]{1,64}$', maxLength: 64 };

/** Header parameters the route's schema leaves to the guards and hooks that enforce them. */
function documentedHeaders(headers: HeadersSchema | undefined, config: FastifyContextConfig, channel: SecureChannelUse): HeadersSchema {
  const properties: Record<string, Schema> = { ...headers?.properties };
  const required = new Set(headers?.required ?? []);
  const group = config.secureChannelGroup;
  const encryptable = channel !== 'none';
  const enforced = channel === 'required';
  properties['x-request-id'] = {
    ...REQUEST_ID,
    description:
      'Id of this request, echoed in the response (one is generated when absent or malformed). Required with an encrypted body: it is part of the AES-GCM additional data.',
  };
  if (encryptable) {
    const rule = group
      ? `Secure-channel group \`${group}\`: ${enforced ? 'enforced here, so the body must be encrypted (400 `SECURE_CHANNEL.REQUIRED` otherwise)' : 'the body must be encrypted where `SECURE_CHANNEL_REQUIRED` lists it (400 `SECURE_CHANNEL.REQUIRED` otherwise)'}.`
      : 'The body may be sent encrypted.';
    properties['x-secure-channel-session-id'] = {
      ...SESSION_ID,
      description: `Secure-channel session id: the body is then \`{iv, ciphertext}\` (AES-256-GCM) and X-Request-Id is required. ${rule} Either this header or its alias X-SC-Session-Id; when both are sent they must be equal.`,
    };
    properties['x-sc-session-id'] = { ...SESSION_ID, description: 'Alias of X-Secure-Channel-Session-Id (spec 4.1); when both are sent they must be equal.' };
    if (enforced) {
      required.add('x-secure-channel-session-id');
      required.add('x-request-id');
    }
  }
  if (config.workspace) {
    // Documents the ids that can succeed; the guard answers anything else with 403 ACCESS.WORKSPACE_DENIED, not a validation error.
    properties['x-workspace-id'] = { ...properties['x-workspace-id'], pattern: '^ws_[0-9A-HJKMNP-TV-Z]{26}$', maxLength: 29 };
  }
  if (config.workspace === 'required') required.add('x-workspace-id');
  return { ...headers, type: 'object', properties, required: [...required] } as HeadersSchema;
}

/** The RateLimit fields of a rate-limited operation; `required` where every such answer carries them. */
function rateLimitHeaders(policies: Policy[], when: string, required = false): Record<string, Schema> {
  if (policies.length === 0) return {};
  const items = (field: (policy: Policy) => string) => policies.map(field).join(', ');
  return {
    'RateLimit-Policy': {
      required,
      type: 'string',
      maxLength: 512,
      description: `The quota policies this request counts against (draft-ietf-httpapi-ratelimit-headers, structured-field list), ${when}: \`${items((p) => `"${p.name}";q=${p.quota};w=${p.windowSec}`)}\` with this server's rules.`,
    },
    RateLimit: {
      required,
      type: 'string',
      maxLength: 512,
      description: `What is left of each policy, ${when}: \`${items((p) => `"${p.name}";r=<remaining>;t=<seconds until the window ends>`)}\`.`,
    },
  };
}

const RETRY_AFTER: Schema = { type: 'integer', format: 'int32', minimum: 1, maximum: 86_400, description: 'Seconds to wait before trying again' };

/** The success entry with the envelope's fixed fields as constants (what `ok`/`created`/`selfOk` send). */
function successEntry(entry: Schema, status: string, self: boolean, policies: Policy[]): Schema {
  const properties = entry.properties as Record<string, Schema> | undefined;
  const kind = self ? 'self' : status === '201' ? 'created' : 'ok';
  let documented = entry;
  if (properties && ['version', 'code', 'message', 'success', 'data'].every((field) => field in properties)) {
    const fixed = SUCCESS_ENVELOPES[kind];
    documented = {
      ...entry,
      properties: {
        ...properties,
        version: { type: 'string', const: fixed.version, description: 'Envelope version' },
        success: { type: 'boolean', const: true },
        code: { type: 'string', const: fixed.code },
        message: { type: 'string', const: fixed.message },
      },
    };
  }
  const headers = rateLimitHeaders(policies, 'on every answer of this operation', true);
  return Object.keys(headers).length ? { ...documented, headers } : documented;
}

/** `CODE`: its English message, for each code of the status; on user-self paths the 4-digit code sent, then the codes behind it. */
function describeGroup(group: StatusCodes, self: boolean): string {
  const meanings = group.codes.map((code) => (self ? `${code}: ${messageFor(code, 'en')}` : `\`${code}\`: ${messageFor(code, 'en')}`));
  return self ? `${group.sent.map((code) => `\`${code}\``).join(', ')} (${meanings.join('; ')})` : meanings.join('; ');
}

/** One failure status: the error body with its `code` limited to what this operation sends. */
function errorEntry(group: StatusCodes, self: boolean, policies: Policy[]): Schema {
  const headers: Record<string, Schema> = {};
  // Every 429 names its wait; a 503 does too, except Fastify's own answer while the server closes.
  if (group.status === 429) headers['Retry-After'] = { ...RETRY_AFTER, required: true };
  if (group.status === 503) headers['Retry-After'] = RETRY_AFTER;
  if (group.status === 429) Object.assign(headers, rateLimitHeaders(policies, 'exhausted (`r=0`) for the policy that refused; absent when the refusal is a login lock or a resend wait, which are no quota'));
  else if (group.status >= 400 && group.status < 500) Object.assign(headers, rateLimitHeaders(policies, 'when the request reached the limit check'));
  return {
    description: describeGroup(group, self),
    allOf: [
      { $ref: self ? 'SelfErrorBody' : 'ErrorEnvelope' },
      { type: 'object', properties: { code: { type: 'string', enum: group.sent } } },
    ],
    ...(Object.keys(headers).length ? { headers } : {}),
  };
}

interface Operation {
  tags?: string[];
  responses?: Record<string, { headers?: Record<string, { required?: boolean; schema?: Schema }> }>;
}

/** @fastify/swagger puts every keyword of a response header into its schema: `required` belongs to the header itself. */
function liftHeaderRequired(op: Operation): void {
  for (const response of Object.values(op.responses ?? {})) {
    for (const header of Object.values(response.headers ?? {})) {
      if (typeof header.schema?.required !== 'boolean') continue;
      if (header.schema.required) header.required = true;
      delete header.schema.required;
    }
  }
}

function hasHeader(headers: unknown, name: string): boolean {
  const properties = (headers as HeadersSchema | undefined)?.properties;
  return properties !== undefined && name in properties;
}

/** The operation as the document states it: every header, failure and constant derived from the route's declarations. */
function documentOperation(schema: FastifySchema, url: string, route: RouteOptions, options: OpenapiOptions): FastifySchema {
  const config = (route.config ?? {}) as FastifyContextConfig;
  const method = [route.method].flat()[0] ?? 'GET';
  const response = (schema.response ?? {}) as Record<string, Schema>;
  const self = SELF_PATH.test(url);
  const codes = errorCodesOf({
    method,
    url,
    config,
    hasIdempotencyKey: hasHeader(schema.headers, IDEMPOTENCY_HEADER),
    declared: routeErrorCodes(response),
  }, options.routeKindCodes);
  const policies: Policy[] = config.apiKey
    ? [{ name: API_KEY_POLICY, quota: options.machineRateLimitCeiling, windowSec: 1 }]
    : policiesOf(config.rateLimit, options.rateLimitRules());
  const responses: Record<string, Schema> = {};
  for (const [status, entry] of Object.entries(response)) {
    if (!/^[45]/.test(status)) responses[status] = successEntry(entry, status, self, policies);
  }
  const groups = byStatus(url, codes);
  for (const group of groups) responses[String(group.status)] = errorEntry(group, self, policies);
  const extensions: Schema = { [ERROR_CODES_KEYWORD]: [...new Set(groups.flatMap((group) => group.sent))] };
  if (policies.length) extensions['x-rate-limit'] = policies.map((p) => ({ policy: p.name, quota: p.quota, window: p.windowSec }));
  // A key's own quota may be lower than the ceiling the document states.
  if (config.apiKey) extensions['x-rate-limit-per-key'] = true;
  const channel = secureChannelUse({ method, config, hasBody: schema.body !== undefined }, options.secureChannelRequiredGroups);
  extensions['x-secure-channel'] = channel;
  if (config.secureChannelGroup && channel !== 'none') extensions['x-secure-channel-group'] = config.secureChannelGroup;
  if (config.stepUp) extensions['x-step-up'] = true;
  return {
    ...schema,
    headers: documentedHeaders(schema.headers as HeadersSchema | undefined, config, channel),
    response: responses,
    security: securityOf(url, config.auth),
    ...extensions,
  } as FastifySchema;
}

/** Top-level extension listing every code of the error registry (operations list theirs in `x-error-codes`). */
export const ERROR_REGISTRY_KEYWORD = 'x-error-registry';

/**
 * Every declared code with its status, the 4-digit code user-self paths send
 * for it and its English message, ordered by status then code: what a client
 * generates its closed union of codes from, including codes no operation of
 * the document answers (a preflight's refusal).
 */
function errorRegistry(): Array<{ code: string; status: number; selfCode: string; message: string }> {
  return declaredErrorCodes().map((code) => ({ code, status: statusOf(code), selfCode: selfCodeOf(code), message: messageFor(code, 'en') }));
}

type Paths = Record<string, Record<string, Operation>>;

/** The document with only the paths `keep` accepts, and the tags those use, in order of first use (Spectral operation-tag-defined). */
function withPaths<T extends { paths?: unknown }>(document: T, keep: (path: string) => boolean): T & { tags: Array<{ name: string }> } {
  const paths = Object.fromEntries(Object.entries((document.paths ?? {}) as Paths).filter(([path]) => keep(path)));
  const operations = Object.values(paths).flatMap((item) => Object.values(item ?? {}));
  const names = [...new Set(operations.flatMap((op) => op.tags ?? []))];
  return { ...document, paths, tags: names.map((name) => ({ name })) };
}

const MACHINE_INFO = {
  title: 'Partner Portal machine API',
  version: '1.0.0',
  description:
    "The partner portal's money and file operations for a workspace's own programs: `Authorization: Bearer <API key secret>`, " +
    "the key's workspace and scopes (no portal access code, no X-Workspace-Id). Same envelope (2.0.0), error codes and pagination as " +
    'the portal. Every key refusal answers 401 `ACCESS.TOKEN_INVALID` whatever the reason (the workspace audit trail records it); ' +
    'an address outside the key\'s allow-list 403 `ACCESS.IP_NOT_ALLOWED`; a scope the key lacks 403 `ACCESS.PERMISSION_DENIED`. ' +
    'Money creations require `Idempotency-Key`. Each key has a quota of requests per second (`RateLimit-Policy`, `RateLimit`; 429 with `Retry-After`).',
};

const API_KEY_SCHEME = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'API key',
  description: 'An API key secret (`pk_live_…` / `pk_test_…`) made in the portal (`POST /web/v1/partner/api-keys`); shown once at creation or rotation.',
} as const;

/** The machine API's document, cut from the full one: its paths, its own title and its one security scheme. */
function machineDocument(full: Record<string, unknown>): Record<string, unknown> {
  const components = (full.components ?? {}) as Record<string, unknown>;
  return {
    ...withPaths(full, (path) => MACHINE_PATH.test(path)),
    info: MACHINE_INFO,
    components: { ...components, securitySchemes: { apiKey: API_KEY_SCHEME } },
  };
}

/** The portal's document: everything but the machine API, whose security scheme it does not use. */
function portalDocument(full: Record<string, unknown>, webhooks: Record<string, unknown> | undefined): Record<string, unknown> {
  const components = (full.components ?? {}) as { securitySchemes?: Record<string, unknown> };
  const { apiKey: _machineOnly, ...securitySchemes } = components.securitySchemes ?? {};
  const document = { ...withPaths(full, (path) => !MACHINE_PATH.test(path)), components: { ...components, securitySchemes } };
  if (!webhooks) return document;
  // The requests our servers send to partners (built from TypeBox schemas by the events module).
  const tags = document.tags.some((tag) => tag.name === 'Webhooks') ? document.tags : [...document.tags, { name: 'Webhooks' }];
  return { ...document, tags, webhooks };
}

/** OpenAPI 3.1, generated from the route schemas and declarations; served as JSON and as an interactive reference. */
async function openapi(app: FastifyInstance, options: OpenapiOptions): Promise<void> {
  // Both documents come from one generation (the library makes one per app): the machine API's is cut
  // from it when the portal's is made, and kept, as the library keeps the portal's.
  let machine: Record<string, unknown> | undefined;
  app.addSchema(ErrorEnvelope);
  app.addSchema(SelfErrorBody);
  // User-self failures have their own body: a route's declared error entries must serialize it.
  app.addHook('onRoute', (route) => {
    if (!SELF_PATH.test(route.url) || !route.schema?.response) return;
    const response = route.schema.response as Record<string, Schema>;
    for (const [status, entry] of Object.entries(response)) {
      if (/^[45]/.test(status) && entry.$ref === 'ErrorEnvelope') response[status] = { ...entry, $ref: 'SelfErrorBody' };
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Partner Portal API',
        version: '2.0.0',
        description:
          'Sign-in with MFA, secure channel, account security, workspaces and money. ' +
          'Every partner path needs `X-PORTAL-ACCESS-CODE`; failures answer the error envelope with a string `code` ' +
          '(user-self paths: a 4-digit `code`). Each operation lists the codes it can answer in `x-error-codes`; ' +
          '`x-error-registry` lists every code with its status. Each operation states in `x-secure-channel` whether its body ' +
          'must (`required`), may (`optional`) or cannot (`none`) travel through the secure channel under the configuration ' +
          'of the server that serves this document, and its route group in `x-secure-channel-group`.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'Access token from login/complete or token/refresh: a JWS (ES256 only) following the JWT best current practices of RFC8725: one algorithm, a `kid` from /.well-known/jwks.json, issuer, audience and expiry checked.',
          },
          portalAccessCode: { type: 'apiKey', in: 'header', name: 'X-PORTAL-ACCESS-CODE', description: 'Access code of the portal ingress (spec 5.1)' },
          // Only the machine API's document keeps it (portalDocument drops it).
          apiKey: API_KEY_SCHEME,
        },
      },
    },
    // Declares every tag the operations use, in order of first use (Spectral operation-tag-defined).
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const { openapiObject } = documentObject;
      const operations = Object.values(openapiObject.paths ?? {}).flatMap((item) => Object.values(item ?? {})) as Operation[];
      operations.forEach(liftHeaderRequired);
      const full = { ...openapiObject, [ERROR_REGISTRY_KEYWORD]: errorRegistry() };
      machine = machineDocument(full);
      return portalDocument(full, options.webhooks);
    },
    transform: ({ schema, url, route }) => {
      if (!schema || (schema as { hide?: boolean }).hide) return { schema, url };
      return { schema: documentOperation(schema, url, route, options), url };
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Two documents: the portal's, and the machine API's (its own, so a partner's integrator reads only what a key can call).
    uiConfig: {
      urls: [
        { url: '/web/v1/openapi.json', name: 'Partner portal API' },
        { url: '/api/v1/openapi.json', name: 'Machine API (API keys)' },
      ],
    },
    staticCSP: true,
    // Every asset is served from here: no third-party host (the validator badge, https: fonts or styles) is
    // needed, and upgrade-insecure-requests would break the page on the plain-HTTP dev server.
    transformStaticCSP: (header) =>
      header
        .replace(/ validator\.swagger\.io/g, '')
        .replace(/ https:/g, '')
        .replace(/\s*upgrade-insecure-requests;?/g, ''),
  });
  app.decorate('machineSwagger', () => {
    app.swagger();
    return machine ?? {};
  });
  app.get('/web/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.machineSwagger());
}

export const openapiPlugin = fp(openapi, { name: 'openapi', fastify: '5.x' });
