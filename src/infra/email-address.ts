import { domainToASCII } from 'node:url';
import { invalidParameter } from '../core/common.errors.js';

/**
 * The one canonical form of an e-mail address, used for storage, every
 * lookup and every rate-limit and lockout key (docs/decisions.md, "E-mail
 * addresses"). Two inputs are the same address exactly when their canonical
 * forms are equal strings, so the database compares with `=` and never folds
 * case itself: PostgreSQL's lower('İ') is 'i' while JavaScript's is 'i̇', and
 * that difference once let a look-alike reach an account past its lock.
 *
 * The form: NFKC first (full-width letters, the Kelvin sign and other
 * compatibility characters become plain ASCII), surrounding white space
 * trimmed; then the local part must be an RFC 5322 dot-atom of ASCII and is
 * lower-cased, and the domain goes through IDNA (UTS #46, as `new URL` does)
 * to lower-case ASCII (Punycode) and must be a DNS host name. A local part
 * that is still not ASCII after NFKC (`İ`, `ß`, `zoë`, Cyrillic `а`) is
 * refused: there is no agreed case folding for it, and refusing it leaves no
 * look-alike to fold.
 */
declare const canonical: unique symbol;
export type CanonicalEmail = string & { readonly [canonical]: true };

/** RFC 5321: 254 characters in a path, 64 in a local part, 253 in a domain. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;
const DOMAIN_MAX_LENGTH = 253;

/** RFC 5322 dot-atom over atext, already lower-cased. */
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;
/**
 * ASCII a domain may hold before IDNA: letters, digits, '.' and '-'.
 * (domainToASCII would percent-decode `%41` and keep `_`; non-ASCII goes on to IDNA.)
 */
const DOMAIN_INPUT = /^(?:[A-Za-z0-9.-]|\P{ASCII})+$/u;
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A last label the URL standard reads as an IPv4 number: 192.0.2.1, example.0x1f. */
const NUMERIC_LABEL = /^(?:[0-9]+|0x[0-9a-f]*)$/;

function canonicalLocalPart(local: string): string | undefined {
  if (local.length > LOCAL_PART_MAX_LENGTH || !PRINTABLE_ASCII.test(local)) return undefined;
  // ASCII only at this point: toLowerCase folds A-Z and nothing else.
  const lower = local.toLowerCase();
  return LOCAL_PART.test(lower) ? lower : undefined;
}

function canonicalDomain(domain: string): string | undefined {
  if (!DOMAIN_INPUT.test(domain)) return undefined;
  // UTS #46 non-transitional processing: maps and lower-cases, Punycode for non-ASCII labels, '' when invalid.
  const ascii = domainToASCII(domain);
  if (ascii === '' || ascii.length > DOMAIN_MAX_LENGTH) return undefined;
  const labels = ascii.split('.');
  // At least two labels, and a host name, not an IP address.
  if (labels.length < 2 || !labels.every((label) => HOST_LABEL.test(label)) || NUMERIC_LABEL.test(labels.at(-1)!)) return undefined;
  return ascii;
}

/** The canonical form of `input`, or undefined when it is not an address we accept. */
export function canonicalEmail(input: string): CanonicalEmail | undefined {
  const address = input.normalize('NFKC').trim();
  const at = address.indexOf('@');
  if (at < 1 || at !== address.lastIndexOf('@')) return undefined;
  const local = canonicalLocalPart(address.slice(0, at));
  const domain = local === undefined ? undefined : canonicalDomain(address.slice(at + 1));
  if (local === undefined || domain === undefined) return undefined;
  const email = `${local}@${domain}`;
  return email.length <= EMAIL_MAX_LENGTH ? (email as CanonicalEmail) : undefined;
}

/** For the `email` format of the request schemas: the same rule, so the schema refuses what this module refuses. */
export function isEmailAddress(input: string): boolean {
  return canonicalEmail(input) !== undefined;
}

/** The canonical form, or 400 VALIDATION.INVALID_PARAMETER naming `field`. */
export function requireCanonicalEmail(input: string, field = 'email'): CanonicalEmail {
  const email = canonicalEmail(input);
  if (email === undefined) throw invalidParameter(`${field} is not a usable e-mail address`);
  return email;
}

/** `alice@example.com` → `a***@example.com`: enough to recognize, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
