import { Type, type Static } from 'typebox';
import { Envelope } from '../../http/envelope.js';
import { PageA, PageQuery } from '../../http/pagination.js';
import { Int32, Int64 } from '../../http/integers.js';

const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });
const ApiKeyId = Type.String({ minLength: 1, maxLength: 64, description: 'API key bizId', examples: ['key_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] });
const Scope = Type.String({ minLength: 1, maxLength: 64, description: 'A permission code from `api-keys/available-permissions`', examples: ['wallets:read'] });
const IpEntry = Type.String({ minLength: 1, maxLength: 64, description: 'IPv4/IPv6 address or CIDR range', examples: ['203.0.113.0/24'] });

/** Maximum lifetime of a rotated-out secret: a week is enough to roll any deployment. */
export const MAX_OVERLAP_SECONDS = 7 * 24 * 60 * 60;

export const ApiKeyItem = Type.Object(
  {
    apiKeyId: Type.String({ examples: ['key_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] }),
    name: Type.String(),
    status: Type.String({ enum: ['ACTIVE', 'DISABLED'] }),
    mode: Type.String({ enum: ['LIVE', 'TEST'], description: 'LIVE in a LIVE workspace, TEST in a TEST one' }),
    permissions: Type.Array(Type.String(), { description: 'What the key may do (the `scopes` it was created with)' }),
    ipWhitelist: Type.Array(Type.String(), { description: 'Addresses/ranges the key is accepted from; empty: any' }),
    createdAt: Timestamp,
    lastUsedAt: Type.Union([Timestamp, Type.Null()], { description: 'Last request with the key; recorded at most once a minute' }),
    lastUsedIp: Type.Union([Type.String(), Type.Null()], { description: 'Client IP of that request' }),
    rateLimitPerSecond: Int32({ minimum: 1, maximum: 100_000, description: "Requests per second the key may make: its own limit, or the server's ceiling" }),
    createdBy: Type.String({ description: 'Account bizId of the creator' }),
    secretStart: Type.Union([Type.String(), Type.Null()], {
      description: 'The first characters of the current secret (`pk_live_Ab3x`), to tell keys apart; never the secret',
    }),
    rotationEndsAt: Type.Union([Timestamp, Type.Null()], { description: 'While a rotation overlaps: when the previous secret stops working' }),
  },
  { title: 'ApiKey' },
);
export type ApiKeyItemDto = Static<typeof ApiKeyItem>;

export const ApiKeyCreated = Type.Object(
  {
    apiKeyId: Type.String(),
    secret: Type.String({ description: 'The secret, shown this once and never again', examples: ['pk_live_…'] }),
    name: Type.String(),
    status: Type.String({ enum: ['ACTIVE', 'DISABLED'] }),
    mode: Type.String({ enum: ['LIVE', 'TEST'] }),
    scopes: Type.Array(Type.String()),
    ipWhitelist: Type.Array(Type.String()),
    rateLimitPerSecond: Int32({ minimum: 1, maximum: 100_000, description: 'Requests per second the key may make' }),
    createdAt: Timestamp,
  },
  { title: 'ApiKeyCreated' },
);
export type ApiKeyCreatedDto = Static<typeof ApiKeyCreated>;

export const ApiKeyRotated = Type.Object(
  {
    ...ApiKeyCreated.properties,
    previousSecretExpiresAt: Type.String({ format: 'date-time', description: 'Until then the previous secret keeps working' }),
  },
  { title: 'ApiKeyRotated' },
);
export type ApiKeyRotatedDto = Static<typeof ApiKeyRotated>;

export const CreateApiKeyBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, description: 'Shown in the list; trimmed' }),
    scopes: Type.Array(Scope, { minItems: 1, maxItems: 100, description: 'A subset of `available-permissions` and of your own permissions' }),
    ipWhitelist: Type.Optional(Type.Array(IpEntry, { maxItems: 50, description: 'Default empty: any address' })),
    rateLimitPerSecond: Type.Optional(
      Int32({ minimum: 1, maximum: 100_000, description: "Requests per second the key may make on the machine API; default and upper bound: the server's ceiling (API_KEY_RATE_LIMIT_CEILING)" }),
    ),
  },
  { additionalProperties: false },
);

export const ApiKeyRefBody = Type.Object({ apiKeyId: ApiKeyId }, { additionalProperties: false });

export const RotateApiKeyBody = Type.Object(
  {
    apiKeyId: ApiKeyId,
    overlapSeconds: Int32({
      minimum: 0,
      maximum: MAX_OVERLAP_SECONDS,
      description: `How long the previous secret keeps working (0: stops at once; at most ${MAX_OVERLAP_SECONDS})`,
    }),
  },
  { additionalProperties: false },
);

export const ApiKeyParams = Type.Object({ keyBizId: ApiKeyId }, { additionalProperties: false });
export const ApiKeyQuery = PageQuery();

export const ApiKeyPageResponse = Envelope(PageA(ApiKeyItem));
export const ApiKeyResponse = Envelope(ApiKeyItem);
export const ApiKeyCreatedResponse = Envelope(ApiKeyCreated);
export const ApiKeyRotatedResponse = Envelope(ApiKeyRotated);
export const PermissionListResponse = Envelope(Type.Array(Type.String()));
export const NullResponse = Envelope(Type.Null());

export const ApiKeyUsageQuery = Type.Object(
  { days: Type.Optional(Int32({ minimum: 1, maximum: 90, description: 'How many days back, today included (default 30)' })) },
  { additionalProperties: false },
);
export const ApiKeyUsageDay = Type.Object(
  {
    date: Type.String({ format: 'date', description: 'UTC day' }),
    requestCount: Int64({ description: 'Authenticated requests of the key that day within its quota (those refused for a missing scope included)' }),
  },
  { title: 'ApiKeyUsageDay' },
);
export const ApiKeyUsage = Type.Object(
  {
    apiKeyId: Type.String(),
    lastUsedAt: Type.Union([Timestamp, Type.Null()]),
    lastUsedIp: Type.Union([Type.String(), Type.Null()]),
    days: Type.Array(ApiKeyUsageDay, { description: 'Days with requests, newest first; counts reach the database within a minute' }),
  },
  { title: 'ApiKeyUsage' },
);
export type ApiKeyUsageDto = Static<typeof ApiKeyUsage>;
export const ApiKeyUsageResponse = Envelope(ApiKeyUsage);
