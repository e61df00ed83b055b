import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeLogin,
  createPortalClient,
  dataOf,
  initiateLogin,
  isPortalApiError,
  logout,
  PortalApiError,
  reauthenticate,
  sendMfaCode,
  sendReauthenticationCode,
  type PortalClient,
  type PortalClientOptions,
  type SessionTokens,
} from '../packages/client/src/index.js';
import { PORTAL_CODE, type TestServer } from './support/harness.js';
import { countOf, recordRequests, sdkClient, sdkClientWith, type SeenRequest } from './support/sdk.js';
import { lastMailId, mailTo, signIn, signInCode, startSignInServer, uniqueIp } from './support/sign-in.js';
import { makeStale } from './support/step-up.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/** The SDK against the real server: the sign-in journey, refresh (single flight, never looping), errors, headers. */
let server: TestServer;
let alice: TestAccount;
/** Requests the server answered (refused ones too), by path, with their headers and status. */
const seen: SeenRequest[] = [];
const count = (path: string) => countOf(seen, path);
const REFRESH = '/web/v1/partner/auth/token/refresh';
const PROFILE = '/web/v1/partner/profile';

beforeAll(async () => {
  server = await startSignInServer({
    configure: (app: FastifyInstance) => recordRequests(app, seen),
  });
  alice = await createAccount(server, 'sdk-alice');
});

afterAll(async () => {
  await server?.close();
});

const client = (options: Partial<PortalClientOptions> = {}): PortalClient => sdkClient(server, options);
const clientWith = (tokens: SessionTokens, options: Partial<PortalClientOptions> = {}) => sdkClientWith(server, tokens, options);

describe('SDK sign-in journey', () => {
  it('initiates, sends the code, completes, calls, refreshes and logs out', async () => {
    const portal = client({ clientHash: 'sdk-journey-device' });
    const before = await lastMailId(server, alice.email);

    const challenge = await initiateLogin(portal, { email: alice.email, password: alice.password });
    expect(challenge.sessionId).toBeTruthy();
    expect(challenge.mfaMethods.map((method) => method.code)).toContain('EMAIL');
    const sent = await sendMfaCode(portal, { sessionId: challenge.sessionId });
    expect(sent).toMatchObject({ sent: true });
    const code = await signInCode(server, alice.email, before);
    const tokens = await completeLogin(portal, { sessionId: challenge.sessionId, code });
    expect(tokens.accessToken.split('.')).toHaveLength(3);
    expect(await portal.getSession()).toMatchObject({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, clientHash: 'sdk-journey-device' });

    // Every step carried the same client hash and the portal code, and a fresh request id each.
    const steps = seen.filter((request) => request.path.startsWith('/web/v1/partner/auth/login/') && request.headers['x-client-hash'] === 'sdk-journey-device');
    expect(steps.map((request) => request.path)).toEqual([
      '/web/v1/partner/auth/login/initiate',
      '/web/v1/partner/auth/login/mfa/send',
      '/web/v1/partner/auth/login/complete',
    ]);
    expect(new Set(steps.map((request) => request.headers['x-request-id'])).size).toBe(3);
    expect(steps.every((request) => request.headers['x-portal-access-code'] === PORTAL_CODE)).toBe(true);

    const profile = await dataOf(portal.api.GET(PROFILE));
    expect(profile).toMatchObject({ accountEmail: alice.email });

    const rotated = await portal.refresh();
    expect(rotated.accessToken).not.toBe(tokens.accessToken);
    expect(rotated.refreshToken).not.toBe(tokens.refreshToken);
    expect((await portal.getSession())?.accessToken).toBe(rotated.accessToken);
    const last = seen.filter((request) => request.path === PROFILE);
    await portal.api.GET(PROFILE);
    expect(seen.filter((request) => request.path === PROFILE).at(-1)?.headers.authorization).toBe(`Bearer ${rotated.accessToken}`);
    expect(last.length).toBeGreaterThan(0);

    await logout(portal);
    expect(await portal.getSession()).toBeNull();
    // The old access token no longer works: the session ended.
    const afterLogout = await server.request(PROFILE, {
      headers: { 'x-portal-access-code': PORTAL_CODE, authorization: `Bearer ${rotated.accessToken}` },
    });
    expect(afterLogout.status).toBe(401);
    // And the SDK, with no tokens, answers ACCESS.TOKEN_MISSING without trying to refresh.
    const refreshesBefore = count(REFRESH);
    const error = await portal.api.GET(PROFILE).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PortalApiError);
    expect(error).toMatchObject({ status: 401, code: 'ACCESS.TOKEN_MISSING' });
    expect(count(REFRESH)).toBe(refreshesBefore);
  });
});

describe('SDK step-up', () => {
  it('reauthenticates with an e-mailed code after 403 AUTH.REAUTHENTICATION_REQUIRED and keeps the new pair', async () => {
    const signed = await signIn(server, alice, { ip: uniqueIp() });
    const portal = await clientWith(signed, { clientHash: 'test-client-hash' });
    await makeStale(server, signed.accessToken);
    const generate = () => portal.call('POST', '/web/v1/partner/security/mfa/backup-codes/generate');
    expect(await generate().catch((caught: unknown) => caught)).toMatchObject({ status: 403, code: 'AUTH.REAUTHENTICATION_REQUIRED' });

    const before = await lastMailId(server, alice.email);
    expect(await sendReauthenticationCode(portal)).toMatchObject({ sent: true });
    const code = /confirmation code is (\d{6})/.exec(await mailTo(server, alice.email, /confirmation code is \d{6}/, before))![1]!;
    const tokens = await reauthenticate(portal, { password: alice.password, code });
    expect(await portal.getSession()).toMatchObject({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    expect(tokens.refreshToken).not.toBe(signed.refreshToken);
    expect(await generate()).toMatchObject({ codes: expect.any(Array) });
  });
});

describe('SDK refresh', () => {
  it('turns a storm of 20 calls with an invalid access token into exactly one refresh', async () => {
    const signed = await signIn(server, alice, { ip: uniqueIp() });
    const [header, payload, signature] = signed.accessToken.split('.');
    const broken = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
    const portal = await clientWith({ accessToken: broken, refreshToken: signed.refreshToken }, { clientHash: 'test-client-hash' });

    const refreshesBefore = count(REFRESH);
    const profilesBefore = count(PROFILE);
    const results = await Promise.all(Array.from({ length: 20 }, () => dataOf(portal.api.GET(PROFILE))));
    expect(results.every((profile) => profile.accountEmail === alice.email)).toBe(true);
    expect(count(REFRESH) - refreshesBefore).toBe(1);
    // 20 refused with the broken token, 20 retried with the new one: one retry each.
    expect(count(PROFILE) - profilesBefore).toBe(40);
    expect((await portal.getSession())?.accessToken).not.toBe(broken);
    expect((await portal.getSession())?.refreshToken).not.toBe(signed.refreshToken);
  });

  it('signs out once and surfaces the error when the server refuses the refresh, for a storm of 10 calls', async () => {
    const signedOut: Array<PortalApiError | undefined> = [];
    const portal = await clientWith({ accessToken: 'not.a.jwt', refreshToken: 'prt_unknown' }, { onSignedOut: (error) => signedOut.push(error) });
    const events: string[] = [];
    portal.onAuthStateChange((event) => events.push(event));
    const refreshesBefore = count(REFRESH);
    const profilesBefore = count(PROFILE);
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => portal.api.GET(PROFILE)));
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    const reasons = outcomes.map((outcome) => (outcome as PromiseRejectedResult).reason as PortalApiError);
    expect(reasons.every((reason) => reason instanceof PortalApiError && reason.status === 401 && reason.code === 'ACCESS.TOKEN_INVALID')).toBe(true);
    expect(reasons[0]!.cause).toMatchObject({ status: 404, code: 'AUTH.SESSION_NOT_FOUND' });
    expect(count(REFRESH) - refreshesBefore).toBe(1);
    expect(count(PROFILE) - profilesBefore).toBe(10);
    expect(await portal.getSession()).toBeNull();
    expect(events).toEqual(['SIGNED_OUT']);
    expect(signedOut).toHaveLength(1);
    expect(signedOut[0]).toMatchObject({ status: 404, code: 'AUTH.SESSION_NOT_FOUND' });
  });

  it('never loops: a call still refused after a successful refresh fails after one retry', async () => {
    const signed = await signIn(server, alice, { ip: uniqueIp() });
    // A broken proxy that mangles every bearer token: the server refuses every attempt.
    const portal = await clientWith(signed, {
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        if (headers.has('authorization')) headers.set('authorization', 'Bearer mangled.token.value');
        return fetch(input, { ...init, headers });
      },
    });
    const refreshesBefore = count(REFRESH);
    const profilesBefore = count(PROFILE);
    const error = await portal.api.GET(PROFILE).catch((caught: unknown) => caught);
    expect(isPortalApiError(error, 'ACCESS.TOKEN_INVALID')).toBe(true);
    expect(count(REFRESH) - refreshesBefore).toBe(1);
    expect(count(PROFILE) - profilesBefore).toBe(2);
    // The refresh itself succeeded, so the (rotated) tokens stay.
    expect((await portal.getSession())?.refreshToken).not.toBe(signed.refreshToken);
  });
});

describe('SDK errors and headers', () => {
  it('maps a refusal to PortalApiError with status, code, localized message and request id', async () => {
    const english = client();
    const japanese = client({ locale: 'ja' });
    const wrong = { email: alice.email, password: 'not the password' };
    const en = (await initiateLogin(english, wrong).catch((caught: unknown) => caught)) as PortalApiError;
    const ja = (await initiateLogin(japanese, wrong).catch((caught: unknown) => caught)) as PortalApiError;
    for (const error of [en, ja]) {
      expect(error).toBeInstanceOf(PortalApiError);
      expect(error.status).toBe(401);
      expect(error.code).toBe('AUTH.INVALID_CREDENTIALS');
      expect(error.requestId).toMatch(/^[0-9a-f]{32}$/);
      expect(seen.some((request) => request.headers['x-request-id'] === error.requestId)).toBe(true);
    }
    expect(ja.message).not.toBe(en.message);
    expect(seen.find((request) => request.headers['x-request-id'] === ja.requestId)?.headers['x-locale']).toBe('ja');

    const noPortal = createPortalClient({ baseUrl: server.url, portalAccessCode: 'wrong-code' });
    await expect(initiateLogin(noPortal, wrong)).rejects.toMatchObject({ status: 403, code: 'ACCESS.PORTAL_MISMATCH' });

    const invalid = (await client()
      .api.POST('/web/v1/partner/auth/login/initiate', { body: { email: 'x', password: '' } })
      .catch((caught: unknown) => caught)) as PortalApiError;
    expect(invalid).toMatchObject({ status: 400, code: 'VALIDATION.INVALID_PARAMETER' });
    expect(invalid.body).toMatchObject({ success: false, data: null });
  });

  it('sends X-Workspace-Id of the selected workspace and an Idempotency-Key on money-creating POSTs', async () => {
    const signed = await signIn(server, alice, { ip: uniqueIp() });
    const portal = await clientWith(signed);
    await portal.selectWorkspace(alice.workspaceBizId);
    const current = await dataOf(portal.api.GET('/web/v1/partner/workspaces/current'));
    expect(current).toMatchObject({ bizId: alice.workspaceBizId });

    const transfer = (body: { toWorkspaceBizId: string; currency: string; amount: string }, extra: Record<string, unknown> = {}) =>
      portal.api.POST('/web/v1/partner/transfers', { body, ...extra }).catch((caught: unknown) => caught);
    const body = { toWorkspaceBizId: 'ws_nobody', currency: 'USD', amount: '1.00' };
    await transfer(body);
    await transfer(body);
    await transfer(body, { idempotencyKey: 'chosen-key-1' });
    const transfers = seen.filter((request) => request.path === '/web/v1/partner/transfers').slice(-3);
    expect(transfers.every((request) => request.headers['x-workspace-id'] === alice.workspaceBizId)).toBe(true);
    const keys = transfers.map((request) => request.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe('chosen-key-1');
    // Not a money-creating POST: no key.
    expect(seen.filter((request) => request.path === '/web/v1/partner/workspaces/current').at(-1)?.headers['idempotency-key']).toBeUndefined();
  });
});
