import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** Span kinds as OTLP numbers them. */
export const SPAN_KIND = { INTERNAL: 1, SERVER: 2, CLIENT: 3 } as const;

/** One span of an OTLP/HTTP JSON export, with its attributes and its resource's attributes flattened. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  kind: number;
  status: { code?: number; message?: string };
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
}

/** A trace collector's OTLP/HTTP endpoint, in the test process. */
export interface OtlpReceiver {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT is set to (the exporter appends `/v1/traces`). */
  endpoint: string;
  /** Every span of every accepted export, in arrival order. */
  spans: ReceivedSpan[];
  /** Every export body as it arrived, accepted or refused: what must never appear in a span is looked for here. */
  bodies: string[];
  /** Status of the answer to the next exports: 200 takes them, 400 refuses them (the exporter does not retry a 400). */
  answerWith: (status: number) => void;
  /** Resolves once `count` exports have arrived in all. */
  exportsArrived: (count: number) => Promise<void>;
  close: () => Promise<void>;
}

interface AnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: number | string;
  doubleValue?: number;
  arrayValue?: { values?: AnyValue[] };
}
interface KeyValue {
  key: string;
  value: AnyValue;
}
interface ExportRequest {
  resourceSpans?: Array<{
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: Array<{ spans?: Array<Omit<ReceivedSpan, 'attributes' | 'resource'> & { attributes?: KeyValue[] }> }>;
  }>;
}

/** int64 values arrive as JSON numbers or strings, depending on the encoder. */
function valueOf(value: AnyValue): unknown {
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(valueOf);
  return value.stringValue ?? value.boolValue ?? value.doubleValue;
}

function attributesOf(list: KeyValue[] | undefined): Record<string, unknown> {
  return Object.fromEntries((list ?? []).map(({ key, value }) => [key, valueOf(value)]));
}

function spansOf(request: ExportRequest): ReceivedSpan[] {
  return (request.resourceSpans ?? []).flatMap(({ resource, scopeSpans }) =>
    (scopeSpans ?? []).flatMap(({ spans }) =>
      (spans ?? []).map((span) => ({
        ...span,
        parentSpanId: span.parentSpanId || undefined,
        attributes: attributesOf(span.attributes),
        resource: attributesOf(resource?.attributes),
      })),
    ),
  );
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
}

/** Starts an OTLP/HTTP receiver on a loopback port that takes JSON exports on POST /v1/traces. */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const bodies: string[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let status = 200;
  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !String(request.headers['content-type']).startsWith('application/json')) {
        response.writeHead(404).end();
        return;
      }
      bodies.push(body);
      if (status === 200) spans.push(...spansOf(JSON.parse(body) as ExportRequest));
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      for (const waiter of waiters.filter((entry) => bodies.length >= entry.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    bodies,
    answerWith: (next) => void (status = next),
    exportsArrived: (count) =>
      bodies.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
