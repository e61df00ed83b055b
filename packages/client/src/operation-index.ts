import {
  BINARY_RESPONSE_OPERATIONS,
  IDEMPOTENT_OPERATIONS,
  MULTIPART_OPERATIONS,
  SECURE_CHANNEL_OPERATION_GROUPS,
} from './operations.js';

/** What the client must know about one operation to send it right (generated from openapi.json). */
export interface OperationFacts {
  /** Takes an Idempotency-Key: one is generated per call when the caller gives none. */
  idempotent: boolean;
  /** Its body is multipart/form-data. */
  multipart: boolean;
  /** Its success answer is a file. */
  binaryResponse: boolean;
  /** Its `SECURE_CHANNEL_REQUIRED` group, if its JSON body may travel encrypted. */
  secureChannelGroup: string | undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const parameterCount = (key: string) => key.split('{').length - 1;

/**
 * The operations the client has facts about; `{param}` matches one path segment, and a literal path wins over
 * a template (`/recharges/quote` before `/recharges/{bizId}`).
 */
let templates: ReadonlyArray<{ key: string; method: string; pattern: RegExp }> | undefined;
const compileTemplates = () => [
  ...new Set([...IDEMPOTENT_OPERATIONS, ...MULTIPART_OPERATIONS, ...BINARY_RESPONSE_OPERATIONS, ...Object.keys(SECURE_CHANNEL_OPERATION_GROUPS)]),
]
  .sort((a, b) => parameterCount(a) - parameterCount(b))
  .map((key) => {
    const [method = '', template = ''] = key.split(' ');
    const source = template
      .split(/\{[^}]+\}/)
      .map(escapeRegExp)
      .join('[^/]+');
    return { key, method, pattern: new RegExp(`^${source}$`) };
  });

/** The facts of `key`; an operation the client does not know (or none) has none of them. */
export function factsOf(key: string | undefined): OperationFacts {
  if (key === undefined) return { idempotent: false, multipart: false, binaryResponse: false, secureChannelGroup: undefined };
  return {
    idempotent: IDEMPOTENT_OPERATIONS.includes(key),
    multipart: MULTIPART_OPERATIONS.includes(key),
    binaryResponse: BINARY_RESPONSE_OPERATIONS.includes(key),
    secureChannelGroup: SECURE_CHANNEL_OPERATION_GROUPS[key],
  };
}

/**
 * The operation of an untyped call (`METHOD /concrete/path`) when it is one the client has facts about;
 * any other is sent as a plain JSON call of no group. Typed calls name their operation themselves.
 * Compiled on first use, so an application that never makes an untyped call never pays for it.
 */
export function operationOf(method: string, path: string): string | undefined {
  const upper = method.toUpperCase();
  templates ??= compileTemplates();
  return templates.find((entry) => entry.method === upper && entry.pattern.test(path))?.key;
}
