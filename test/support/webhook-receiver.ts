import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** How the next requests to `path` are answered (default 200 `ok`). */
  answer(path: string, status: number, body?: string, headers?: Record<string, string>): void;
  /** Requests to `path` get no answer at all (until the receiver closes). */
  hold(path: string): void;
  /** Later requests to a held `path` are answered again. */
  release(path: string): void;
  close(): Promise<void>;
}

/** A real HTTP receiver on a loopback port that records every request and answers as told. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const held = new Set<string>();
  const answers = new Map<string, { status: number; body: string; headers: Record<string, string> }>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (held.has(path)) return;
      const answer = answers.get(path) ?? { status: 200, body: 'ok', headers: {} };
      response.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    answer: (path, status, body = '', headers = {}) => void answers.set(path, { status, body, headers }),
    hold: (path) => void held.add(path),
    release: (path) => void held.delete(path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
