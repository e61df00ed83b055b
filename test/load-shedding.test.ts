import { afterAll, beforeAll, expect, it } from 'vitest';
import { portalHeaders, startTestServer, type TestServer } from './support/harness.js';
import { addEventLoopBlocker, BLOCKING_PATH } from './support/event-loop-blocker.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { MAX_EVENT_LOOP_DELAY_MS: '50' },
    configure: addEventLoopBlocker,
  });
});
afterAll(async () => {
  await server?.close();
});

const TIMEZONES = '/web/v1/partner/constants/timezones';

it('sheds load with 503 SYSTEM.UNAVAILABLE and Retry-After while the event loop lags (readiness fails, liveness holds), then recovers', async () => {
  await server.request(BLOCKING_PATH, { headers: portalHeaders() });

  let shed: Awaited<ReturnType<TestServer['request']>> | undefined;
  for (let i = 0; i < 20 && !shed; i++) {
    const res = await server.request(TIMEZONES, { headers: portalHeaders() });
    if (res.status === 503) shed = res;
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(shed?.body).toMatchObject({ success: false, code: 'SYSTEM.UNAVAILABLE', data: null });
  expect(Number(shed?.headers.get('retry-after'))).toBeGreaterThan(0);

  // The probes under the same pressure: liveness still answers, readiness says why it fails in its own body.
  await server.request(BLOCKING_PATH, { headers: portalHeaders() });
  let unready: Awaited<ReturnType<TestServer['request']>> | undefined;
  for (let i = 0; i < 20 && !unready; i++) {
    const res = await server.request('/readyz');
    if (res.status === 503) unready = res;
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const alive = await server.request('/healthz');
  expect(unready?.body).toEqual({ status: 'overloaded' });
  expect(Number(unready?.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(alive.status).toBe(200);

  let recovered = false;
  for (let i = 0; i < 40 && !recovered; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    recovered = (await server.request(TIMEZONES, { headers: portalHeaders() })).status === 200;
  }
  expect(recovered).toBe(true);
});
