import { Type, type Static, type TSchema } from 'typebox';

/**
 * The events a workspace can subscribe a webhook endpoint to, each with the `data` of its payload.
 * A payload's shape is versioned: `version` says which shape `data` has, and a change that is not
 * purely additive gets a new version (docs/webhooks.md). These schemas are the OpenAPI document's
 * `webhooks` section.
 */

const Id = (description: string) => Type.String({ description });
const Amount = Type.String({ description: 'Decimal string in the currency\'s minor-unit scale', examples: ['125.50'] });
const Currency = Type.String({ description: 'ISO 4217 code', examples: ['USD'] });

const Recharge = Type.Object(
  {
    rechargeId: Id('Recharge bizId'),
    status: Type.String({ description: 'The status the recharge reached', examples: ['COMPLETED'] }),
    currency: Currency,
    amount: Amount,
  },
  { additionalProperties: false },
);

const Withdrawal = Type.Object(
  {
    withdrawalId: Id('Withdrawal bizId'),
    status: Type.String({ description: 'The status the withdrawal reached', examples: ['APPROVED'] }),
    currency: Currency,
    amount: Amount,
  },
  { additionalProperties: false },
);

const Transfer = Type.Object(
  {
    transferId: Id('Transfer bizId'),
    currency: Currency,
    amount: Amount,
    counterpartyWorkspaceId: Id('The other workspace: the recipient of a sent transfer, the sender of a received one'),
  },
  { additionalProperties: false },
);

const Exchange = Type.Object(
  {
    exchangeId: Id('Exchange bizId'),
    fromCurrency: Currency,
    fromAmount: Amount,
    toCurrency: Currency,
    toAmount: Amount,
  },
  { additionalProperties: false },
);

const Member = Type.Object({ accountId: Id('Account bizId of the member'), roleId: Id('Role bizId the member holds (held, when removed)') }, { additionalProperties: false });

const RoleChanged = Type.Object(
  { accountId: Id('Account bizId of the member'), roleId: Id('The new role'), previousRoleId: Id('The role before') },
  { additionalProperties: false },
);

const ApiKey = Type.Object({ apiKeyId: Id('API key bizId'), name: Type.String() }, { additionalProperties: false });

const SignIn = Type.Object(
  { accountId: Id('Account bizId of the owner who signed in'), clientIp: Type.String({ description: 'The address the sign-in came from' }), userAgent: Type.String() },
  { additionalProperties: false },
);

const SecurityChange = Type.Object(
  {
    accountId: Id('Account bizId of the owner whose settings changed'),
    change: Type.String({ description: 'What changed, as the audit trail names it', examples: ['mfa_otp.enable', 'ip_allow_list.replace'] }),
  },
  { additionalProperties: false },
);

const Test = Type.Object(
  { endpointId: Id('The endpoint the test was sent to'), message: Type.String({ description: 'Always the same sentence: this is a test' }) },
  { additionalProperties: false },
);

/** Every event type and its data, in the order the documentation lists them. */
export const EVENT_DATA = {
  'recharge.created': Recharge,
  'recharge.proof_submitted': Recharge,
  'recharge.completed': Recharge,
  'recharge.rejected': Recharge,
  'recharge.expired': Recharge,
  'withdrawal.created': Withdrawal,
  'withdrawal.approved': Withdrawal,
  'withdrawal.completed': Withdrawal,
  'withdrawal.rejected': Withdrawal,
  'withdrawal.failed': Withdrawal,
  'withdrawal.returned': Withdrawal,
  'withdrawal.cancelled': Withdrawal,
  'transfer.sent': Transfer,
  'transfer.received': Transfer,
  'exchange.completed': Exchange,
  'member.joined': Member,
  'member.removed': Member,
  'member.role_changed': RoleChanged,
  'api_key.created': ApiKey,
  'api_key.disabled': ApiKey,
  'api_key.deleted': ApiKey,
  'security.sign_in': SignIn,
  'security.mfa_changed': SecurityChange,
  'security.ip_allow_list_changed': SecurityChange,
  'webhook.test': Test,
} as const satisfies Record<string, TSchema>;

export type EventType = keyof typeof EVENT_DATA;
export type EventData<T extends EventType> = Static<(typeof EVENT_DATA)[T]>;

/** What an endpoint may subscribe to: every event but the test, which goes only where it is sent. */
export const SUBSCRIBABLE_EVENTS = (Object.keys(EVENT_DATA) as EventType[]).filter((type) => type !== 'webhook.test');

/** The version of every payload shape above. */
export const PAYLOAD_VERSION = 1;

/** The body of every webhook: the Standard Webhooks `type`/`timestamp`/`data` layout, plus our ids. */
export function eventPayloadSchema<T extends EventType>(type: T) {
  return Type.Object(
    {
      type: Type.Literal(type),
      version: Type.Literal(PAYLOAD_VERSION, { description: 'Shape of `data`; a breaking change gets a new version' }),
      timestamp: Type.String({ format: 'date-time', description: 'When the change committed (ISO 8601 UTC)' }),
      workspaceId: Type.String({ description: 'The workspace the event happened in' }),
      data: EVENT_DATA[type],
    },
    { additionalProperties: false, title: `${type} event` },
  );
}

export interface EventPayload<T extends EventType = EventType> {
  type: T;
  version: typeof PAYLOAD_VERSION;
  timestamp: string;
  workspaceId: string;
  data: EventData<T>;
}

const SIGNATURE_HEADERS = [
  { name: 'webhook-id', description: 'The message id: the same on every retry and redelivery (deduplicate on it)', example: 'msg_01JD3F0Q3W6Y8T4R2P9N5M7K1H' },
  { name: 'webhook-timestamp', description: 'Unix seconds of this attempt; refuse one far from your clock', example: '1767225600' },
  { name: 'webhook-signature', description: '`v1,` + base64 HMAC-SHA256 of `id.timestamp.body` keyed by the base64 part of your `whsec_` secret', example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=' },
];

const readable = (type: string): string => type.replace(/[._]/g, ' ');
const operationIdOf = (type: string): string => `webhook_${type.replace(/\./g, '_')}`.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * The OpenAPI 3.1 `webhooks` section: one POST per event type, as our servers send it to a
 * partner's endpoint, with the Standard Webhooks headers. A 2xx answer acknowledges it.
 */
export function webhookDocumentation(): Record<string, unknown> {
  return Object.fromEntries(
    (Object.keys(EVENT_DATA) as EventType[]).map((type) => [
      type,
      {
        post: {
          operationId: operationIdOf(type),
          tags: ['Webhooks'],
          // No credential of the partner's: the request proves itself by its signature headers.
          security: [],
          summary: `Event ${type}: ${readable(type)} (payload version ${PAYLOAD_VERSION})`,
          parameters: SIGNATURE_HEADERS.map(({ name, description, example }) => ({ name, in: 'header', required: true, description, schema: { type: 'string', example } })),
          requestBody: { required: true, content: { 'application/json': { schema: eventPayloadSchema(type) } } },
          responses: {
            '200': { description: 'Any 2xx acknowledges the delivery; anything else, or no answer within 10 s, is retried' },
          },
        },
      },
    ]),
  );
}
