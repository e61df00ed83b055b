import { Type, type TInteger, type TNumberOptions } from 'typebox';

/** Largest 32-bit signed integer: the bound of page numbers, counts and codes. */
export const INT32_MAX = 2_147_483_647;

/**
 * An integer with its width and range stated (OWASP API4: an unbounded integer
 * invites resource exhaustion). Non-negative and 32-bit unless the options say
 * otherwise; ajv-formats enforces the width on input.
 */
export function Int32(options: TNumberOptions = {}): TInteger {
  return Type.Integer({ format: 'int32', minimum: 0, maximum: INT32_MAX, ...options });
}

/** A non-negative integer past 32 bits (milliseconds since epoch), bounded by what JSON numbers carry exactly. */
export function Int64(options: TNumberOptions = {}): TInteger {
  return Type.Integer({ format: 'int64', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, ...options });
}
