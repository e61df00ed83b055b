/** Standard base64 with padding (what the server accepts), from bytes, with btoa: no Node Buffer. */
export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000) binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** `bytes` random bytes as lower-case hex (request ids, idempotency keys, client hashes). */
export function randomHex(bytes: number): string {
  const view = crypto.getRandomValues(new Uint8Array(bytes));
  let out = '';
  for (const byte of view) out += byte.toString(16).padStart(2, '0');
  return out;
}
