import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './support/expect.js';
import { PORTAL_CODE, portalHeaders, startTestServer, type TestServer } from './support/harness.js';
import { rawRequest } from './support/raw-http.js';

/*
 * The portal of a request is decided from the path the router matched, never
 * from the raw request target: no spelling of a partner or operator path
 * (percent-encoding, absolute form, dot segments, doubled slashes, case,
 * `;` parameters) reaches it without its access code. With the right code,
 * a spelling the router accepts works as the plain path does.
 */

const OPERATOR_CODE = 'test-operator-code';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { OPERATOR_ACCESS_CODES: OPERATOR_CODE } });
});
afterAll(async () => {
  await server?.close();
});

/** A request target sent byte for byte (fetch would normalize dot segments and absolute forms). */
function raw(method: string, target: string, headers: Record<string, string> = {}, body = '') {
  const { host } = new URL(server.url);
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${host}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  if (body !== '') lines.push('Content-Type: application/json');
  return rawRequest(server.url, lines.join('\r\n'), body);
}

const COUNTRIES_SPELLINGS = [
  '/web/v1/%70artner/constants/countries',
  '/web/v1/partne%72/constants/countries',
  '/web/v1/%70%61%72%74%6e%65%72/constants/countries',
  '/web/v1/partner/constants/%63ountries',
  '/web%2Fv1%2Fpartner/constants/countries',
  '/web/v1%2fpartner/constants/countries',
  '/web/v1//partner/constants/countries',
  '//web/v1/partner/constants/countries',
  '/web/v1/partner//constants/countries',
  '/web/v1/partner/constants/countries/',
  '/WEB/v1/partner/constants/countries',
  '/web/v1/PARTNER/constants/countries',
  '/web/v1/Partner/constants/countries',
  '/web/v1/partner;x=1/constants/countries',
  '/web/v1/partner/constants/countries;x=1',
  '/web/v1/%2570artner/constants/countries',
  '/web/v1/%73ecure-channel/public-key',
  '/web/v1/partner/%73ecure-channel/public-key',
];

describe('portal access code on every spelling of a partner path', () => {
  it.each(COUNTRIES_SPELLINGS)('refuses %s without the portal access code', async (target) => {
    const res = await raw('GET', target);
    expectError(res, 403, 'ACCESS.PORTAL_MISMATCH');
  });

  it.each([
    '/web/v1/./partner/constants/countries',
    '/web/v1/x/../partner/constants/countries',
    '/web/v1/operator/../partner/constants/countries',
    '/web/v1/partner/./constants/countries',
    '/web/v1/%2e/partner/constants/countries',
    '/web/v1/x/%2e%2e/partner/constants/countries',
  ])('refuses the dot-segment spelling %s without the portal access code', async (target) => {
    expectError(await raw('GET', target), 403, 'ACCESS.PORTAL_MISMATCH');
  });

  it.each([
    (host: string) => `http://${host}/web/v1/partner/constants/countries`,
    (host: string) => `HTTP://${host}/web/v1/partner/constants/countries`,
    (host: string) => `https://${host}/web/v1/partner/constants/countries`,
    () => 'http://portal.example/web/v1/partner/constants/countries',
    () => 'http://portal.example/web/v1/%70artner/constants/countries',
    () => 'http://portal.example//web/v1/partner/constants/countries',
  ])('refuses an absolute-form target (%#) without the portal access code', async (target) => {
    const res = await raw('GET', target(new URL(server.url).host));
    expectError(res, 403, 'ACCESS.PORTAL_MISMATCH');
  });

  it('refuses an absolute-form target with a wrong access code', async () => {
    const res = await raw('GET', `http://${new URL(server.url).host}/web/v1/partner/constants/countries`, { 'X-Portal-Access-Code': 'nope' });
    expectError(res, 403, 'ACCESS.PORTAL_MISMATCH');
  });

  it('serves the spellings the router accepts as the plain path when the code is right', async () => {
    const plain = await server.request('/web/v1/partner/constants/countries', { headers: portalHeaders() });
    expect(plain.status).toBe(200);
    const code = { 'X-Portal-Access-Code': PORTAL_CODE };
    for (const target of [
      '/web/v1/%70artner/constants/countries',
      '/web/v1/partne%72/constants/countries',
      `http://${new URL(server.url).host}/web/v1/partner/constants/countries`,
    ]) {
      const res = await raw('GET', target, code);
      expect({ target, status: res.status }).toEqual({ target, status: 200 });
      expect(res.body.data).toEqual(plain.body.data);
    }
  });

  it('still answers an unknown path under the portal prefix with 404 once the code is right', async () => {
    const res = await raw('GET', '/web/v1/%70artner/nothing-here', { 'X-Portal-Access-Code': PORTAL_CODE });
    expectError(res, 404, 'RESOURCE.NOT_FOUND');
  });
});

describe('operator access code on every spelling of an operator path', () => {
  const login = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
  const CLIENT = { 'X-Client-Hash': 'test-client-hash' };

  it.each([
    '/web/v1/%6Fperator/auth/login/initiate',
    '/web/v1/%6fperator/auth/login/initiate',
    '/web/v1/operato%72/auth/login/initiate',
    '/web/v1/OPERATOR/auth/login/initiate',
    '/web/v1//operator/auth/login/initiate',
    '/web/v1/partner/../operator/auth/login/initiate',
    '/web/v1/partner/%2e%2e/operator/auth/login/initiate',
    '/web/v1%2Foperator/auth/login/initiate',
  ])('does not let the partner code (or none) reach the operator login through %s', async (target) => {
    expectError(await raw('POST', target, CLIENT, login), 403, 'ACCESS.PORTAL_MISMATCH');
    expectError(await raw('POST', target, { ...CLIENT, 'X-Portal-Access-Code': PORTAL_CODE }, login), 403, 'ACCESS.PORTAL_MISMATCH');
  });

  it('does not let the partner code reach the operator login through an absolute-form target', async () => {
    const target = `http://${new URL(server.url).host}/web/v1/operator/auth/login/initiate`;
    expectError(await raw('POST', target, { ...CLIENT, 'X-Portal-Access-Code': PORTAL_CODE }, login), 403, 'ACCESS.PORTAL_MISMATCH');
    expectError(await raw('POST', target, CLIENT, login), 403, 'ACCESS.PORTAL_MISMATCH');
  });

  it('reaches the operator login through an encoded spelling only with the operator code', async () => {
    const res = await raw('POST', '/web/v1/%6Fperator/auth/login/initiate', { ...CLIENT, 'X-Portal-Access-Code': OPERATOR_CODE }, login);
    expectError(res, 401, 'AUTH.INVALID_CREDENTIALS');
  });

  it('does not open partner paths with the operator code, however spelled', async () => {
    for (const target of ['/web/v1/%70artner/constants/countries', `http://${new URL(server.url).host}/web/v1/partner/constants/countries`]) {
      expectError(await raw('GET', target, { 'X-Portal-Access-Code': OPERATOR_CODE }), 403, 'ACCESS.PORTAL_MISMATCH');
    }
  });
});

describe('user-self error envelope follows the routed path', () => {
  it('answers an encoded user-self path with the 4-digit user-self envelope', async () => {
    const res = await raw('GET', '/web/v1/users/%73elf/security/sessions/config');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, code: '4010', message: expect.any(String) });
  });
});
