import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  // Tests read arbitrary JSON: `any` keeps the assertions short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

/**
 * Sends bytes exactly as written over a plain socket, for request targets and
 * header bytes that fetch would normalize or refuse to send (absolute-form
 * targets, dot segments, NUL in a header). `Connection: close` is added, so
 * the answer ends with the connection.
 */
export function rawRequest(serverUrl: string, head: string, body = ''): Promise<RawResponse> {
  const { hostname, port } = new URL(serverUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error as Error);
      }
    });
    const length = body === '' ? '' : `Content-Length: ${Buffer.byteLength(body)}\r\n`;
    socket.write(`${head.replace(/\r?\n?$/, '')}\r\nConnection: close\r\n${length}\r\n${body}`);
  });
}

function parseResponse(raw: Buffer): RawResponse {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) throw new Error(`no complete HTTP answer: ${JSON.stringify(raw.subarray(0, 200).toString('latin1'))}`);
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const payload = raw.subarray(end + 4);
  const text = (headers['transfer-encoding'] === 'chunked' ? unchunk(payload) : payload).toString('utf8');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status, headers, body, text };
}

function unchunk(payload: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = payload.indexOf('\r\n', at);
    const size = parseInt(payload.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(payload.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}
