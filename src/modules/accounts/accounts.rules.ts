/** Pragmatic address check (one @, a dotted domain, no spaces); the mailbox proves the rest. */
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

export function normalizeEmail(email: string): string {
  return email.trim();
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}
