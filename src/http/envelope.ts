import { Type, type TSchema } from 'typebox';
import { Int64 } from './integers.js';

/** Envelope versions of the spec: partner endpoints and user-self endpoints. */
export const PARTNER_VERSION = '2.0.0';
export const SELF_VERSION = '1.3.0';

export interface Envelope<T> {
  version: string;
  timestamp: number;
  success: boolean;
  code: string;
  message: string;
  data: T;
}

/**
 * The fixed fields of each success envelope (spec 2.1, 7): what `ok`,
 * `created` and `selfOk` send, and what the OpenAPI document states as
 * constants per operation (200 partner, 201 partner, user-self).
 */
export const SUCCESS_ENVELOPES = {
  ok: { version: PARTNER_VERSION, code: '2000', message: 'Success' },
  created: { version: PARTNER_VERSION, code: '2001', message: 'Created' },
  self: { version: SELF_VERSION, code: '2000', message: 'SUCCESS' },
} as const;

function success<T>(kind: keyof typeof SUCCESS_ENVELOPES, data: T): Envelope<T> {
  const { version, code, message } = SUCCESS_ENVELOPES[kind];
  return { version, timestamp: Date.now(), success: true, code, message, data };
}

export function ok<T>(data: T): Envelope<T> {
  return success('ok', data);
}

export function created<T>(data: T): Envelope<T> {
  return success('created', data);
}

export function selfOk<T>(data: T): Envelope<T> {
  return success('self', data);
}

export interface PartnerErrorBody {
  version: string;
  timestamp: number;
  success: false;
  code: string;
  message: string;
  data: null;
}

export function partnerError(code: string, message: string): PartnerErrorBody {
  return { version: PARTNER_VERSION, timestamp: Date.now(), success: false, code, message, data: null };
}

/** User-self error bodies carry only these three fields (spec 2.1). */
export function selfError(code: string, message: string): { success: false; code: string; message: string } {
  return { success: false, code, message };
}

const envelopeFields = {
  version: Type.String({ description: 'Envelope version', examples: [PARTNER_VERSION] }),
  timestamp: Int64({ description: 'Server time, milliseconds since epoch' }),
  success: Type.Boolean(),
  code: Type.String({ description: '`2000` OK, `2001` created, otherwise an error code' }),
  message: Type.String(),
};

/** Response schema of a successful partner/user-self call carrying `data`. */
export function Envelope<T extends TSchema>(data: T, description = 'Success') {
  return Type.Object({ ...envelopeFields, data }, { description });
}

export const ErrorEnvelope = Type.Object(
  { ...envelopeFields, success: Type.Literal(false), data: Type.Null() },
  { $id: 'ErrorEnvelope', description: 'Failure: `code` names the error, `message` is localized' },
);

export const SelfErrorBody = Type.Object(
  { success: Type.Literal(false), code: Type.String({ examples: ['4010'] }), message: Type.String() },
  { $id: 'SelfErrorBody', description: 'User-self failure body' },
);
