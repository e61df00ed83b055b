import { Type, type Static } from 'typebox';
import { Envelope } from '../../http/envelope.js';
import { Int32 } from '../../http/integers.js';
import { SECURE_CHANNEL_GROUPS } from '../../http/secure-channel-groups.js';

const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });
const SessionIdField = Type.String({ maxLength: 64, description: 'Secure-channel session id (`scs_…`)' });

export const PublicKeyRecord = Type.Object(
  {
    keyId: Type.String({ description: 'Id of this key pair (`sck_…`); send it back when opening a session' }),
    publicKey: Type.String({ description: 'RSA public key: base64 of the DER SubjectPublicKeyInfo (import as `spki`)' }),
    algorithm: Type.Literal('RSA-OAEP-256', { description: 'RSA-OAEP with SHA-256 and MGF1-SHA-256' }),
    keySize: Int32({ description: 'Modulus length in bits (3072 by default, never below 2048)' }),
    createdAt: Timestamp,
    expiresAt: Type.Union([Timestamp, Type.Null()], {
      description: 'Until when sessions can be opened with this key; fetch the key again after it (it is replaced earlier)',
    }),
    requiredGroups: Type.Optional(
      Type.Array(Type.Enum(SECURE_CHANNEL_GROUPS), {
        description:
          'Not in the spec; always sent by this server. The route groups whose request bodies it refuses in plaintext (`SECURE_CHANNEL_REQUIRED`), ' +
          "in declaration order: an operation's group is its `x-secure-channel-group` in the OpenAPI document. Empty when none is enforced.",
      }),
    ),
  },
  { description: 'Secure-channel public key' },
);
export type PublicKeyRecord = Static<typeof PublicKeyRecord>;

export const OpenSessionBody = Type.Object(
  {
    keyId: Type.String({ minLength: 1, maxLength: 64, description: '`keyId` of the public key used to wrap the AES key' }),
    encryptedKey: Type.String({
      minLength: 1,
      maxLength: 1024,
      description: 'base64 of RSA-OAEP(SHA-256, MGF1-SHA-256) of a fresh random 32-byte AES-256 key',
    }),
  },
  { additionalProperties: false },
);
export type OpenSessionBody = Static<typeof OpenSessionBody>;

export const SessionData = Type.Object({
  sessionId: Type.String({ description: 'Send as `X-Secure-Channel-Session-Id` (or `X-SC-Session-Id`) with encrypted bodies' }),
  expiresAt: Timestamp,
  expiresIn: Int32({ description: 'Seconds until the session expires' }),
});
export type SessionData = Static<typeof SessionData>;

export const CloseData = Type.Object({
  closed: Type.Boolean({ description: 'true when an open session was closed by this call; false when there was none to close' }),
});

export const SessionHeaders = Type.Object({
  'x-sc-session-id': Type.Optional(SessionIdField),
  'x-secure-channel-session-id': Type.Optional(SessionIdField),
});

/** What an encrypted body looks like on the wire; documented here, checked by src/http/secure-channel-hook.ts. */
export const EncryptedBody = Type.Object(
  {
    iv: Type.String({ description: 'base64 of the 12-byte AES-GCM iv; never reuse one within a session' }),
    ciphertext: Type.String({ description: 'base64 of the AES-256-GCM ciphertext followed by the 16-byte tag' }),
  },
  { additionalProperties: false },
);

export const PublicKeyResponse = Envelope(PublicKeyRecord);
export const SessionResponse = Envelope(SessionData, 'Created');
export const CloseResponse = Envelope(CloseData);
