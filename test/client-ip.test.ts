import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hopAddress, MAX_TRUSTED_HOPS } from '../src/http/client-ip.js';
import { ok } from '../src/http/envelope.js';
import { forwardedForNodes } from '../src/http/forwarded-header.js';
import { canonicalIpAddress } from '../src/infra/ip-address.js';
import { portalHeaders, startTestServer, type TestServer } from './support/harness.js';
import { rawRequest } from './support/raw-http.js';
import { authBase } from './support/sign-in.js';

/**
 * The client IP behind ordinary proxies (issue 14): TRUSTED_PROXIES decides
 * whose forwarding headers are believed, CLIENT_IP_HEADER which header, and
 * the client is the right-most hop that is not itself a trusted proxy. Every
 * case goes over real HTTP from 127.0.0.1, the "proxy" these servers trust
 * (or, for `direct`, do not).
 */

const ECHO = '/test/client-ip';
const PEER = '127.0.0.1';
/** The trusted proxies of the `proxied` servers: loopback (the test client), an inner network, an IPv6 one. */
const TRUSTED = 'loopback,10.0.0.0/8,2001:db8:ffff::/48';

async function echoClientIp(app: FastifyInstance): Promise<void> {
  app.get(ECHO, async (request) => ok({ ip: request.clientIp }));
}

let viaXff: TestServer;
let viaForwarded: TestServer;
let direct: TestServer;

beforeAll(async () => {
  [viaXff, viaForwarded, direct] = await Promise.all([
    startTestServer({ env: { TRUSTED_PROXIES: TRUSTED, RATE_LIMITS: 'login.ip=2/60,login.email=1000/60' }, configure: echoClientIp }),
    startTestServer({ env: { TRUSTED_PROXIES: TRUSTED, CLIENT_IP_HEADER: 'forwarded' }, configure: echoClientIp }),
    // 127.0.0.1 is not trusted here: the test client is an ordinary caller.
    startTestServer({ env: { TRUSTED_PROXIES: '192.0.2.1' }, configure: echoClientIp }),
  ]);
});
afterAll(async () => {
  await Promise.all([viaXff?.close(), viaForwarded?.close(), direct?.close()]);
});

async function clientIp(server: TestServer, headers: Record<string, string>): Promise<string> {
  const answer = await server.request(ECHO, { headers });
  expect(answer.status).toBe(200);
  return (answer.body as { data: { ip: string } }).data.ip;
}

const trustedHops = (count: number): string[] => Array.from({ length: count }, (_, i) => `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`);

describe('X-Forwarded-For from a trusted proxy', () => {
  it.each([
    ['no header: the peer', undefined, PEER],
    ['one hop', '203.0.113.7', '203.0.113.7'],
    ['the right-most untrusted hop, trusted hops skipped', '203.0.113.7, 10.0.0.2, 10.1.2.3', '203.0.113.7'],
    ['a value the client wrote left of its own address is ignored', '198.51.100.66, 203.0.113.7, 10.0.0.2', '203.0.113.7'],
    ['garbage left of the client is never reached', 'not-an-ip, <script>, 203.0.113.7', '203.0.113.7'],
    ['every hop trusted: the farthest (proxy-addr)', '10.0.0.3, 10.0.0.2', '10.0.0.3'],
    ['trusted IPv6 hops are skipped too', '2001:db8::7, 2001:db8:ffff::1', '2001:db8::7'],
    ['an IPv6 client in canonical form', '2001:DB8:0:0:0:0:0:7', '2001:db8::7'],
    ['an IPv4-mapped client is its IPv4 address', '::ffff:203.0.113.7', '203.0.113.7'],
    ['IPv4 with a port', '203.0.113.7:4711', '203.0.113.7'],
    ['bracketed IPv6', '[2001:db8::7]', '2001:db8::7'],
    ['bracketed IPv6 with a port', '[2001:db8::7]:4711, 10.0.0.2:80', '2001:db8::7'],
  ])('%s', async (_case, xff, expected) => {
    expect(await clientIp(viaXff, xff === undefined ? {} : { 'x-forwarded-for': xff })).toBe(expected);
  });

  it.each([
    ['a word', 'not-an-ip'],
    ['a word behind a trusted hop', '203.0.113.7, unknown, 10.0.0.2'],
    ['an empty value', ''],
    ['only commas', ' , ,'],
    ['a port out of range', '203.0.113.7:65536'],
    ['a non-numeric port', '203.0.113.7:http'],
    ['IPv4 in brackets', '[203.0.113.7]'],
    ['an unclosed bracket', '[2001:db8::7'],
    ['an IPv6 zone id', 'fe80::1%eth0'],
    ['octal IPv4 (inet_aton would read 8.0.0.1)', '010.0.0.1'],
    ['hexadecimal IPv4', '0x7f.0.0.1'],
    ['a shortened IPv4', '10.1'],
    ['a CIDR range', '203.0.113.0/24'],
    ['two addresses without a comma', '198.51.100.66 203.0.113.7'],
  ])('garbage as the client hop (%s) is not believed: the peer is the client', async (_case, xff) => {
    expect(await clientIp(viaXff, { 'x-forwarded-for': xff })).toBe(PEER);
  });

  it('joins repeated X-Forwarded-For lines as one chain, as proxies that append a line expect', async () => {
    const answer = await rawRequest(viaXff.url, `GET ${ECHO} HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 198.51.100.66\r\nX-Forwarded-For: 203.0.113.7`);
    expect(answer.body.data.ip).toBe('203.0.113.7');
  });

  it(`walks at most ${MAX_TRUSTED_HOPS} trusted hops; past them the client is unknown and the peer stands in`, async () => {
    expect(await clientIp(viaXff, { 'x-forwarded-for': ['203.0.113.7', ...trustedHops(MAX_TRUSTED_HOPS)].join(', ') })).toBe('203.0.113.7');
    expect(await clientIp(viaXff, { 'x-forwarded-for': ['203.0.113.7', ...trustedHops(MAX_TRUSTED_HOPS + 1)].join(', ') })).toBe(PEER);
  });

  it('is not fooled by hundreds of hops the client wrote itself (as many as a 16 KiB header holds)', async () => {
    const forged = Array.from({ length: 600 }, (_, i) => `198.51.${100 + (i % 3)}.${(i % 250) + 1}`);
    expect(await clientIp(viaXff, { 'x-forwarded-for': [...forged, '203.0.113.7', '10.0.0.2'].join(',') })).toBe('203.0.113.7');
  });

  it('lets CF-Connecting-IP win when present', async () => {
    expect(await clientIp(viaXff, { 'cf-connecting-ip': '203.0.113.50', 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.50');
  });

  it('falls back to the peer, not to X-Forwarded-For, when CF-Connecting-IP is present but no address', async () => {
    expect(await clientIp(viaXff, { 'cf-connecting-ip': 'garbage', 'x-forwarded-for': '203.0.113.7' })).toBe(PEER);
  });

  it('ignores a Forwarded header the proxy does not write (the client could have put anything there)', async () => {
    expect(await clientIp(viaXff, { forwarded: 'for=203.0.113.9' })).toBe(PEER);
    expect(await clientIp(viaXff, { forwarded: 'for=203.0.113.9', 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
  });
});

describe('Forwarded (RFC 7239) from a trusted proxy, with CLIENT_IP_HEADER=forwarded', () => {
  it.each([
    ['one element', 'for=203.0.113.7', '203.0.113.7'],
    ['parameter names in any case, other parameters alongside', 'proto=https;For=203.0.113.7;by=10.0.0.1;host=example.com', '203.0.113.7'],
    ['a chain: right-most untrusted', 'for=198.51.100.66, for=203.0.113.7;proto=https, for=10.0.0.2', '203.0.113.7'],
    ['a quoted IPv4 with a port', 'for="203.0.113.7:4711"', '203.0.113.7'],
    ['a quoted, bracketed IPv6 with a port', 'for="[2001:db8:cafe::17]:4711"', '2001:db8:cafe::17'],
    ['a trusted IPv6 hop skipped', 'for="[2001:db8::7]", for="[2001:db8:ffff::1]"', '2001:db8::7'],
    ['whitespace around separators and empty list elements', ' for=198.51.100.66 ,, for=203.0.113.7 ; proto=http ', '203.0.113.7'],
    ['garbage left of the client is never reached', 'for=unknown, for=_hidden, for=203.0.113.7', '203.0.113.7'],
  ])('%s', async (_case, forwarded, expected) => {
    expect(await clientIp(viaForwarded, { forwarded })).toBe(expected);
  });

  it.each([
    ['an unknown node', 'for=unknown'],
    ['an obfuscated node', 'for=_hidden'],
    ['an obfuscated port', 'for="203.0.113.7:_port"'],
    ['an obfuscated node behind a trusted hop', 'for=203.0.113.7, for=_gazonk, for=10.0.0.2'],
    ['an element without for', 'proto=https;by=10.0.0.1'],
    ['two for in one element', 'for=203.0.113.7;for=198.51.100.66'],
    ['an unquoted port (":" is no token character)', 'for=203.0.113.7:4711'],
    ['unquoted IPv6', 'for=[2001:db8::7]'],
    ['an unterminated quote', 'for="203.0.113.7'],
    ['text after a value', 'for=203.0.113.7 extra'],
    ['a pair without a value', 'for='],
    ['a bare word', 'garbage'],
    ['a quoted comma smuggling two nodes', 'for="198.51.100.66, 203.0.113.7"'],
    ['a CIDR range', 'for="203.0.113.0/24"'],
  ])('a broken or unusable header (%s) is not believed: the peer is the client', async (_case, forwarded) => {
    expect(await clientIp(viaForwarded, { forwarded })).toBe(PEER);
  });

  it('joins repeated Forwarded lines as one list (RFC 7239 §4)', async () => {
    const answer = await rawRequest(viaForwarded.url, `GET ${ECHO} HTTP/1.1\r\nHost: x\r\nForwarded: for=198.51.100.66\r\nForwarded: for=203.0.113.7`);
    expect(answer.body.data.ip).toBe('203.0.113.7');
  });

  it(`walks at most ${MAX_TRUSTED_HOPS} trusted hops`, async () => {
    const chain = (hops: number) => ['203.0.113.7', ...trustedHops(hops)].map((ip) => `for=${ip}`).join(', ');
    expect(await clientIp(viaForwarded, { forwarded: chain(MAX_TRUSTED_HOPS) })).toBe('203.0.113.7');
    expect(await clientIp(viaForwarded, { forwarded: chain(MAX_TRUSTED_HOPS + 1) })).toBe(PEER);
  });

  it('ignores X-Forwarded-For, which this proxy does not write', async () => {
    expect(await clientIp(viaForwarded, { 'x-forwarded-for': '203.0.113.7' })).toBe(PEER);
  });

  it('still lets CF-Connecting-IP win', async () => {
    expect(await clientIp(viaForwarded, { 'cf-connecting-ip': '203.0.113.50', forwarded: 'for=203.0.113.7' })).toBe('203.0.113.50');
  });
});

describe('from a peer that is not a trusted proxy', () => {
  it('ignores every forwarding header: the socket address is the client', async () => {
    const forged = { 'cf-connecting-ip': '203.0.113.50', 'x-forwarded-for': '203.0.113.7', forwarded: 'for=203.0.113.8' };
    expect(await clientIp(direct, forged)).toBe(PEER);
    expect(await clientIp(direct, { 'x-forwarded-for': '203.0.113.7' })).toBe(PEER);
  });
});

describe('per-IP limits key on the real client behind the proxy', () => {
  const login = (xff: string, n: number) =>
    viaXff.request(`${authBase('PARTNER')}/login/initiate`, {
      method: 'POST',
      headers: portalHeaders({ 'x-forwarded-for': xff }),
      body: { email: `nobody${n}@example.com`, password: 'wrong-password' },
    });

  it('limits login.ip per client, so one client exhausting it leaves the next one served', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await login('203.0.113.101, 10.0.0.2', i)).status);
    expect(statuses).toEqual([401, 401, 429]);
    // The same client cannot escape its counter by writing another address in front of its own.
    expect((await login('198.51.100.200, 203.0.113.101, 10.0.0.2', 3)).status).toBe(429);
    // Another client behind the same proxy has its own counter.
    expect((await login('203.0.113.102, 10.0.0.2', 4)).status).toBe(401);
  });
});

describe('parsers never throw and never invent an address', () => {
  it('hopAddress answers a canonical address or nothing for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 48 }), fc.string({ unit: fc.constantFrom(...'[]:.%/0123456789abcdefABCDEFx'.split('')), maxLength: 48 })), (text) => {
        const address = hopAddress(text);
        expect(address === undefined || canonicalIpAddress(address) === address).toBe(true);
      }),
    );
  });

  it('forwardedForNodes answers a list or nothing for any header text', () => {
    const alphabet = fc.constantFrom(...'for=;,"\\ \t[]:.0123456789abcdef_-'.split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: alphabet, maxLength: 80 })), (header) => {
        const nodes = forwardedForNodes(header);
        expect(nodes === undefined || Array.isArray(nodes)).toBe(true);
      }),
    );
  });
});
