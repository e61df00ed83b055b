import type { Queryable } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { PAYLOAD_VERSION, type EventData, type EventPayload, type EventType } from './events.schemas.js';

export { PAYLOAD_VERSION, SUBSCRIBABLE_EVENTS, EVENT_DATA, eventPayloadSchema, webhookDocumentation, type EventData, type EventPayload, type EventType } from './events.schemas.js';

/**
 * Where an event goes once it is built: the webhooks module writes one delivery row and one job per
 * enabled endpoint of the workspace subscribed to it, in the caller's transaction. The sink is
 * passed in, so this module (which every module that changes something calls) depends on nothing
 * of ours and no module cycle can run through it.
 */
export interface EventSink {
  deliver(tx: Queryable, payload: EventPayload): Promise<void>;
  /** The workspaces `accountId` owns: where events about an owner's own security go. */
  workspacesOwnedBy(tx: Queryable, accountId: string): Promise<string[]>;
}

/** Events about an account's own security, reported to every workspace it owns. */
export type OwnerEventType = 'security.sign_in' | 'security.mfa_changed' | 'security.ip_allow_list_changed';

export interface Events {
  /**
   * Reports a change of `workspaceId` inside `tx`, the transaction that makes it: the change and its
   * deliveries commit together or not at all (at least once, never for a rolled-back change).
   */
  emit<T extends EventType>(tx: Queryable, workspaceId: string, type: T, data: EventData<T>): Promise<void>;
  /** The same, once for every workspace `accountId` owns: an owner's sign-in or security change concerns each of them. */
  emitForOwner<T extends OwnerEventType>(tx: Queryable, accountId: string, type: T, data: EventData<T>): Promise<void>;
}

/** For services built outside the HTTP app (CLI, tests about something else): events go nowhere. */
export const NO_EVENTS: Events = { emit: async () => undefined, emitForOwner: async () => undefined };

export function createEvents(deps: { sink: EventSink; clock: Clock }): Events {
  const events: Events = {
    emit: (tx, workspaceId, type, data) =>
      deps.sink.deliver(tx, { type, version: PAYLOAD_VERSION, timestamp: new Date(deps.clock.now()).toISOString(), workspaceId, data }),
    async emitForOwner(tx, accountId, type, data) {
      for (const workspaceId of await deps.sink.workspacesOwnedBy(tx, accountId)) await events.emit(tx, workspaceId, type, data);
    },
  };
  return events;
}
