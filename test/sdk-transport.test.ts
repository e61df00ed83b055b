import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, isOperationError, isPortalApiError, PortalApiError, type PortalClient } from '../packages/client/src/index.js';
import type { TestServer } from './support/harness.js';
import { png } from './support/files.js';
import { countOf, gate, recordRequests, sdkClient, sdkClientWith, type SeenRequest } from './support/sdk.js';
import { signIn, startSignInServer, uniqueIp, type SignedIn } from './support/sign-in.js';
import { createAccount, type TestAccount } from './support/workspaces.js';

/**
 * The SDK's transport against the real server: binary bodies go untouched (a PNG upload is a 201 however it
 * is given), a call's signal and fetch options reach fetch, an abort ends a call without any retry or
 * refresh, and no answer at all is a PortalApiError NETWORK.
 */
let server: TestServer;
let alice: TestAccount;
const seen: SeenRequest[] = [];
const count = (path: string) => countOf(seen, path);
const PROFILE = '/web/v1/partner/profile';
const REFRESH = '/web/v1/partner/auth/token/refresh';
const UPLOAD = '/web/v1/partner/files/upload';
/** Requests carrying this header wait in the server until the test opens `held`. */
const HOLD = 'x-test-hold';
let held = gate();
let holding = gate();

beforeAll(async () => {
  server = await startSignInServer({
    configure: (app: FastifyInstance) => {
      recordRequests(app, seen);
      app.addHook('onRequest', async (request) => {
        if (!request.headers[HOLD]) return;
        holding.open();
        await held.wait;
      });
    },
  });
  alice = await createAccount(server, 'sdk-transport');
});

afterAll(async () => {
  held.open();
  await server?.close();
});

async function signedIn(options: Parameters<typeof sdkClientWith>[2] = {}): Promise<{ portal: PortalClient; signed: SignedIn }> {
  const signed = await signIn(server, alice, { ip: uniqueIp() });
  const portal = await sdkClientWith(server, signed, options);
  await portal.selectWorkspace(alice.workspaceBizId);
  return { portal, signed };
}

/** The multipart body a browser makes of a FormData, as bytes, with its Content-Type (boundary included). */
async function multipartBytes(bytes: Buffer): Promise<{ body: Uint8Array; contentType: string }> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'proof.png');
  const encoded = new Response(form);
  return { body: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

describe('SDK binary bodies', () => {
  it('uploads a real PNG as fields, FormData, ArrayBuffer, Uint8Array and a stream: 201 each, the bytes kept exactly, nothing encrypted', async () => {
    // `encrypt: true` encrypts every JSON body; a binary one still goes as it is.
    const { portal } = await signedIn({ encrypt: true });
    const bytes = png(3);
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'proof.png');
    const multipart = await multipartBytes(bytes);
    const raw = (body: unknown) => portal.call<{ bizId: string; sha256: string }>('POST', UPLOAD, { body, headers: { 'content-type': multipart.contentType } });

    const uploads = [
      await dataOf(portal.api.POST(UPLOAD, { body: { file: new File([bytes], 'proof.png', { type: 'image/png' }) } })),
      await dataOf(portal.api.POST(UPLOAD, { body: form })),
      await raw(multipart.body.slice().buffer),
      await raw(multipart.body),
      await raw(new Blob([multipart.body]).stream()),
    ];
    const sent = seen.filter((request) => request.path === UPLOAD).slice(-5);
    expect(sent.map((request) => request.status)).toEqual([201, 201, 201, 201, 201]);
    expect(sent.every((request) => request.headers['x-secure-channel-session-id'] === undefined)).toBe(true);
    expect(new Set(uploads.map((file) => file.sha256)).size).toBe(1);

    // A download is read as a Blob: the same bytes come back.
    const { data } = await portal.api.GET('/web/v1/partner/files/{bizId}/download', { params: { path: { bizId: uploads[0]!.bizId } } });
    expect(data).toBeInstanceOf(Blob);
    expect(Buffer.from(await data.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses to encrypt a binary body rather than send it other than asked', async () => {
    const { portal } = await signedIn();
    const before = count(UPLOAD);
    await expect(portal.api.POST(UPLOAD, { body: { file: new Blob([png()]) }, encrypt: true })).rejects.toThrow(/only JSON bodies can be encrypted/);
    expect(count(UPLOAD)).toBe(before);
  });
});

describe('SDK request options', () => {
  it('forwards signal and the other fetch options to fetch', async () => {
    const seenInit: RequestInit[] = [];
    const { portal } = await signedIn({
      fetch: (input, init) => {
        seenInit.push(init ?? {});
        return fetch(input, init);
      },
    });
    const controller = new AbortController();
    await portal.api.GET(PROFILE, { signal: controller.signal, credentials: 'omit', redirect: 'error', referrerPolicy: 'no-referrer', keepalive: false });
    expect(seenInit.at(-1)).toMatchObject({ signal: controller.signal, credentials: 'omit', redirect: 'error', referrerPolicy: 'no-referrer', keepalive: false });
  });
});

describe('SDK cancellation', () => {
  it('rejects at once with the AbortError of an already aborted signal, sending nothing', async () => {
    const { portal } = await signedIn();
    const before = count(PROFILE);
    const error = await portal.api.GET(PROFILE, { signal: AbortSignal.abort() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(isPortalApiError(error)).toBe(false);
    expect(count(PROFILE)).toBe(before);
  });

  it('rejects a call aborted while the server works on it with the signal’s reason', async () => {
    const { portal } = await signedIn();
    held = gate();
    holding = gate();
    const controller = new AbortController();
    const call = portal.api.GET(PROFILE, { signal: controller.signal, headers: { [HOLD]: '1' } }).catch((caught: unknown) => caught);
    await holding.wait;
    const reason = new DOMException('the page moved on', 'AbortError');
    controller.abort(reason);
    expect(await call).toBe(reason);
    held.open();
  });

  it('lets an aborted call stop waiting for a shared refresh without cancelling it, and never retries it', async () => {
    const signed = await signIn(server, alice, { ip: uniqueIp() });
    const [header, payload, signature] = signed.accessToken.split('.');
    const broken = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
    const refreshHeld = gate();
    const refreshArrived = gate();
    const portal = await sdkClientWith(
      server,
      { accessToken: broken, refreshToken: signed.refreshToken },
      {
        fetch: async (input, init) => {
          if (String(input).endsWith(REFRESH)) {
            refreshArrived.open();
            await refreshHeld.wait;
          }
          return fetch(input, init);
        },
      },
    );
    const profilesBefore = count(PROFILE);
    const refreshesBefore = count(REFRESH);
    const controller = new AbortController();
    const aborted = portal.api.GET(PROFILE, { signal: controller.signal }).catch((caught: unknown) => caught);
    const waiting = dataOf(portal.api.GET(PROFILE));
    await refreshArrived.wait;
    controller.abort();
    expect(await aborted).toMatchObject({ name: 'AbortError' });

    refreshHeld.open();
    expect((await waiting).accountEmail).toBe(alice.email);
    expect(count(REFRESH) - refreshesBefore).toBe(1);
    // Two 401s with the broken token, one retry: the aborted call's.
    expect(count(PROFILE) - profilesBefore).toBe(3);
    expect((await portal.getSession())?.refreshToken).not.toBe(signed.refreshToken);
  });
});

describe('SDK network failures', () => {
  it('turns no answer (a closed port) into PortalApiError NETWORK with status 0 and the cause', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const portal = sdkClient({ ...server, url: `http://127.0.0.1:${port}` });
    const error = await portal.api.GET(PROFILE).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PortalApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK', operation: 'GET /web/v1/partner/profile', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect((error as PortalApiError).cause).toBeInstanceOf(TypeError);
    expect(isPortalApiError(error, 'NETWORK') && isOperationError(error, 'GET /web/v1/partner/profile')).toBe(true);
  });
});
