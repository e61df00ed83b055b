import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { verifyPassword } from '../src/infra/passwords.js';
import { DEMO_EMAIL } from '../src/server.js';
import { childEnv, finished, freePort, inspectDataDir, runPortal, spawnPortal, tempDataDir, waitForOutput } from './support/portal-process.js';
import { createTestDatabase, type TestDatabase } from './support/test-db.js';

/**
 * The real server process (`portal serve`, `npm start`): graceful shutdown on
 * SIGTERM and the demo account of a first start.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const LISTENING = /"msg":"listening"/;

/**
 * A Turnstile siteverify stand-in that holds every call until released, so a
 * forgot-password request stays in flight inside the server for as long as
 * the test wants.
 */
async function startGatedVerifier() {
  let arrived!: () => void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      arrived();
      void released.then(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    arrival,
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Sends a request's first line and headers but not the blank line that ends them: the connection is busy, not idle.
 * A whole `/healthz` goes first on the same kept-alive connection, so the server has surely accepted it: a socket
 * still in the listen backlog when the server closes would be reset, whatever the drain does.
 */
async function halfSentRequest(port: number, path: string, headers: Record<string, string> = {}) {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  const healthy = 'HTTP/1.1 200 ';
  socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  await expect.poll(() => answer.startsWith(healthy) && answer.endsWith('{"status":"ok"}'), { timeout: 10_000, interval: 20 }).toBe(true);
  answer = '';
  const more = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${more}`);
  return {
    finish: async () => {
      socket.end('\r\n');
      await closed;
      return answer;
    },
  };
}

interface Engine {
  env: Record<string, string>;
  /** Proof that the process let go of its database. */
  released: () => Promise<void>;
  /** Reads the database once the process has let go of it. */
  inspect: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
}

async function engine(): Promise<Engine> {
  if (process.env.DATABASE_URL) {
    const database: TestDatabase = await createTestDatabase();
    cleanups.push(() => database.drop());
    return {
      env: { DATABASE_URL: database.url! },
      released: async () => {
        // A backend may outlive its closed socket by a moment: poll briefly.
        const others = async () =>
          (await database.db.query<{ n: bigint }>(
            'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
          ))[0]?.n;
        await expect.poll(others, { timeout: 3_000, interval: 100 }).toBe(0n);
      },
      inspect: (work) => work(database.db),
    };
  }
  const temp = tempDataDir();
  cleanups.push(temp.remove);
  return {
    env: { DATA_DIR: temp.dir },
    released: async () => expect(existsSync(join(temp.dir, 'portal.lock'))).toBe(false),
    inspect: (work) => inspectDataDir(temp.dir, work),
  };
}

const ACCESS_CODE = 'shutdown-test-code';
const FRONT_END = 'https://portal.example.com';

/** `portal serve` on its own database, with password-forgot captcha checks held by a gated verifier. */
async function startGatedServer(db: Engine, verifier: { url: string }) {
  const port = await freePort();
  const server = spawnPortal(['serve'], {
    ...db.env,
    PORT: String(port),
    LOG_LEVEL: 'info',
    DEMO_ACCOUNT: 'false',
    PORTAL_ACCESS_CODES: ACCESS_CODE,
    CORS_ORIGINS: FRONT_END,
    TURNSTILE_SECRET: 'gated-secret',
    TURNSTILE_VERIFY_URL: verifier.url,
    SHUTDOWN_GRACE_MS: '10000',
    MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  const exit = finished(server);
  cleanups.push(() => void server.kill('SIGKILL'));
  await waitForOutput(server, LISTENING);
  const base = `http://127.0.0.1:${port}`;
  const forgot = (email: string, signal?: AbortSignal) =>
    fetch(`${base}/web/v1/partner/auth/password/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portal-access-code': ACCESS_CODE },
      body: JSON.stringify({ email, turnstileToken: 'any-token' }),
      signal,
    });
  return { server, exit, port, base, forgot };
}

// Each test starts real server processes (migrate, listen, drain); on a loaded 2-core CI host a start alone has
// taken over 20 s, so the budget is wider than the suite's 30 s.
describe('graceful shutdown', { timeout: 90_000 }, () => {
  it('on SIGTERM stops taking requests, refuses /readyz, finishes the one in flight with 2xx, releases the database and exits 0', async () => {
    const verifier = await startGatedVerifier();
    cleanups.push(verifier.close);
    const db = await engine();
    const { server, exit, port, base, forgot } = await startGatedServer(db, verifier);

    const inFlight = forgot('nobody@example.com');
    await verifier.arrival;
    const probe = await halfSentRequest(port, '/readyz');
    const late = await halfSentRequest(port, '/web/v1/partner/constants/countries', { origin: FRONT_END, 'x-portal-access-code': ACCESS_CODE });

    const signalledAt = Date.now();
    server.kill('SIGTERM');
    await waitForOutput(server, /shutting down/);

    // Draining: the probe's request, completed now, is refused, and new connections are not accepted.
    expect(await probe.finish()).toMatch(/^HTTP\/1\.1 503 [^]*\r\n\r\n\{"status":"draining"\}$/);
    // Any other request gets the envelope, with CORS headers so a browser can read it, and is told to retry.
    const refused = await late.finish();
    expect(refused).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused).toMatch(/\r\naccess-control-allow-origin: https:\/\/portal\.example\.com\r\n/i);
    expect(refused).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(refused).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(refused.slice(refused.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, code: 'SYSTEM.UNAVAILABLE' });
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();

    verifier.release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, code: '2000' });

    const run = await exit;
    expect(run).toMatchObject({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(run.stdout).toMatch(/"drained":true/);
    await db.released();
  });

  it('lets a handler whose client hung up finish its work (the reset mail is written) before the database closes', async () => {
    const verifier = await startGatedVerifier();
    cleanups.push(verifier.close);
    const db = await engine();
    const email = 'hung.up@example.com';
    expect((await runPortal(['accounts', 'create', '--email', email, '--password-stdin', '--name', 'Hung Up'], db.env, { input: 'a long enough shutdown password 7\n' })).code).toBe(0);
    const { server, exit, forgot } = await startGatedServer(db, verifier);

    const client = new AbortController();
    const gone = forgot(email, client.signal).catch((error: unknown) => error);
    await verifier.arrival;
    client.abort();
    expect(await gone).toBeInstanceOf(Error);

    // No socket is left, so the HTTP server closes at once; the handler still waits for the captcha.
    server.kill('SIGTERM');
    await waitForOutput(server, /shutting down/);
    verifier.release();

    const run = await exit;
    expect(run).toMatchObject({ code: 0, signal: null });
    expect(run.stdout).toMatch(/"drained":true/);
    expect(run.stdout).not.toMatch(/"level":50/);
    await db.released();
    const mails = await db.inspect((handle) => handle.query<{ subject: string }>('SELECT subject FROM outbox WHERE recipient = $1', [email]));
    expect(mails.map((mail) => mail.subject)).toEqual(['Reset your Partner Portal password']);
    // Two processes (the CLI, then the server): on a loaded 2-core machine that is more than the default 30 s.
  }, 120_000);
});

describe('npm start on an empty embedded database', () => {
  const ROOT = fileURLToPath(new URL('..', import.meta.url));

  /**
   * `npm start` exactly as the README says, stopped once it listens the way a
   * terminal's Ctrl-C does: a signal to the whole process group (npm itself
   * does not pass SIGTERM on to the server). Resolves with the server's own
   * output once every process of the group has let go of the pipes.
   */
  async function npmStart(dataDir: string): Promise<string> {
    const port = await freePort();
    const env = childEnv({ NODE_ENV: 'development', LOG_LEVEL: 'info', DATA_DIR: dataDir, PORT: String(port), MAX_EVENT_LOOP_DELAY_MS: '0' });
    const child = spawn('npm', ['start', '--silent'], { cwd: ROOT, env, stdio: 'pipe', detached: true });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
    cleanups.push(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // the group is gone already
      }
    });
    await waitForOutput(child, LISTENING);
    process.kill(-child.pid!, 'SIGINT');
    await closed;
    // The server drained and stopped by itself: it released DATA_DIR for the next start.
    expect(output).toMatch(/"drained":true,"msg":"stopped"/);
    return output;
  }

  it.skipIf(Boolean(process.env.DATABASE_URL))('prints the demo credentials on the first start only (embedded only: covered by the PGlite run)', async () => {
    const temp = tempDataDir();
    cleanups.push(temp.remove);

    const first = await npmStart(temp.dir);
    const shown = first.split('\n').filter((line) => line.includes('Demo partner account'));
    expect(shown).toHaveLength(1);
    const [, email, password] = /email (\S+) password (\S+)/.exec(shown[0]!) ?? [];
    expect(email).toBe(DEMO_EMAIL);

    const second = await npmStart(temp.dir);
    expect(second).toMatch(LISTENING);
    expect(second).not.toContain('Demo partner account');
    expect(second).not.toContain(password!);

    // The printed password is the one stored, and it never went into a log line.
    const [account] = await inspectDataDir(temp.dir, (db) =>
      db.query<{ password_hash: string; pending_approval: boolean }>('SELECT password_hash, pending_approval FROM accounts WHERE email = $1', [DEMO_EMAIL]),
    );
    expect(account?.pending_approval).toBe(false);
    expect(await verifyPassword(account!.password_hash, password!)).toBe(true);
    const logLines = first.split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.some((line) => line.includes(password!))).toBe(false);
  }, 90_000);
});
