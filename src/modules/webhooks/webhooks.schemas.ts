import { Type, type Static } from 'typebox';
import { Envelope } from '../../http/envelope.js';
import { Int32 } from '../../http/integers.js';
import { PageA, PageQuery } from '../../http/pagination.js';
import { SUBSCRIBABLE_EVENTS } from '../events/events.module.js';

const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });
const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);
const EndpointId = Type.String({ minLength: 1, maxLength: 64, description: 'Webhook endpoint id', examples: ['whe_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] });
const DeliveryId = Type.String({ minLength: 1, maxLength: 64, description: 'Delivery id: the `webhook-id` header of its attempts', examples: ['msg_01JD3F0Q3W6Y8T4R2P9N5M7K1H'] });

export const MAX_URL_LENGTH = 2048;
export const MAX_DESCRIPTION_LENGTH = 500;

const Url = Type.String({ minLength: 1, maxLength: MAX_URL_LENGTH, description: 'Where events are POSTed: https (http only outside production)', examples: ['https://example.com/hooks/portal'] });
const EventName = Type.String({ enum: [...SUBSCRIBABLE_EVENTS], description: 'An event type (docs/webhooks.md; the `webhooks` section of this document)' });
const Events = Type.Array(EventName, { minItems: 1, maxItems: 100, description: 'The event types sent to this endpoint' });
const Description = Type.String({ maxLength: MAX_DESCRIPTION_LENGTH, description: 'Free text for the team; trimmed' });

export const WebhookEndpoint = Type.Object(
  {
    endpointId: EndpointId,
    url: Type.String(),
    description: Type.String(),
    events: Type.Array(Type.String()),
    status: Type.String({ enum: ['ENABLED', 'DISABLED'] }),
    disabledReason: Type.Union([Type.String({ enum: ['MANUAL', 'FAILURES'] }), Type.Null()], {
      description: 'MANUAL: a member disabled it; FAILURES: the server did, after WEBHOOK_FAILURE_LIMIT failed attempts in a row',
    }),
    consecutiveFailures: Int32({ description: 'Failed attempts since the last success' }),
    createdBy: Type.String({ description: 'Account bizId of the creator' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { title: 'WebhookEndpoint' },
);
export type WebhookEndpointDto = Static<typeof WebhookEndpoint>;

const Secret = Type.String({ description: 'The signing secret (`whsec_…`), shown this once and never again', examples: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'] });

export const WebhookEndpointCreated = Type.Object({ ...WebhookEndpoint.properties, secret: Secret }, { title: 'WebhookEndpointCreated' });
export type WebhookEndpointCreatedDto = Static<typeof WebhookEndpointCreated>;

export const WebhookSecret = Type.Object({ endpointId: EndpointId, secret: Secret }, { title: 'WebhookSecret' });
export type WebhookSecretDto = Static<typeof WebhookSecret>;

export const WebhookDelivery = Type.Object(
  {
    deliveryId: DeliveryId,
    endpointId: EndpointId,
    eventType: Type.String(),
    status: Type.String({ enum: ['PENDING', 'SUCCEEDED', 'FAILED'], description: 'PENDING: an attempt is due; FAILED: every attempt failed, or the endpoint was disabled' }),
    attempts: Int32({ description: 'Attempts made so far' }),
    responseStatus: Type.Union([Int32({ minimum: 100, maximum: 999 }), Type.Null()], { description: 'HTTP status of the last answer; null when none came' }),
    responseBody: Type.Union([Type.String(), Type.Null()], { description: 'The first 1 KiB of the last answer' }),
    lastError: Type.Union([Type.String(), Type.Null()], { description: 'Why the last attempt failed' }),
    createdAt: Timestamp,
    lastAttemptAt: NullableTimestamp,
    nextAttemptAt: Type.Union([Timestamp, Type.Null()], { description: 'When the next attempt is due, while PENDING' }),
    deliveredAt: NullableTimestamp,
  },
  { title: 'WebhookDelivery' },
);
export type WebhookDeliveryDto = Static<typeof WebhookDelivery>;

export const CreateWebhookBody = Type.Object({ url: Url, events: Events, description: Type.Optional(Description) }, { additionalProperties: false });
export type CreateWebhookInput = Static<typeof CreateWebhookBody>;

export const UpdateWebhookBody = Type.Object(
  { url: Type.Optional(Url), events: Type.Optional(Events), description: Type.Optional(Description) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateWebhookInput = Static<typeof UpdateWebhookBody>;

export const EndpointParams = Type.Object({ endpointId: EndpointId }, { additionalProperties: false });
export const DeliveryParams = Type.Object({ endpointId: EndpointId, deliveryId: DeliveryId }, { additionalProperties: false });
export const WebhookPageQuery = PageQuery();

export const WebhookEndpointPageResponse = Envelope(PageA(WebhookEndpoint));
export const WebhookEndpointResponse = Envelope(WebhookEndpoint);
export const WebhookEndpointCreatedResponse = Envelope(WebhookEndpointCreated);
export const WebhookSecretResponse = Envelope(WebhookSecret);
export const WebhookDeliveryResponse = Envelope(WebhookDelivery);
export const WebhookDeliveryPageResponse = Envelope(PageA(WebhookDelivery));
export const EventTypesResponse = Envelope(Type.Array(Type.String()));
export const NullResponse = Envelope(Type.Null());
