import { Type } from 'typebox';
import { EMAIL_MAX_LENGTH } from '../infra/email-address.js';

const CANONICAL_FORM =
  'Any spelling of an address is that address: it is compared and stored in one canonical form ' +
  '(NFKC, lower-case ASCII local part, IDNA domain in Punycode); a local part that is not ASCII after NFKC is refused.';

/**
 * Every e-mail input of a request schema. Its `email` format is the
 * canonicalizer's own rule (src/http/validator.ts), so what passes the schema
 * is exactly what the services can store and look up.
 */
export function EmailAddressField(description: string) {
  return Type.String({ format: 'email', minLength: 3, maxLength: EMAIL_MAX_LENGTH, description: `${description}. ${CANONICAL_FORM}` });
}
