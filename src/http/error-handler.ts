import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { databaseRefusal, SQLSTATE } from '../db/refusals.js';
import { partnerError, selfError } from './envelope.js';
import { AppError, messageFor, selfCodeOf, statusOf, type ErrorCode } from '../core/errors.js';
import '../core/common.errors.js';
import { SELF_PATH } from './operation-contract.js';
import { routedPath } from './request-path.js';
import { describeValidation } from './validation-message.js';

/** SQLSTATE classes that mean "the database is not there right now", not "a bug". */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

function isDatabaseUnavailable(error: unknown): boolean {
  // A FATAL (or PANIC) report ends the backend session or refuses to start one
  // (e.g. 55000 "database is not currently accepting connections" during an
  // outage, 57P01 on pg_terminate_backend): no statement of ours is at fault.
  const severity = (error as { severity?: unknown }).severity;
  if (severity === 'FATAL' || severity === 'PANIC') return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') {
    return error instanceof Error && /Connection terminated|timeout exceeded when trying to connect/.test(error.message);
  }
  return UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code);
}

/** Maps anything thrown to a registry code and a caller-safe detail. */
export function classify(error: unknown): { code: ErrorCode; detail?: string; headers?: Record<string, string> } {
  if (error instanceof AppError) return { code: error.code, detail: error.detail, headers: error.headers as Record<string, string> };
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    return { code: 'VALIDATION.INVALID_PARAMETER', detail: describeValidation(fastifyError.validation, fastifyError.validationContext) };
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'VALIDATION.BODY_TOO_LARGE' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'VALIDATION.UNSUPPORTED_MEDIA_TYPE' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'VALIDATION.INVALID_PARAMETER', detail: 'body must not be empty' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: 'VALIDATION.INVALID_PARAMETER', detail: 'body is not valid JSON' };
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    // secure-json-parse refuses __proto__ / constructor.prototype keys this way.
    return { code: 'VALIDATION.INVALID_PARAMETER', detail: 'body contains a forbidden key' };
  }
  if (fastifyError.statusCode === 503) return { code: 'SYSTEM.UNAVAILABLE' };
  if (isDatabaseUnavailable(error)) return { code: 'SYSTEM.UNAVAILABLE' };
  // A unique violation no service mapped by its constraint: still a conflict, without a detail that would guess the reason.
  if (databaseRefusal(error)?.sqlState === SQLSTATE.unique) return { code: 'RESOURCE.CONFLICT' };
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return { code: 'VALIDATION.INVALID_PARAMETER' };
  }
  return { code: 'SYSTEM.INTERNAL_ERROR' };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { code, detail, headers } = classify(error);
  const status = statusOf(code);
  // A request we refused on purpose (load shedding, a dependency we know is down) is no bug: no stack,
  // and under overload one error line with a stack per shed request would only add to the load.
  if (error instanceof AppError && code === 'SYSTEM.UNAVAILABLE') request.log.warn({ code }, 'request shed');
  else if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code }, 'request refused');
  if (headers) reply.headers(headers);
  if (code === 'SYSTEM.UNAVAILABLE' && !headers?.['retry-after']) reply.header('retry-after', '1');
  const message = messageFor(code, request.locale, status >= 500 ? undefined : detail);
  const body = SELF_PATH.test(routedPath(request)) ? selfError(selfCodeOf(code), message) : partnerError(code, message);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

async function errorHandling(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  app.setNotFoundHandler((request, reply) => sendError(request, reply, new AppError('RESOURCE.NOT_FOUND')));
}

export const errorHandlerPlugin = fp(errorHandling, { name: 'error-handler', fastify: '5.x' });
