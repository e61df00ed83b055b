import { Type } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { invalidParameter } from '../../core/common.errors.js';
import type { Queryable } from '../../db/client.js';
import { created } from '../../http/envelope.js';
import { IDEMPOTENCY_HEADER } from '../../http/operation-contract.js';
import type { RouteMount } from '../../http/route-mount.js';
import type { IdempotencyService, IdempotentRequest, IdempotentResult } from './idempotency.service.js';

/** Printable ASCII without spaces, 1–255 characters (a UUID fits; so does any client's scheme). */
const KEY = /^[\x21-\x7e]{1,255}$/;

export const REPLAYED_HEADER = 'idempotency-replayed';

/** Header schema to spread into a route's `headers`: documents the key in OpenAPI. */
export const IdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_HEADER]: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      description:
        'Optional. Same key + same body within 48 h → the first response again with `Idempotency-Replayed: true`; ' +
        'same key + different body → 409 IDEMPOTENCY.KEY_REUSED; while the first is running → 409 IDEMPOTENCY.REQUEST_IN_PROGRESS.',
    }),
  ),
});

const REQUIRED_KEY_DESCRIPTION =
  'Required on the machine API (400 VALIDATION.INVALID_PARAMETER without it): a program retrying after a lost answer must not pay twice. ' +
  'Same key + same body within 48 h → the first response again with `Idempotency-Replayed: true`; ' +
  'same key + different body → 409 IDEMPOTENCY.KEY_REUSED; while the first is running → 409 IDEMPOTENCY.REQUEST_IN_PROGRESS.';

/** The machine API's form: a program has no person to notice a double payment, so it always names its attempt. */
export const RequiredIdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_HEADER]: Type.String({ minLength: 1, maxLength: 255, description: REQUIRED_KEY_DESCRIPTION }),
});

/** The Idempotency-Key header of a money-creating route on `mount`: optional on the portal, required on the machine API. */
export function idempotencyHeaders(mount: RouteMount): typeof IdempotencyHeaders | typeof RequiredIdempotencyHeaders {
  return mount.kind === 'machine' ? RequiredIdempotencyHeaders : IdempotencyHeaders;
}

export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !KEY.test(raw)) throw invalidParameter('Idempotency-Key must be 1 to 255 printable ASCII characters');
  return raw;
}

/** What identifies a request for replay: method, route, path parameters and body. */
export function idempotentRequest(request: FastifyRequest, scope: string): IdempotentRequest {
  return {
    scope,
    key: idempotencyKeyOf(request),
    fingerprint: { method: request.method, route: request.routeOptions.url, params: request.params ?? null, body: request.body ?? null },
  };
}

/** Sends a stored or fresh result; a replay carries `Idempotency-Replayed: true`. */
export function sendIdempotent(reply: FastifyReply, result: IdempotentResult): FastifyReply {
  if (result.replayed) reply.header(REPLAYED_HEADER, 'true');
  return reply.code(result.status).send(result.body);
}

/**
 * The whole of a money-creating handler: runs `create` under the request's
 * Idempotency-Key (scoped to `scope`) inside the transaction the key is
 * stored in, and answers 201 with its result — or the first answer again.
 */
export async function createIdempotently(
  idempotency: Pick<IdempotencyService, 'run'>,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  create: (tx: Queryable) => Promise<unknown>,
): Promise<FastifyReply> {
  const result = await idempotency.run(idempotentRequest(request, scope), async (tx) => ({ status: 201, body: created(await create(tx)) }));
  return sendIdempotent(reply, result);
}
