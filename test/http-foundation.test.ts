import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalHeaders, startTestServer, type TestServer } from './support/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const COUNTRIES = '/web/v1/partner/constants/countries';

describe('envelope', () => {
  it('wraps success in the 2.0.0 partner envelope', async () => {
    const res = await server.request(COUNTRIES, { headers: portalHeaders() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: '2.0.0', success: true, code: '2000', message: 'Success' });
    expect(Math.abs(res.body.timestamp - Date.now())).toBeLessThan(60_000);
    expect(Array.isArray(res.body.data)).toBe(true);
  });

  // The constant lists are the exception, cached by ETag (test/constants.test.ts).
  it('carries no-store, nosniff and the request id on every response, and no X-Powered-By', async () => {
    for (const path of ['/web/v1/users/self/profile', '/web/v1/partner/nope', '/healthz']) {
      const res = await server.request(path, { headers: portalHeaders({ 'x-request-id': 'req-abc.123' }) });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-request-id')).toBe('req-abc.123');
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('server')).toBeNull();
    }
  });

  it('generates a request id when none is sent, and replaces an unsafe one', async () => {
    const none = await server.request(COUNTRIES, { headers: portalHeaders() });
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await server.request(COUNTRIES, { headers: portalHeaders({ 'x-request-id': 'bad id\twith spaces' }) });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('ingress', () => {
  it('refuses a partner path without the portal access code', async () => {
    const res = await server.request(COUNTRIES);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ version: '2.0.0', success: false, code: 'ACCESS.PORTAL_MISMATCH', data: null });
  });

  it('refuses a wrong portal access code, also on unknown partner paths', async () => {
    for (const path of [COUNTRIES, '/web/v1/partner/does-not-exist', '/web/v1/secure-channel/public-key']) {
      const res = await server.request(path, { headers: portalHeaders({ 'x-portal-access-code': 'guess' }) });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ACCESS.PORTAL_MISMATCH');
    }
  });

  it('does not ask for the portal code on health probes', async () => {
    expect((await server.request('/healthz')).status).toBe(200);
  });
});

describe('errors', () => {
  it('answers an unknown route with 404 RESOURCE.NOT_FOUND in the envelope', async () => {
    const res = await server.request('/web/v1/partner/nowhere', { headers: portalHeaders() });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      version: '2.0.0',
      timestamp: expect.any(Number),
      success: false,
      code: 'RESOURCE.NOT_FOUND',
      message: 'Resource not found',
      data: null,
    });
  });

  it('localizes messages by X-LOCALE, then Accept-Language, and never changes the code', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ 'x-locale': 'zh' }, '资源不存在'],
      [{ 'x-locale': 'zh-TW' }, '資源不存在'],
      [{ 'accept-language': 'ja-JP,ja;q=0.9' }, 'リソースが見つかりません'],
      [{ 'accept-language': 'fr, vi;q=0.5' }, 'Không tìm thấy tài nguyên'],
      [{ 'x-locale': 'de' }, 'Resource not found'],
    ];
    for (const [headers, message] of cases) {
      const res = await server.request('/web/v1/partner/nowhere', { headers: portalHeaders(headers) });
      expect(res.body.code).toBe('RESOURCE.NOT_FOUND');
      expect(res.body.message).toBe(message);
    }
  });

  it('uses the user-self error body (success, code, message only) under /web/v1/users/self', async () => {
    const res = await server.request('/web/v1/users/self/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: '4040', message: 'Resource not found' });
  });
});
