import { readFileSync } from 'node:fs';
import { lintFromString } from '@redocly/openapi-core';
import { redoclyConfig } from './support/openapi-contract.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOpenApiDocument, serializeOpenApiDocument } from '../scripts/openapi-document.js';
import { generateClientFiles } from '../scripts/openapi-types.js';
import { declaredErrorCodes, messageFor, selfCodeOf, statusOf, type ErrorCode } from '../src/core/errors.js';
import { PRODUCTION_SECURE_CHANNEL_GROUPS } from '../src/http/secure-channel-groups.js';
import '../src/error-catalogue.js';
import { portalHeaders, startTestServer, type JsonResponse, type TestServer } from './support/harness.js';
import { signIn, startSignInServer } from './support/sign-in.js';
import { createAccount } from './support/workspaces.js';

/**
 * The committed openapi.json (and the client types generated from it) must be what the code produces now,
 * and must pass the lint. On failure: `npm run openapi`, review the diff, commit it.
 */
const root = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

interface Response {
  description?: string;
  content?: Record<string, { schema?: Record<string, unknown> }>;
  headers?: Record<string, unknown>;
}

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  responses?: Record<string, Response>;
  'x-error-codes'?: string[];
  'x-rate-limit'?: Array<{ policy: string; quota: number; window: number }>;
  'x-secure-channel'?: string;
  'x-secure-channel-group'?: string;
  requestBody?: unknown;
}

/** Operations with no failure to document: none (every operation can fail with 400, 500 and 503). */
const NO_ERROR_RESPONSES: Record<string, string> = {};

let committed: string;
let document: { paths: Record<string, Record<string, Operation>>; 'x-error-registry'?: Array<{ code: string; status: number; selfCode: string; message: string }> };

function operations(): Array<{ name: string; operation: Operation }> {
  const out: Array<{ name: string; operation: Operation }> = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) out.push({ name: `${method} ${path}${operation.operationId ? ` (${operation.operationId})` : ''}`, operation });
    }
  }
  return out;
}

/** `method path (operationId)` of a JSON pointer into the document, for lint messages. */
function operationAt(pointer: string): string {
  const match = /^#\/paths\/([^/]+)\/([a-z]+)/.exec(pointer);
  if (!match) return pointer || 'document';
  const path = decodeURIComponent(match[1]!).replace(/~1/g, '/').replace(/~0/g, '~');
  const operation = document.paths[path]?.[match[2]!];
  return `${match[2]} ${path}${operation?.operationId ? ` (${operation.operationId})` : ''}`;
}

beforeAll(() => {
  committed = read('openapi.json');
  document = JSON.parse(committed) as typeof document;
});

describe('committed OpenAPI document', () => {
  it('is what the route schemas generate (run `npm run openapi` after changing routes)', async () => {
    const generated = serializeOpenApiDocument(await generateOpenApiDocument());
    if (generated !== committed) {
      const was = committed.split('\n');
      const now = generated.split('\n');
      let line = 0;
      while (line < was.length && was[line] === now[line]) line++;
      const around = (lines: string[]) => lines.slice(Math.max(0, line - 3), line + 4).join('\n');
      expect.fail(
        `openapi.json is stale: run \`npm run openapi\` and commit the result. First difference at line ${line + 1}:\n` +
          `committed:\n${around(was)}\ngenerated:\n${around(now)}`,
      );
    }
  }, 120_000);

  it('has client types generated from it (run `npm run openapi:types`)', async () => {
    const files = await generateClientFiles(committed);
    expect(read('packages/client/src/schema.d.ts') === files.schema, 'packages/client/src/schema.d.ts is stale').toBe(true);
    expect(read('packages/client/src/operations.ts')).toBe(files.operations);
    expect(read('packages/client/src/error-codes.ts')).toBe(files.errorCodes);
  }, 60_000);

  it('passes the Redocly lint (recommended rules, operationId, 4xx responses)', async () => {
    const config = await redoclyConfig();
    const problems = await lintFromString({ source: committed, absoluteRef: 'openapi.json', config });
    const exempt = new Set(Object.keys(NO_ERROR_RESPONSES).map((name) => name.split(' ')[1]!));
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .filter((problem) => !(problem.ruleId === 'operation-4xx-response' && [...exempt].some((path) => problem.location[0]?.pointer?.includes(path.replace(/\//g, '~1')))))
      .map((problem) => `${operationAt(problem.location[0]?.pointer ?? '')}: ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? '?'})`);
    expect(errors).toEqual([]);
  });

  it('gives every operation an operationId and tags', () => {
    const violations = operations()
      .filter(({ operation }) => !operation.operationId || !operation.tags?.length)
      .map(({ name, operation }) => `${name}: ${operation.operationId ? '' : 'no operationId '}${operation.tags?.length ? '' : 'no tags'}`);
    expect(violations).toEqual([]);
  });

  it('documents error responses with the error envelope and the codes they carry', () => {
    const violations: string[] = [];
    for (const { name, operation } of operations()) {
      const errors = Object.entries(operation.responses ?? {}).filter(([status]) => /^[45]/.test(status));
      if (errors.length === 0 && !NO_ERROR_RESPONSES[name.replace(/ \(.*\)$/, '')]) violations.push(`${name}: no error response documented`);
      for (const [status, response] of errors) {
        if (!/`[A-Z0-9_]+(\.[A-Z0-9_]+)*`/.test(response.description ?? '')) violations.push(`${name}: ${status} names no error code`);
        if (!JSON.stringify(response.content ?? {}).includes('Error')) violations.push(`${name}: ${status} has no error body schema`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('gives every money amount an example', () => {
    const violations = new Set<string>();
    const amountName = /(amount|balance|fee)s?$/i;
    const hasExample = (schema: Record<string, unknown>): boolean => {
      if (schema.examples !== undefined || schema.example !== undefined) return true;
      const branches = (schema.anyOf ?? schema.oneOf) as Array<Record<string, unknown>> | undefined;
      if (!branches) return schema.type !== 'string';
      return branches.every((branch) => branch.type === 'null' || hasExample(branch));
    };
    const walk = (node: unknown, operation: string): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach((item) => walk(item, operation));
      const schema = node as Record<string, unknown>;
      for (const [field, property] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)) {
        if (amountName.test(field) && !hasExample(property)) violations.add(`${operation}: ${field} has no example`);
      }
      for (const value of Object.values(schema)) walk(value, operation);
    };
    for (const { name, operation } of operations()) walk(operation, name);
    expect([...violations]).toEqual([]);
  });
});

/** The operation of `operationId` in the committed document. */
function operation(operationId: string): Operation {
  const found = operations().find(({ operation }) => operation.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found.operation;
}

const header = (op: Operation, name: string) => op.parameters?.find((p) => p.in === 'header' && p.name.toLowerCase() === name.toLowerCase());
/** The `code` values the error body of `status` may carry. */
const codesAt = (op: Operation, status: string): string[] => {
  const schema = op.responses?.[status]?.content?.['application/json']?.schema as { allOf?: Array<{ properties?: { code?: { enum?: string[] } } }> } | undefined;
  return schema?.allOf?.[1]?.properties?.code?.enum ?? [];
};
const isSelf = (name: string) => name.includes(' /web/v1/users/self/');
const SELF_CODES = new Set(declaredErrorCodes().map((code) => selfCodeOf(code)));

describe('the contract each operation states', () => {
  it('names the failures the spec lists on the operations it lists them for', () => {
    expect(operation('loginInitiate')['x-error-codes']).toContain('AUTH.INVALID_CREDENTIALS');
    expect(codesAt(operation('loginInitiate'), '401')).toContain('AUTH.INVALID_CREDENTIALS');
    expect(operation('loginInitiate').responses?.['401']?.description).toContain('`AUTH.INVALID_CREDENTIALS`');
    for (const id of ['tokenRefresh', 'loginMfaSend', 'loginComplete', 'operatorTokenRefresh']) {
      expect(codesAt(operation(id), '404'), id).toContain('AUTH.SESSION_NOT_FOUND');
    }
    expect(codesAt(operation('secureChannelOpenSession'), '400')).toContain('SECURE_CHANNEL.INVALID_PAYLOAD');
    expect(codesAt(operation('getCurrentWorkspace'), '400')).toContain('GA2031');
    expect(codesAt(operation('listCountries'), '403')).toEqual(['ACCESS.PORTAL_MISMATCH']);
    expect(codesAt(operation('createTransfer'), '415')).toContain('VALIDATION.UNSUPPORTED_MEDIA_TYPE');
    expect(codesAt(operation('selfSessionConfig'), '401')).toEqual(['4010']);
  });

  it('lists only codes of the registry, each under the status the registry gives it (4-digit families on user-self paths)', () => {
    const violations: string[] = [];
    for (const { name, operation: op } of operations()) {
      const listed = op['x-error-codes'] ?? [];
      if (listed.length === 0) violations.push(`${name}: no x-error-codes`);
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (!/^[45]/.test(status)) continue;
        for (const code of codesAt(op, status)) {
          if (!listed.includes(code)) violations.push(`${name}: ${status} ${code} missing from x-error-codes`);
          if (isSelf(name) ? !SELF_CODES.has(code) : statusOf(code as ErrorCode) !== Number(status)) violations.push(`${name}: ${status} carries ${code}`);
          if (!response.description?.includes(isSelf(name) ? `\`${code}\`` : `\`${code}\``)) violations.push(`${name}: ${status} description does not name ${code}`);
        }
      }
      for (const code of listed) {
        const documented = Object.keys(op.responses ?? {}).some((status) => codesAt(op, status).includes(code));
        if (!documented) violations.push(`${name}: ${code} listed but under no response`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('documents 500 on every operation, the portal access code on every portal path, and what every guard of the route refuses', () => {
    const violations: string[] = [];
    for (const { name, operation: op } of operations()) {
      const self = isSelf(name);
      if (!codesAt(op, '500').includes(self ? '5000' : 'SYSTEM.INTERNAL_ERROR')) violations.push(`${name}: no 500`);
      const security = JSON.stringify(op.security ?? []);
      if (security.includes('bearer') && !codesAt(op, '401').includes(self ? '4010' : 'ACCESS.TOKEN_MISSING')) violations.push(`${name}: bearer without 401`);
      const portal = / \/web\/v1\/(partner|operator|secure-channel)\//.test(name);
      if (portal !== security.includes('portalAccessCode')) violations.push(`${name}: X-PORTAL-ACCESS-CODE ${portal ? 'missing' : 'where ingress does not check it'}`);
      if (portal && !codesAt(op, '403').includes('ACCESS.PORTAL_MISMATCH')) violations.push(`${name}: portal path without 403 ACCESS.PORTAL_MISMATCH`);
      if (header(op, 'x-workspace-id') && !codesAt(op, '400').includes('GA2031')) violations.push(`${name}: workspace route without GA2031`);
      if (header(op, 'idempotency-key') && !codesAt(op, '409').includes('IDEMPOTENCY.KEY_REUSED')) violations.push(`${name}: Idempotency-Key without 409`);
    }
    expect(violations).toEqual([]);
  });

  it('marks X-Workspace-Id required exactly where spec 4.1 requires it', () => {
    expect(header(operation('listWallets'), 'x-workspace-id')?.required).toBe(true);
    expect(header(operation('createApiKey'), 'x-workspace-id')?.required).toBe(true);
    expect(header(operation('setDefaultWorkspace'), 'x-workspace-id')?.required).toBe(true);
    expect(header(operation('getCurrentWorkspace'), 'x-workspace-id')?.required).toBe(false);
    expect(header(operation('listMyWorkspaces'), 'x-workspace-id')).toBeUndefined();
  });

  it('requires X-Client-Hash on the login steps and documents the secure-channel headers on encryptable bodies', () => {
    for (const id of ['loginInitiate', 'loginMfaSend', 'loginComplete', 'operatorLoginInitiate']) expect(header(operation(id), 'x-client-hash')?.required, id).toBe(true);
    for (const id of ['loginInitiate', 'passwordChange', 'createTransfer']) {
      expect(header(operation(id), 'x-secure-channel-session-id'), id).toBeDefined();
      expect(header(operation(id), 'x-sc-session-id'), id).toBeDefined();
      expect(header(operation(id), 'x-request-id'), id).toBeDefined();
    }
    expect(header(operation('uploadFile'), 'x-secure-channel-session-id')).toBeUndefined();
  });

  it('takes an Idempotency-Key on every money-creating POST', () => {
    for (const id of ['createTransfer', 'createWithdrawal', 'createExchange', 'createRecharge', 'operatorAdjustWallet']) {
      expect(header(operation(id), 'idempotency-key'), id).toBeDefined();
    }
  });

  it('documents Retry-After on every 429 and 503, and the RateLimit fields on every answer of a rate-limited operation', () => {
    const violations: string[] = [];
    for (const { name, operation: op } of operations()) {
      for (const status of ['429', '503']) {
        const response = op.responses?.[status];
        if (response && !response.headers?.['Retry-After']) violations.push(`${name}: ${status} without Retry-After`);
      }
      const retryAfter = op.responses?.['429']?.headers?.['Retry-After'] as { required?: boolean } | undefined;
      if (retryAfter && !retryAfter.required) violations.push(`${name}: Retry-After not required on 429`);
      if (!op['x-rate-limit']) continue;
      if (!op.responses?.['429']) violations.push(`${name}: rate-limited without 429`);
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (/^[24]/.test(status) && !(response.headers?.['RateLimit'] && response.headers['RateLimit-Policy'])) violations.push(`${name}: ${status} without RateLimit`);
      }
    }
    expect(violations).toEqual([]);
    expect(operation('loginInitiate')['x-rate-limit']).toEqual([
      { policy: 'login.ip', quota: 30, window: 300 },
      { policy: 'login.email', quota: 10, window: 300 },
    ]);
  });

  it('states the success envelope of each operation as constants', () => {
    const fixed = (id: string, status: string) => {
      const properties = operation(id).responses?.[status]?.content?.['application/json']?.schema?.properties as Record<string, { enum?: unknown[]; const?: unknown }>;
      return ['version', 'code', 'message'].map((field) => properties[field]?.const ?? properties[field]?.enum?.[0]);
    };
    expect(fixed('listWallets', '200')).toEqual(['2.0.0', '2000', 'Success']);
    expect(fixed('createTransfer', '201')).toEqual(['2.0.0', '2001', 'Created']);
    expect(fixed('operatorListCurrencies', '200')).toEqual(['2.0.0', '2000', 'Success']);
    expect(fixed('selfSessionConfig', '200')).toEqual(['1.3.0', '2000', 'SUCCESS']);
  });

  it("states on every operation what the secure channel means for its body under production's default groups (x-secure-channel)", () => {
    const violations: string[] = [];
    for (const { name, operation: op } of operations()) {
      const group = op['x-secure-channel-group'];
      const enforced = group !== undefined && (PRODUCTION_SECURE_CHANNEL_GROUPS as readonly string[]).includes(group) && op.requestBody !== undefined;
      // The channel's own bootstrap names the session header for another purpose (which session to close).
      const bootstrap = / \/web\/v1\/(partner\/)?secure-channel\//.test(name);
      const expected = enforced ? 'required' : header(op, 'x-secure-channel-session-id') && !bootstrap ? 'optional' : 'none';
      if (op['x-secure-channel'] !== expected) violations.push(`${name}: x-secure-channel ${String(op['x-secure-channel'])}, expected ${expected}`);
      if (expected === 'required' && !header(op, 'x-secure-channel-session-id')?.required) violations.push(`${name}: required without a required session header`);
    }
    expect(violations).toEqual([]);
    const use = (id: string) => operation(id)['x-secure-channel'];
    expect([use('loginInitiate'), use('passwordChange'), use('registerStart'), use('operatorLoginInitiate')]).toEqual(['required', 'required', 'required', 'required']);
    // Outside production's groups; bodiless in an enforced group (a body, if sent, must still be encrypted).
    expect([use('createTransfer'), use('updateWorkspace'), use('logout')]).toEqual(['optional', 'optional', 'optional']);
    // Nothing to encrypt, or a body the channel never decrypts.
    expect([use('listWallets'), use('uploadFile'), use('secureChannelOpenSession'), use('partnerSecureChannelPublicKey')]).toEqual(['none', 'none', 'none', 'none']);
  });

  it('lists every code of the registry with its status, user-self code and English message at the top (x-error-registry)', () => {
    const registry = document['x-error-registry'] ?? [];
    expect(registry).toEqual(declaredErrorCodes().map((code) => ({ code, status: statusOf(code), selfCode: selfCodeOf(code), message: messageFor(code, 'en') })));
    const known = new Set(registry.flatMap((entry) => [entry.code, entry.selfCode]));
    const unknown = operations().flatMap(({ name, operation: op }) => (op['x-error-codes'] ?? []).filter((code) => !known.has(code)).map((code) => `${name}: ${code}`));
    expect(unknown).toEqual([]);
    // A code no operation answers: the refusal of a preflight from an unlisted origin.
    expect(registry.find((entry) => entry.code === 'ACCESS.ORIGIN_NOT_ALLOWED')).toMatchObject({ status: 403, selfCode: '4030' });
  });

  it("gives downloadFile the media types an upload may have, not a generic one", () => {
    expect(Object.keys(operation('downloadFile').responses?.['200']?.content ?? {})).toEqual(['application/pdf', 'image/png', 'image/jpeg']);
  });
});

type Json = Record<string, unknown>;

/** `schema` with every `#/components/schemas/…` reference of `doc` inlined, for a standalone validator. */
function inline(schema: unknown, doc: Json): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inline(item, doc));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    const { $ref: _ignored, ...rest } = schema as Json;
    const target = ((doc.components as Json).schemas as Json)[ref.slice('#/components/schemas/'.length)];
    return { ...(inline(target, doc) as Json), ...(inline(rest, doc) as Json) };
  }
  return Object.fromEntries(Object.entries(schema as Json).map(([key, value]) => [key, inline(value, doc)]));
}

describe('what the server sends, against the document it serves', () => {
  let server: TestServer;
  let served: Json;
  let token: string;
  const ajv = addFormats.default(new Ajv2020({ strict: false, allErrors: true }));

  beforeAll(async () => {
    server = await startSignInServer();
    const alice = await createAccount(server, 'contract');
    token = (await signIn(server, alice)).accessToken;
    served = (await server.request('/web/v1/openapi.json')).body as Json;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  /** Fails unless `res` is an answer the served document states for `method path`: status, body schema, documented headers. */
  function expectDocumented(method: string, path: string, res: JsonResponse): void {
    const op = ((served.paths as Json)[path] as Json | undefined)?.[method] as Operation | undefined;
    expect(op, `${method} ${path} is not documented`).toBeDefined();
    const response = op!.responses?.[String(res.status)];
    expect(response, `${method} ${path} answered ${res.status}, which it does not document: ${res.text}`).toBeDefined();
    const schema = response!.content?.['application/json']?.schema;
    if (schema) {
      const validate = ajv.compile(inline(schema, served) as Json);
      expect(validate(res.body) ? [] : validate.errors, `${method} ${path} ${res.status}: ${res.text}`).toEqual([]);
    }
    for (const [name, declared] of Object.entries((response!.headers ?? {}) as Record<string, { required?: boolean }>)) {
      if (declared.required) expect(res.headers.get(name), `${method} ${path} ${res.status}: ${name}`).not.toBeNull();
    }
  }

  const partner = (method: string, path: string, init: { token?: string; headers?: Record<string, string>; body?: unknown } = {}) =>
    server.request(path, {
      method,
      headers: portalHeaders({ ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers }),
      body: init.body,
    });

  it('states the secure channel of the running configuration: none enforced here, so nothing is required', async () => {
    const ops = Object.values(served.paths as Record<string, Record<string, Operation>>).flatMap((item) => Object.values(item));
    expect(ops.filter((op) => op['x-secure-channel'] === 'required')).toEqual([]);
    expect(((served.paths as Json)['/web/v1/partner/auth/login/initiate'] as Record<string, Operation>).post!['x-secure-channel']).toBe('optional');
    expect((await partner('GET', '/web/v1/secure-channel/public-key')).body.data.requiredGroups).toEqual([]);
  });

  it('does not send a success envelope other than the constants it documents (partner 200 and 201, user-self 200)', async () => {
    expectDocumented('get', '/web/v1/partner/security/sessions/config', await partner('GET', '/web/v1/partner/security/sessions/config', { token }));
    expectDocumented('post', '/web/v1/partner/workspaces', await partner('POST', '/web/v1/partner/workspaces', { token, body: { workspaceName: 'Contract test' } }));
    const self = await server.request('/web/v1/users/self/security/sessions/config', { headers: { authorization: `Bearer ${token}` } });
    expect(self.body).toMatchObject({ version: '1.3.0', code: '2000', message: 'SUCCESS' });
    expectDocumented('get', '/web/v1/users/self/security/sessions/config', self);
  });

  it('does not refuse with a status or code the operation does not document', async () => {
    const refusals: Array<[string, string, JsonResponse, string]> = [
      ['post', '/web/v1/partner/auth/login/initiate', await partner('POST', '/web/v1/partner/auth/login/initiate', { body: { email: 'nobody@example.com', password: 'wrong password' } }), 'AUTH.INVALID_CREDENTIALS'],
      ['post', '/web/v1/partner/auth/token/refresh', await partner('POST', '/web/v1/partner/auth/token/refresh', { body: { refreshToken: 'not-a-session' } }), 'AUTH.SESSION_NOT_FOUND'],
      ['get', '/web/v1/partner/wallets', await partner('GET', '/web/v1/partner/wallets', { token }), 'GA2031'],
      ['get', '/web/v1/partner/constants/countries', await server.request('/web/v1/partner/constants/countries'), 'ACCESS.PORTAL_MISMATCH'],
      ['post', '/web/v1/partner/workspaces', await partner('POST', '/web/v1/partner/workspaces', { token, headers: { 'content-type': 'text/plain' }, body: 'x' }), 'VALIDATION.UNSUPPORTED_MEDIA_TYPE'],
      ['get', '/web/v1/users/self/security/sessions/config', await server.request('/web/v1/users/self/security/sessions/config'), '4010'],
    ];
    for (const [method, path, res, code] of refusals) {
      expect(res.body?.code, `${method} ${path}`).toBe(code);
      expectDocumented(method, path, res);
    }
    // The refused login was counted: its answer says so, as the document states.
    expect(refusals[0]![2].headers.get('ratelimit')).toMatch(/^"login\.ip";r=29;t=\d+, "login\.email";r=9;t=\d+$/);
  });

  it('requires the secure-channel headers in the document where SECURE_CHANNEL_REQUIRED enforces the group', async () => {
    const enforcing = await startTestServer({ env: { SECURE_CHANNEL_REQUIRED: 'auth' } });
    try {
      const doc = (await enforcing.request('/web/v1/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
      const initiate = doc.paths['/web/v1/partner/auth/login/initiate']!.post!;
      expect(header(initiate, 'x-secure-channel-session-id')?.required).toBe(true);
      expect(header(initiate, 'x-request-id')?.required).toBe(true);
      // Another group stays optional.
      expect(header(doc.paths['/web/v1/partner/auth/password/forgot']!.post!, 'x-secure-channel-session-id')?.required).toBe(false);
      // The running configuration, not production's default: what the committed document says differs here.
      expect([initiate['x-secure-channel'], doc.paths['/web/v1/partner/auth/password/forgot']!.post!['x-secure-channel']]).toEqual(['required', 'optional']);
      expect((await enforcing.request('/web/v1/partner/secure-channel/public-key', { headers: portalHeaders() })).body.data.requiredGroups).toEqual(['auth']);
    } finally {
      await enforcing.close();
    }
  });
});
