import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Cloudflare's siteverify: token "pass" succeeds,
 * anything else fails, and a wrong secret fails like Cloudflare does. Every
 * call is recorded so tests can see what the service sent.
 */
export const TURNSTILE_TEST_SERVER_SECRET = 'local-turnstile-secret';
export const PASSING_TOKEN = 'pass';

export interface TurnstileCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

export interface TurnstileStandIn {
  url: string;
  calls: TurnstileCall[];
  /** Makes the next answers wait this long (to exercise the client's timeout). */
  delayMs: number;
  close: () => Promise<void>;
}

export async function startTurnstile(secret = TURNSTILE_TEST_SERVER_SECRET): Promise<TurnstileStandIn> {
  const calls: TurnstileCall[] = [];
  const state = { delayMs: 0 };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(raw);
      const call = { secret: form.get('secret'), response: form.get('response'), remoteip: form.get('remoteip') };
      calls.push(call);
      const errors = call.secret !== secret ? ['invalid-input-secret'] : call.response !== PASSING_TOKEN ? ['invalid-input-response'] : [];
      const answer = JSON.stringify({ success: errors.length === 0, 'error-codes': errors });
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(200, { 'content-type': 'application/json' }).end(answer);
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    calls,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
