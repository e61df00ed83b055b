import { Agent, request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { PORTAL_CODE } from '../support/harness.js';
import type { Answer, Operation, Parameter } from '../support/openapi-contract.js';
import {
  asText,
  hostileArbitrary,
  hostileString,
  textViolationArbitrary,
  validArbitrary,
  violationArbitrary,
  type ArbitraryOptions,
} from '../support/schema-arbitrary.js';
import { uniqueIp } from '../support/sign-in.js';
import type { World } from './fuzz-world.js';

/**
 * One generated request of an operation, before tokens are filled in: the
 * variant says what kind of input it is (valid, or what was broken).
 */
export type AuthMode = 'session' | 'none' | 'garbage' | 'other-portal' | 'no-access-code';

export interface FuzzRequest {
  variant: string;
  /** Parameter values as they travel (`in:name` → values; several for a repeated query key). */
  params: Record<string, string[]>;
  /** JSON body; undefined: none sent. */
  body: unknown;
  auth: AuthMode;
  /** How the body travels when not as plain JSON: another Content-Type (null: none), or padded past the body limit. */
  transport?: { contentType?: string | null; oversized?: boolean };
}

/** Past the default body limit (1 MiB). */
const OVERSIZED_BODY = `{"padding":"${'x'.repeat(1_100_000)}"}`;

const paramKey = (p: Parameter) => `${p.in}:${p.name}`;

// ---------------------------------------------------------------------------
// Realistic values

/** Which kinds of id (by prefix) a field or parameter of this name takes. */
const ID_FIELDS: Record<string, string[]> = {
  roleId: ['role'],
  roleBizId: ['role'],
  apiKeyId: ['key'],
  keyBizId: ['key'],
  memberBizId: ['mem'],
  userBizId: ['acc'],
  actorBizId: ['acc'],
  invitationBizId: ['inv'],
  channelBizId: ['rch', 'wch'],
  quoteBizId: ['rcq', 'exq'],
  walletBizId: ['wal'],
  toWalletBizId: ['wal'],
  workspaceBizId: ['ws'],
  toWorkspaceBizId: ['ws'],
  transferBizId: ['trf'],
  fileBizId: ['fil'],
  sessionId: ['lgn', 'ses'],
  keyId: ['sck'],
  registrationId: ['reg'],
  targetBizId: ['rcg', 'wd', 'adj', 'ws', 'rch'],
  'x-sc-session-id': ['scs'],
  'x-secure-channel-session-id': ['scs'],
};

/** `bizId` names the record of the path's resource. */
const BIZ_ID_BY_SEGMENT: Record<string, string[]> = {
  recharges: ['rcg'],
  withdrawals: ['wd'],
  exchanges: ['exc'],
  files: ['fil'],
  'referral-codes': ['rfc'],
  'recharge-channels': ['rch'],
};

const AMOUNTS = ['1.00', '10', '25.5', '100.00', '0.01', '99999.99', '1000000', '9'.repeat(30), `1${'0'.repeat(29)}.5`, '0.000000000000000001', '0'];
/** Date-times at the edges of what a database or Date can hold, with offsets and sub-millisecond digits. */
const DATE_TIMES = ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '1970-01-01T00:00:00Z', '2024-02-29T12:00:00+14:00', '2024-06-01T00:00:00.123456789Z', '2024-06-01T00:00:00-12:00'];
const CURRENCIES = ['USD', 'EUR', 'JPY', 'CNY', 'USDT', 'GBP', 'XXX'];
const TIMEZONES = ['UTC', 'Europe/Berlin', 'Asia/Shanghai', 'America/New_York', 'Mars/Olympus'];
const COUNTRIES = ['US', 'DE', 'CN', 'JP', 'ZZ'];
const IPS = ['203.0.113.7', '198.51.100.0/24', '2001:db8::1', '2001:db8::/32', '10.0.0.0/8', '127.0.0.1', '0.0.0.0/0'];
const SORTS = ['createdAt,desc', 'createdAt', 'amount,asc', 'accountName,desc', 'createdAt,sideways'];
const PASSWORDS_NEW = ['another correct horse 43!', 'password', 'Tr0ub4dor&3-but-longer'];

function bizIdKinds(op: Operation): string[] {
  const segments = op.path.split('/');
  const at = segments.indexOf('{bizId}');
  const segment = at > 0 ? segments[at - 1]! : segments[4] ?? '';
  return BIZ_ID_BY_SEGMENT[segment] ?? Object.values(BIZ_ID_BY_SEGMENT).flat();
}

const pick = (values: Iterable<string>): fc.Arbitrary<string> | undefined => {
  const list = [...values];
  return list.length > 0 ? fc.constantFrom(...list) : undefined;
};

/**
 * Hints of one operation: real ids (own and foreign), e-mails, passwords,
 * currencies and amounts the seeded world knows. Read when the operation's
 * arbitraries are built, so ids created by earlier operations count too.
 */
export function hintsFor(world: World, op: Operation): ArbitraryOptions['hint'] {
  const known = (kind: string) => world.known.get(kind) ?? new Set<string>();
  // Each kind of id as likely as the others, however many of one kind exist.
  const idsOf = (prefixes: string[]) => {
    const kinds = prefixes.map((prefix) => pick(world.ids.get(prefix) ?? [])).filter((arbitrary) => arbitrary !== undefined);
    return kinds.length > 0 ? fc.oneof(...kinds) : undefined;
  };
  const ownWorkspace = world.own.account.workspaceBizId;
  return (name, schema) => {
    const isArray = schema.type === 'array';
    if (name === 'bizId') return idsOf(bizIdKinds(op));
    if (name in ID_FIELDS) return idsOf(ID_FIELDS[name]!);
    switch (name) {
      case 'x-workspace-id':
        // Mostly the fuzzer's own workspace (to get past the guard), sometimes a foreign one or one it may do nothing in.
        return fc.oneof(
          { weight: 8, arbitrary: fc.constant(ownWorkspace) },
          { weight: 1, arbitrary: fc.constantFrom(world.foreign.account.workspaceBizId, world.host.account.workspaceBizId) },
        );
      case 'page':
        return fc.constantFrom(0, 1, 2, 2_147_483_647);
      case 'size':
        return fc.constantFrom(1, 20, 100, 101, 2_147_483_647);
      case 'startTime':
      case 'endTime':
      case 'from':
      case 'to':
        return fc.constantFrom(...DATE_TIMES);
      case 'sort':
        return isArray ? fc.subarray(SORTS, { maxLength: 2 }) : fc.constantFrom(...SORTS);
      case 'x-client-hash':
        return fc.constant('fuzz-client-hash');
      case 'x-request-id':
        return fc.uuid();
      case 'idempotency-key':
        return fc.oneof(fc.uuid(), fc.constantFrom('fuzz-idempotency-1', 'fuzz-idempotency-2'));
      case 'email':
        return pick(known('email'));
      case 'password':
      case 'currentPassword':
        return fc.constantFrom(world.own.account.password, world.operator.account.password, 'wrong password 123');
      case 'newPassword':
        return fc.constantFrom(...PASSWORDS_NEW);
      case 'amount':
      case 'sellAmount':
      case 'buyAmount':
      case 'minAmount':
      case 'maxAmount':
      case 'fixedFee':
        return fc.constantFrom(...AMOUNTS);
      case 'currency':
      case 'sellCurrency':
      case 'buyCurrency':
        return fc.constantFrom(...CURRENCIES);
      case 'code':
        // Currency codes (operator) and 6-digit codes share the name: the schema's pattern tells them apart.
        return typeof schema.pattern === 'string' && new RegExp(schema.pattern).test('USD') ? fc.constantFrom(...CURRENCIES) : undefined;
      case 'scopes':
      case 'permissionCodes':
        return isArray ? fc.subarray([...known('permission')], { minLength: 1, maxLength: 4 }) : pick(known('permission'));
      case 'ips':
      case 'ipWhitelist':
        return isArray ? fc.subarray(IPS, { minLength: 1, maxLength: 3 }) : fc.constantFrom(...IPS);
      case 'defaultTimezone':
      case 'workspaceTimezone':
        return fc.constantFrom(...TIMEZONES);
      case 'defaultCountry':
      case 'country':
        return fc.constantFrom(...COUNTRIES);
      case 'referralCode':
        return pick(known('referralCode'));
      case 'refreshToken':
        return pick(known('refreshToken'));
      case 'turnstileToken':
        return fc.constant('fuzz-turnstile-token');
      default:
        return undefined;
    }
  };
}

// ---------------------------------------------------------------------------
// Requests

/** Parameters a real client always sends (the guards want them), so valid requests carry them. */
function alwaysSent(p: Parameter): boolean {
  return p.required || p.in === 'path' || p.name === 'x-workspace-id' || p.name === 'idempotency-key';
}

/**
 * A header value must be a byte string without control characters: an HTTP
 * client cannot send NUL or CR/LF in a header at all. Such characters are
 * replaced, the rest of the hostile value travels.
 */
function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x7e\x80-\xff]/g, '?');
}

function textArbitrary(p: Parameter, options: ArbitraryOptions): fc.Arbitrary<string[]> {
  return validArbitrary(p.schema, options, p.name).map((value) => asParamText(p, value));
}

function asParamText(p: Parameter, value: unknown): string[] {
  const text = asText(value);
  return p.in === 'header' ? [headerSafe(text.join(', '))] : p.in === 'path' ? [text.join(',')] : text;
}

const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>): fc.WeightedArbitrary<T> => ({ weight, arbitrary });

/**
 * Requests of an operation: valid ones (realistic enough to get past the
 * guards), and ones with one thing wrong: the body breaks its schema or
 * carries hostile strings, one parameter breaks its schema, is hostile or is
 * missing, or the credentials are missing, forged or of the other portal.
 */
export function requestArbitrary(op: Operation, options: ArbitraryOptions): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters.filter((p) => p.in !== 'cookie');
  const model = Object.fromEntries(params.map((p) => [paramKey(p), textArbitrary(p, options)]));
  const validParams = fc.record(model, { requiredKeys: params.filter(alwaysSent).map(paramKey) }) as fc.Arbitrary<Record<string, string[]>>;
  const bodySchema = op.body?.mediaType === 'application/json' ? op.body.schema : undefined;
  const validBody: fc.Arbitrary<unknown> = bodySchema ? validArbitrary(bodySchema, options) : fc.constant(undefined);
  const make = (variant: string, auth: AuthMode = 'session') => ([params, body]: [Record<string, string[]>, unknown]): FuzzRequest => ({ variant, params, body, auth });

  const variants: Array<fc.WeightedArbitrary<FuzzRequest>> = [weighted(5, fc.tuple(validParams, validBody).map(make('valid')))];
  if (bodySchema) {
    for (const [weight, arbitrary] of [[3, violationArbitrary(bodySchema, options)], [2, hostileArbitrary(bodySchema, options)]] as const) {
      if (!arbitrary) continue;
      variants.push(weighted(weight, fc.tuple(validParams, arbitrary).map(([valid, broken]) => make(`body ${broken.what}`)([valid, broken.value]))));
    }
  }
  const paramVariants: Array<fc.Arbitrary<FuzzRequest>> = [];
  for (const p of params) {
    const key = paramKey(p);
    const broken: Array<fc.Arbitrary<{ text: string[]; what: string }>> = [];
    const violation = textViolationArbitrary(p.schema);
    if (violation) broken.push(violation.map((m) => ({ text: asParamText(p, m.value), what: m.what })));
    broken.push(hostileString().map((text) => ({ text: asParamText(p, text), what: 'hostile string' })));
    const omitted = fc.constant({ text: [] as string[], what: 'omitted' });
    if (alwaysSent(p)) broken.push(omitted);
    // A query key given twice: a scalar parameter then arrives as a list.
    if (p.in === 'query') broken.push(fc.tuple(textArbitrary(p, options), textArbitrary(p, options)).map(([a, b]) => ({ text: [...a, ...b], what: 'repeated' })));
    paramVariants.push(
      fc.tuple(validParams, validBody, fc.oneof(...broken)).map(([valid, body, bad]) => {
        const next = { ...valid };
        if (bad.text.length === 0) delete next[key];
        else next[key] = bad.text;
        return make(`${key} ${bad.what}`)([next, body]);
      }),
    );
  }
  if (paramVariants.length > 0) variants.push(weighted(3, fc.oneof(...paramVariants)));
  if (bodySchema) {
    const transports = fc.oneof(
      fc.constantFrom<FuzzRequest['transport']>(
        { contentType: 'text/plain' },
        { contentType: 'application/x-www-form-urlencoded' },
        { contentType: 'application/json; charset=utf-16' },
        { contentType: 'application/xml' },
        { contentType: null },
        { oversized: true },
      ),
    );
    variants.push(
      weighted(1, fc.tuple(validParams, validBody, transports).map(([valid, body, transport]) => ({ ...make(`transport ${JSON.stringify(transport)}`)([valid, body]), transport }))),
    );
  }
  const modes: AuthMode[] = [];
  if (op.security.has('bearer')) modes.push('none', 'garbage', 'other-portal');
  if (op.security.has('portalAccessCode')) modes.push('no-access-code');
  if (modes.length > 0) {
    variants.push(weighted(1, fc.tuple(validParams, validBody, fc.constantFrom(...modes)).map(([valid, body, auth]) => make(`credentials: ${auth}`, auth)([valid, body]))));
  }
  return fc.oneof(...variants);
}

// ---------------------------------------------------------------------------
// Sending

/** Percent-encodes every byte but the unreserved ones (lone surrogates become U+FFFD, as any client's UTF-8 would). */
function encodeText(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export interface Credentials {
  /** Bearer token of the operation's portal (undefined: the operation takes none). */
  token: string | undefined;
  /** A valid token of the other portal. */
  otherPortalToken: string;
}

export interface SentRequest {
  method: string;
  target: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** The wire form of a generated request: target with encoded path and query, headers a portal client sends, JSON body. */
export function wireRequest(op: Operation, req: FuzzRequest, credentials: Credentials): SentRequest {
  let target = op.path;
  const query: string[] = [];
  const headers: Record<string, string> = {
    'x-client-hash': 'fuzz-client-hash',
    accept: 'application/json',
    'user-agent': 'portal-fuzzer/1.0',
    'cf-connecting-ip': uniqueIp(),
  };
  if (req.auth !== 'no-access-code') headers['x-portal-access-code'] = PORTAL_CODE;
  const token = { session: credentials.token, none: undefined, garbage: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.c2ln', 'other-portal': credentials.otherPortalToken, 'no-access-code': credentials.token }[req.auth];
  if (token) headers.authorization = `Bearer ${token}`;
  for (const p of op.parameters) {
    const values = req.params[paramKey(p)];
    if (p.in === 'path') target = target.replace(`{${p.name}}`, encodeText(values?.[0] ?? ''));
    if (values === undefined) continue;
    if (p.in === 'query') for (const value of values) query.push(`${encodeText(p.name)}=${encodeText(value)}`);
    if (p.in === 'header') headers[p.name.toLowerCase()] = values.join(', ');
  }
  if (query.length > 0) target += `?${query.join('&')}`;
  let body: string | undefined;
  if (req.body !== undefined) {
    body = req.transport?.oversized ? OVERSIZED_BODY : JSON.stringify(req.body);
    headers['content-type'] = 'application/json';
  }
  if (req.transport?.contentType !== undefined) {
    if (req.transport.contentType === null) delete headers['content-type'];
    else headers['content-type'] = req.transport.contentType;
  }
  return { method: op.method, target, headers, body };
}

const agent = new Agent({ keepAlive: true, maxSockets: 2 });

/** Sends exactly these bytes of target and headers (fetch would normalize `..` and refuse some values). */
export function send(baseUrl: string, sent: SentRequest): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: url.hostname, port: url.port, method: sent.method, path: sent.target, headers: sent.headers, agent },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          resolve({ status: incoming.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString('utf8') });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(sent.body);
  });
}

export function closeAgent(): void {
  agent.destroy();
}

/** Long values are shown by their start and length: a 10 000-character field fits no report. */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

/** What a developer pastes into a test: request and answer, the token named rather than shown. */
export function reproducer(op: Operation, req: FuzzRequest, sent: SentRequest, answer: Answer, problems: string[]): string {
  const headers = { ...sent.headers };
  if (headers.authorization) headers.authorization = `Bearer <${req.auth === 'other-portal' ? 'other portal' : 'valid'} token>`;
  delete headers['cf-connecting-ip'];
  return [
    `${op.operationId}: ${problems.join(' | ')}`,
    `  variant: ${req.variant}`,
    `  request: ${sent.method} ${cut(sent.target, 300)}`,
    `  headers: ${cut(JSON.stringify(headers), 600)}`,
    `  body:    ${sent.body === undefined ? '(none)' : cut(sent.body, 600)}`,
    `  answer:  ${answer.status} ${answer.headers.get('content-type') ?? ''} ${cut(answer.text, 600)}`,
  ].join('\n');
}

