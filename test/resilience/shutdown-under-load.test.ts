import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_CODE } from '../support/harness.js';
import { waitForOutput } from '../support/portal-process.js';
import { uniqueIp } from '../support/sign-in.js';
import { freshDatabase, NEEDS_PG, newMasterKey, processEnv, RESILIENCE_PG, startPortalProcess } from './support.js';

/**
 * Fault test 1: SIGTERM to the real `portal serve` while a batch of slow
 * requests is in flight and a steady stream of new ones keeps arriving.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const IN_FLIGHT = 20;
const VERIFIER_DELAY_MS = 1_500;
const GRACE_MS = 8_000;

/** A Turnstile siteverify stand-in that answers every call after a fixed delay and counts arrivals. */
async function startSlowVerifier(delayMs: number) {
  let arrivals = 0;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      arrivals += 1;
      for (const waiter of waiters.filter((w) => arrivals >= w.count)) waiter.resolve();
      setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    arrived: (count: number) => new Promise<void>((resolve) => (arrivals >= count ? resolve() : waiters.push({ count, resolve }))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An open keep-alive connection with a request's head sent but not its end: it is busy when the signal arrives. */
async function halfSentRequest(port: number, path: string) {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    finish: async () => {
      const sentAt = Date.now();
      socket.end('\r\n');
      await closed;
      return { answer, ms: Date.now() - sentAt };
    },
  };
}

describe.skipIf(!RESILIENCE_PG)(`graceful shutdown under load (${RESILIENCE_PG ? 'PostgreSQL' : NEEDS_PG})`, () => {
  it('finishes every in-flight request with 2xx, answers /readyz 503 at once, refuses new work and exits 0 within the grace', async () => {
    const verifier = await startSlowVerifier(VERIFIER_DELAY_MS);
    cleanups.push(verifier.close);
    const database = await freshDatabase();
    cleanups.push(() => database.drop());
    const portal = await startPortalProcess(
      processEnv(database, newMasterKey(), {
        TURNSTILE_SECRET: 'slow-secret',
        TURNSTILE_VERIFY_URL: verifier.url,
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
        RATE_LIMITS: 'forgot.ip=1000/3600,forgot.email=1000/3600',
      }),
    );
    cleanups.push(() => void portal.child.kill('SIGKILL'));

    // A batch of slow requests (each waits on the verifier), all inside the server when the signal comes.
    const slow = Array.from({ length: IN_FLIGHT }, (_, i) =>
      fetch(`${portal.url}/web/v1/partner/auth/password/forgot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-portal-access-code': PORTAL_CODE, 'cf-connecting-ip': uniqueIp() },
        body: JSON.stringify({ email: `nobody-${i}@example.com`, turnstileToken: 'any-token' }),
        signal: AbortSignal.timeout(GRACE_MS + 5_000),
      }).then(
        async (response) => ({ status: response.status, body: (await response.json()) as { code: string } }),
        // A failure is an outcome to assert on, not an unhandled rejection after a failed assertion.
        (error: Error) => ({ status: 0, body: { code: error.message } }),
      ),
    );
    await verifier.arrived(IN_FLIGHT);
    const readiness = await halfSentRequest(portal.port, '/readyz');

    // Steady arrivals of new requests on fresh connections, before and after the signal.
    let signalledAt = 0;
    const after: Array<number | 'refused'> = [];
    let stop = false;
    const stream = (async () => {
      while (!stop) {
        const outcome = await fetch(`${portal.url}/healthz`, { headers: { connection: 'close' }, signal: AbortSignal.timeout(5_000) }).then(
          (response) => response.status,
          () => 'refused' as const,
        );
        if (signalledAt && Date.now() - signalledAt > 200) after.push(outcome);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();

    signalledAt = Date.now();
    portal.child.kill('SIGTERM');
    await waitForOutput(portal.child, /shutting down/, 5_000);

    const probe = await readiness.finish();
    if (!/^HTTP\/1\.1 503 /.test(probe.answer)) {
      const run = await portal.exit;
      throw new Error(`readiness probe answered ${JSON.stringify(probe.answer)}; server output:\n${run.stdout}\n${run.stderr}`);
    }
    expect(probe.ms).toBeLessThan(1_000);

    const results = await Promise.all(slow);
    expect(results.map((result) => result.status)).toEqual(Array(IN_FLIGHT).fill(200));
    expect(results.every((result) => result.body.code === '2000')).toBe(true);

    const run = await portal.exit;
    stop = true;
    await stream;
    const exitedAfter = Date.now() - signalledAt;
    expect(run).toMatchObject({ code: 0, signal: null });
    expect(exitedAfter).toBeLessThan(GRACE_MS);
    expect(run.stdout).toMatch(/"drained":true/);
    // Nothing new was served once draining began: refused connections or 503, never a 2xx or a 500.
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((outcome) => outcome !== 'refused' && outcome !== 503)).toEqual([]);
    console.log(`shutdown: ${IN_FLIGHT} in flight drained, exit ${exitedAfter} ms after SIGTERM, ${after.length} late arrivals refused`);
  });
});
