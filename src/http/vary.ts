import type { FastifyReply } from 'fastify';

/** Adds a request header to `Vary`, keeping the fields already named there. */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = typeof current === 'string' ? current.split(',').map((name) => name.trim()).filter((name) => name !== '') : [];
  if (!fields.some((name) => name.toLowerCase() === field.toLowerCase() || name === '*')) reply.header('vary', [...fields, field].join(', '));
}
