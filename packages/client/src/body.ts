/**
 * A call's body as it goes on the wire. JSON values are serialized (and may be encrypted); binary bodies —
 * FormData, Blob/File, ArrayBuffer, typed arrays, ReadableStream, URLSearchParams — go as they are, never
 * read, re-encoded or encrypted.
 */
/** What fetch accepts as a body (named through RequestInit, so DOM and Node typings alike have it). */
export type FetchBody = NonNullable<RequestInit['body']>;

export type WireBody =
  | { kind: 'none' }
  | { kind: 'json'; text: string }
  /** `replayable`: the same value can be sent again (after a token refresh); a stream cannot. */
  | { kind: 'binary'; value: FetchBody; replayable: boolean };

const isStream = (value: unknown): value is ReadableStream =>
  typeof ReadableStream !== 'undefined' && value instanceof ReadableStream;

/** A body fetch sends untouched. */
export function isBinaryBody(value: unknown): value is FetchBody {
  return (
    (typeof FormData !== 'undefined' && value instanceof FormData) ||
    (typeof Blob !== 'undefined' && value instanceof Blob) ||
    value instanceof ArrayBuffer ||
    ArrayBuffer.isView(value) ||
    (typeof URLSearchParams !== 'undefined' && value instanceof URLSearchParams) ||
    isStream(value)
  );
}

/** `{ file: blob }` of a multipart operation as FormData: one part per field, arrays as repeated parts. */
function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      if (item instanceof Blob) form.append(name, item, (item as Partial<File>).name ?? name);
      else form.append(name, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  return form;
}

export function wireBody(body: unknown, multipart: boolean): WireBody {
  if (body === undefined) return { kind: 'none' };
  if (isBinaryBody(body)) return { kind: 'binary', value: body, replayable: !isStream(body) };
  if (multipart && body !== null && typeof body === 'object') return { kind: 'binary', value: toFormData(body as Record<string, unknown>), replayable: true };
  return { kind: 'json', text: JSON.stringify(body) };
}
