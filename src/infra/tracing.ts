// Loaded only when tracing is on (src/serve.ts imports it dynamically): without OTEL_EXPORTER_OTLP_ENDPOINT
// none of these packages is loaded. Why these packages and not sdk-node: docs/decisions.md, "Tracing".
import { readFileSync } from 'node:fs';
import { context, SpanKind, SpanStatusCode, trace, TraceFlags, type Span, type SpanStatus } from '@opentelemetry/api';
import { FastifyOtelInstrumentation, type FastifyOtelLifecycleHookInfo } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { defaultResource, detectResources, envDetector, hostDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION, ATTR_URL_PATH } from '@opentelemetry/semantic-conventions';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/** `service.name` unless OTEL_SERVICE_NAME (or OTEL_RESOURCE_ATTRIBUTES) names another. */
const DEFAULT_SERVICE_NAME = 'partner-portal-api';

/** Probes and scrapes: a trace every few seconds per instance that says nothing about users' requests. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** The longest a shutdown waits for the last spans: a collector that does not answer must not hold the exit. */
const FLUSH_ON_SHUTDOWN_MS = 3_000;

/** `ExportResultCode.SUCCESS` of @opentelemetry/core, which is not a direct dependency. */
const EXPORT_SUCCEEDED = 0;

export interface Tracing {
  /** Sends the spans still queued and stops; resolves within FLUSH_ON_SHUTDOWN_MS even when the collector is gone. */
  shutdown: () => Promise<void>;
}

/**
 * Fields of a log line written inside a traced request (pino `mixin`): the trace to open next to the
 * line. Reads the active context only, so it works from any logger once tracing has started.
 */
export function traceLogFields(): Record<string, string> {
  const span = trace.getSpan(context.active());
  if (span === undefined) return {};
  // Sampled, not "recording": the line after a span ended (the error handler's, after the handler span) still belongs to its trace.
  const { traceId, spanId, traceFlags } = span.spanContext();
  return (traceFlags & TraceFlags.SAMPLED) === 0 ? {} : { trace_id: traceId, span_id: spanId };
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Names the request span as the semantic conventions do (`GET /web/v1/partner/profile`), keeps the query
 * string out of `url.path` (the route is what groups requests; a query may carry anything) and adds our
 * X-Request-Id, which is also the `requestId` of the request's log lines.
 */
function describeRequest(span: Span, request: FastifyRequest): void {
  const route = request.routeOptions.url;
  span.updateName(route === undefined ? request.method : `${request.method} ${route}`);
  span.setAttribute(ATTR_URL_PATH, pathOf(request.url));
  span.setAttribute('request.id', request.id);
}

/**
 * The handler span is named after its route (`handler /web/v1/partner/profile`): by default its name and
 * `hook.name` hold the Fastify plugin name, which for our route plugins (anonymous functions) is their source text.
 */
function describeHandler(span: Span, info: FastifyOtelLifecycleHookInfo): void {
  const route = info.request.routeOptions.url;
  span.updateName(route === undefined ? info.hookName : `${info.hookName} ${route}`);
  span.setAttribute('hook.name', info.hookName);
}

/**
 * A server span's status stays unset for a 4xx answer (HTTP semantic conventions: the client's mistake, not a
 * fault), so error rates computed from traces count 5xx only. @fastify/otel marks the span of every thrown
 * error, and most of ours are 4xx answers (a wrong password, a validation refusal).
 */
const clientErrorsAreNoFault: SpanProcessor = {
  onEnding(span) {
    const status = span.attributes[ATTR_HTTP_RESPONSE_STATUS_CODE];
    if (span.kind !== SpanKind.SERVER || typeof status !== 'number' || status >= 500) return;
    // setStatus ignores UNSET by design, and the span's interface types `status` read-only; the SDK's span
    // keeps it in a plain field, and onEnding is the moment meant for a last change before export.
    (span as { status: SpanStatus }).status = { code: SpanStatusCode.UNSET };
  },
  onStart: () => undefined,
  onEnd: () => undefined,
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};

/** `service.version` from package.json, one folder above both src/infra and dist/infra. */
function serviceVersion(): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return typeof manifest.version === 'string' ? manifest.version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Without this a collector that refuses or never answers loses every span in silence (the SDK reports
 * through its own diag logger, which is off): one line when exporting starts failing, one when it works again.
 */
function reportingFailures(exporter: SpanExporter, log: Logger): SpanExporter {
  let failing = false;
  return {
    export(spans, done) {
      exporter.export(spans, (result) => {
        const failed = result.code !== EXPORT_SUCCEEDED;
        if (failed !== failing) {
          failing = failed;
          if (failed) log.error({ err: result.error }, 'trace export failing: spans are dropped until the collector takes them');
          else log.info('trace export recovered');
        }
        done(result);
      });
    },
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}

/**
 * Starts exporting traces over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT: a server span per request
 * from @fastify/otel, registered on every Fastify instance created from now on, with the route handler as
 * its child span, and a client span per PostgreSQL query from the pg instrumentation. Must run before
 * `pg` is loaded (src/db/client.ts loads it on first use): the instrumentation patches it while it loads.
 * The SDK reads the standard OTEL_* variables itself (sampler, batch sizes, headers, timeout, resource).
 */
export function startTracing(log: Logger): Tracing {
  const resource = defaultResource()
    .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: DEFAULT_SERVICE_NAME, [ATTR_SERVICE_VERSION]: serviceVersion() }))
    .merge(detectResources({ detectors: [envDetector, hostDetector] }));
  const exporter = reportingFailures(new OTLPTraceExporter(), log);
  const provider = new NodeTracerProvider({ resource, spanProcessors: [clientErrorsAreNoFault, new BatchSpanProcessor(exporter)] });
  // The global tracer provider, W3C trace-context propagation (an incoming `traceparent` continues its trace)
  // and the AsyncLocalStorage context that carries the request's span into the queries it makes.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: ({ url }) => UNTRACED_PATHS.has(pathOf(url)),
        requestHook: describeRequest,
        // No span per lifecycle hook: ours are anonymous functions, so each would be named after its plugin's
        // source text, and they would double the spans of a request. The request span, the handler span and
        // the queries under them show where the time goes.
        instrumentHooks: false,
        lifecycleHook: describeHandler,
        // A thrown AppError is mostly a 4xx answer, not a fault; a 500 has its stack in the log line with this trace_id.
        recordExceptions: false,
      }),
      // Statement text only (parameterized: values are never recorded without enhancedDatabaseReporting), and
      // only inside a traced request: start-up migrations and background work would each be a trace of their own.
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
    ],
  });
  return {
    shutdown: async () => {
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, FLUSH_ON_SHUTDOWN_MS)));
      await Promise.race([provider.shutdown().catch(() => undefined), gaveUp]);
      clearTimeout(timer);
    },
  };
}
