import createClient from 'openapi-fetch';
import type { CallOptions } from './call-options.js';
import type { OperationKey } from './errors.js';
import type { CallSpec, Execute } from './execute.js';
import { factsOf } from './operation-index.js';
import type { paths } from './schema.js';

/**
 * Typed calls generated from openapi.json: path, parameters, body and answer of every operation, and
 * per-call options that are checked too (`{ encypt: true }` does not compile). A refused call throws
 * PortalApiError, so a call that returns has succeeded: its `data` is the success body, never undefined
 * (but for operations that answer 204), and there is no `error` to check.
 */

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The paths that have an operation for `M`. */
export type PathsWith<M extends Method> = { [P in keyof paths]: paths[P] extends { [K in M]: unknown } ? P : never }[keyof paths];

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

type ParamsOf<O> = O extends { parameters: infer P } ? P : never;
type ParamsInit<O> = [RequiredKeys<ParamsOf<O>>] extends [never] ? { params?: ParamsOf<O> } : { params: ParamsOf<O> };

/** A multipart body may be given as FormData, or as its fields (`{ file: blob }`), which the client turns into FormData. */
type ContentOf<RequestBody> = RequestBody extends { content: infer C }
  ? 'multipart/form-data' extends keyof C
    ? C['multipart/form-data'] | FormData
    : C[keyof C]
  : never;
type BodyInit_<O> = O extends { requestBody: infer B }
  ? { body: ContentOf<B> }
  : O extends { requestBody?: infer B }
    ? [NonNullable<B>] extends [never]
      ? { body?: never }
      : { body?: ContentOf<NonNullable<B>> }
    : { body?: never };

type OkStatus = 200 | 201 | 202 | 203 | 204 | 206;
type ContentBody<R> = R extends { content: infer C } ? ('application/json' extends keyof C ? C['application/json'] : C[keyof C]) : undefined;
/** The success body of an operation (the envelope, a Blob for a download, undefined for 204). */
export type SuccessBody<O> = O extends { responses: infer R } ? { [S in keyof R & OkStatus]: ContentBody<R[S]> }[keyof R & OkStatus] : never;

/** How to read the answer; by default JSON, or a Blob for a download. */
export type ParseAs = 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream';
interface ParsedAs {
  text: string;
  blob: Blob;
  arrayBuffer: ArrayBuffer;
  stream: ReadableStream<Uint8Array> | null;
}
type DataAs<O, A extends ParseAs> = [A] extends [never] ? SuccessBody<O> : A extends keyof ParsedAs ? ParsedAs[A] : SuccessBody<O>;

export type CallInit<O, A extends ParseAs = never> = ParamsInit<O> & BodyInit_<O> & CallOptions & { parseAs?: A };
type InitArgs<O, A extends ParseAs> = [RequiredKeys<ParamsInit<O> & BodyInit_<O>>] extends [never] ? [init?: CallInit<O, A>] : [init: CallInit<O, A>];

/** A call's outcome: the success body and the Response (its headers: X-Request-Id, Idempotency-Replayed…). */
export interface ApiResult<T> {
  data: T;
  response: Response;
}

export type ApiMethod<M extends Method> = <P extends PathsWith<M>, A extends ParseAs = never>(
  path: P,
  ...init: InitArgs<paths[P][M], A>
) => Promise<ApiResult<DataAs<paths[P][M], A>>>;

export interface PortalApi {
  GET: ApiMethod<'get'>;
  POST: ApiMethod<'post'>;
  PUT: ApiMethod<'put'>;
  PATCH: ApiMethod<'patch'>;
  DELETE: ApiMethod<'delete'>;
}

/** The envelope's `data` of a success body (a body without an envelope as it is). */
export type EnvelopeData<T> = T extends { data: infer D } ? D : T;

/** The envelope's `data` of an operation: `type Profile = OperationData<'GET /web/v1/partner/profile'>`. */
export type OperationData<K extends OperationKey> = K extends `${infer M} ${infer P}`
  ? P extends keyof paths
    ? Lowercase<M> extends keyof paths[P]
      ? EnvelopeData<SuccessBody<paths[P][Lowercase<M>]>>
      : never
    : never
  : never;

/** The JSON body an operation takes: `OperationBody<'POST /web/v1/partner/transfers'>`. */
export type OperationBody<K extends OperationKey> = K extends `${infer M} ${infer P}`
  ? P extends keyof paths
    ? Lowercase<M> extends keyof paths[P]
      ? paths[P][Lowercase<M>] extends { requestBody?: infer B }
        ? ContentOf<NonNullable<B>>
        : never
      : never
    : never
  : never;

/** The envelope's `data` of a typed call: `const profile = await dataOf(portal.api.GET('/web/v1/partner/profile'))`. */
export async function dataOf<T>(call: Promise<ApiResult<T>>): Promise<EnvelopeData<T>> {
  const { data } = await call;
  const envelope = data as { data?: unknown } | undefined;
  return (envelope && typeof envelope === 'object' && 'data' in envelope ? envelope.data : data) as EnvelopeData<T>;
}

type LooseInit = CallOptions & { params?: Record<string, unknown>; body?: unknown; parseAs?: ParseAs };
type LooseClient = {
  request(
    method: string,
    path: string,
    init: Record<string, unknown>,
  ): Promise<{ data?: unknown; response: Response }>;
};

/**
 * The typed calls over openapi-fetch, which builds the URL (path and query parameters) and reads the answer;
 * the body goes around it untouched, and `execute` sends the call.
 */
export function createPortalApi(baseUrl: string, execute: Execute): PortalApi {
  const client = createClient<paths>({ baseUrl }) as unknown as LooseClient;
  const method =
    (name: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
    async (path: string, init: LooseInit = {}): Promise<ApiResult<unknown>> => {
      const { params, body, parseAs, headers, ...options } = init;
      const operation = `${name} ${path}`;
      const { data, response } = await client.request(name, path, {
        params,
        headers: new Headers(headers),
        parseAs: parseAs ?? (factsOf(operation).binaryResponse ? 'blob' : 'json'),
        fetch: (request: Request) => {
          const spec: CallSpec = {
            method: name,
            url: request.url,
            operation,
            typedOperation: operation as OperationKey,
            headers: request.headers,
            body,
            options,
            refresh: true,
          };
          return execute(spec);
        },
      });
      return { data, response };
    };
  return { GET: method('GET'), POST: method('POST'), PUT: method('PUT'), PATCH: method('PATCH'), DELETE: method('DELETE') } as PortalApi;
}
