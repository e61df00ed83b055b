import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../src/http/envelope.js';
import { portalHeaders, startTestServer, type TestServer } from './support/harness.js';
import { signIn } from './support/sign-in.js';
import { createAccount, partnerApi } from './support/workspaces.js';

const ECHO = '/web/v1/partner/test/echo';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { BODY_LIMIT_BYTES: '4096' },
    configure: (app) => {
      app.post(
        ECHO,
        {
          schema: {
            body: Type.Object(
              { email: Type.String({ maxLength: 254 }), count: Type.Optional(Type.Integer({ minimum: 1 })), tags: Type.Optional(Type.Array(Type.String())) },
              { additionalProperties: false },
            ),
            querystring: Type.Object({ mode: Type.Optional(Type.Union([Type.Literal('a'), Type.Literal('b')])) }, { additionalProperties: false }),
          },
        },
        async (request) => ok(request.body),
      );
      app.get('/web/v1/partner/test/boom', async () => {
        throw new Error('relation "secret_table" does not exist at SELECT password_hash FROM accounts');
      });
    },
  });
});
afterAll(async () => {
  await server?.close();
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  server.request(ECHO, { method: 'POST', headers: portalHeaders(headers), body });

function expectInvalid(res: { status: number; body: { code: string; message: string; data: unknown } }, field?: string) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ version: '2.0.0', success: false, code: 'VALIDATION.INVALID_PARAMETER', data: null });
  if (field) expect(res.body.message).toContain(field);
}

describe('request validation', () => {
  it('accepts a valid body', async () => {
    const res = await post({ email: 'a@example.com', count: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: 'a@example.com', count: 2 });
  });

  it('refuses a missing field and names it', async () => {
    expectInvalid(await post({ count: 1 }), 'body.email is required');
  });

  it('refuses an unknown field and names it', async () => {
    expectInvalid(await post({ email: 'a@example.com', isAdmin: true }), 'body.isAdmin is not allowed');
  });

  it('refuses a wrong type and names the field', async () => {
    expectInvalid(await post({ email: 'a@example.com', count: 'many' }), 'body.count');
    expectInvalid(await post({ email: 'a@example.com', count: '5' }), 'body.count must be integer');
    expectInvalid(await post({ email: 123 }), 'body.email must be string');
    expectInvalid(await post({ email: 'a@example.com', tags: [1] }), 'body.tags.0 must be string');
  });

  it('refuses an empty object, an empty body and a JSON array where fields are needed', async () => {
    expectInvalid(await post({}), 'email');
    expectInvalid(await post(''));
    expectInvalid(await post([]));
    const none = await server.request(ECHO, { method: 'POST', headers: portalHeaders() });
    expectInvalid(none);
  });

  it('refuses malformed JSON', async () => {
    expectInvalid(await post('{"email": "a@example.com",'), 'JSON');
  });

  it('refuses prototype-poisoning keys', async () => {
    expectInvalid(await post('{"email":"a@example.com","__proto__":{"isAdmin":true}}'));
    expectInvalid(await post('{"email":"a@example.com","constructor":{"prototype":{"isAdmin":true}}}'));
  });

  it('refuses an unknown query parameter and a bad enum value', async () => {
    const unknown = await server.request(`${ECHO}?debug=1`, { method: 'POST', headers: portalHeaders(), body: { email: 'a@example.com' } });
    expectInvalid(unknown, 'query.debug is not allowed');
    const bad = await server.request(`${ECHO}?mode=z`, { method: 'POST', headers: portalHeaders(), body: { email: 'a@example.com' } });
    expectInvalid(bad, 'query.mode');
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await post({ email: 'a@example.com', tags: Array.from({ length: 1000 }, () => 'xxxxxxxx') });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION.BODY_TOO_LARGE', data: null });
  });

  it('answers 415 for a non-JSON content type', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await post('email=a@example.com', { 'content-type': type });
      expect(res.status).toBe(415);
      expect(res.body.code).toBe('VALIDATION.UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('localizes the validation message prefix but keeps the field name', async () => {
    const res = await post({ count: 1 }, { 'x-locale': 'ja' });
    expect(res.body.code).toBe('VALIDATION.INVALID_PARAMETER');
    expect(res.body.message).toBe('パラメータが無効です: body.email is required');
  });
});

describe('text that is not Unicode', () => {
  // JSON can spell a lone UTF-16 surrogate; no UTF-8 text (so no database) can hold it.
  it('refuses a lone surrogate in any body string, nested too, and names the field', async () => {
    for (const [raw, field] of [
      ['{"email":"a\\ud800@example.com"}', 'body.email'],
      ['{"email":"a@example.com","tags":["ok","\\udfff tail"]}', 'body.tags[1]'],
    ] as const) {
      expectInvalid(await post(raw), field);
    }
    // A surrogate pair is one well-formed character (an emoji), and stays accepted.
    expect((await post('{"email":"\\ud83d\\ude00@example.com"}')).body.data.email).toBe('😀@example.com');
  });

  it('does not answer 500 when a lone surrogate reaches a write that is audited (role description)', async () => {
    const owner = await createAccount(server, 'surrogate');
    const token = (await signIn(server, owner)).accessToken;
    const res = await partnerApi(server)(token, 'POST', '/roles', { workspace: owner.workspaceBizId, body: '{"roleName":"r1","description":"x\\ud800"}' });
    expectInvalid(res, 'body.description');
    const roles = await partnerApi(server)(token, 'GET', '/roles', { workspace: owner.workspaceBizId });
    expect(roles.body.data.map((role: { roleName: string }) => role.roleName)).not.toContain('r1');
  });
});

describe('requests the router refuses', () => {
  it("does not answer an overlong path parameter or a malformed %-escape with Fastify's bare error: 400 envelope with the usual headers", async () => {
    for (const path of [`/web/v1/partner/roles/${'r'.repeat(300)}`, '/web/v1/partner/roles/%E0%A4%A']) {
      const res = await server.request(path, { headers: portalHeaders({ 'x-request-id': 'req-router.1', 'x-locale': 'ja' }) });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body).toMatchObject({ version: '2.0.0', success: false, code: 'VALIDATION.INVALID_PARAMETER', message: expect.stringMatching(/^パラメータが無効です: /), data: null });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-request-id')).toBe('req-router.1');
    }
  });
});

describe('unexpected failures', () => {
  it('answers 500 SYSTEM.INTERNAL_ERROR without stack or SQL, and logs it with the request id', async () => {
    const res = await server.request('/web/v1/partner/test/boom', { headers: portalHeaders({ 'x-request-id': 'boom-1' }) });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ success: false, code: 'SYSTEM.INTERNAL_ERROR', message: 'Internal server error', data: null });
    expect(res.text).not.toMatch(/secret_table|password_hash|SELECT|at /);
    const logged = server.logs.find((line) => line.requestId === 'boom-1' && line.level === 50);
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('secret_table');
  });
});
