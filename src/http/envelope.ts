import { Type, type TSchema } from '@sinclair/typebox';

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

export function ok<T>(data: T): Envelope<T> {
  return { version: PARTNER_VERSION, timestamp: Date.now(), success: true, code: '2000', message: 'Success', data };
}

export function created<T>(data: T): Envelope<T> {
  return { version: PARTNER_VERSION, timestamp: Date.now(), success: true, code: '2001', message: 'Created', data };
}

export function selfOk<T>(data: T): Envelope<T> {
  return { version: SELF_VERSION, timestamp: Date.now(), success: true, code: '2000', message: 'SUCCESS', data };
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
  timestamp: Type.Integer({ description: 'Server time, milliseconds since epoch' }),
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
