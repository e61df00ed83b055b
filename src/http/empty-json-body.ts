import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * For routes that take no body: clients often send `Content-Type:
 * application/json` on every call, so within the calling plugin (and only
 * there, by encapsulation) an empty JSON body means "no body" instead of a 400.
 * Non-empty bodies still go through Fastify's own parser and its
 * prototype-poisoning refusal.
 */
export function treatEmptyJsonAsNoBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else void parseJson(request, body as string, done);
  });
}

/**
 * preValidation of a route whose body is optional as a whole (spec: request
 * "none", yet fields are accepted): no body at all validates as `{}`. Use
 * with treatEmptyJsonAsNoBody so an empty JSON body is "no body" too.
 */
export async function noBodyAsEmptyObject(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
