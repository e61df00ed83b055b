import type { FastifyReply } from 'fastify';

/** Adds request headers to `Vary`, keeping the fields already named there; one read and one write of the header. */
export function addVary(reply: FastifyReply, ...added: string[]): void {
  const current = reply.getHeader('vary');
  const fields = typeof current === 'string' ? current.split(',').map((name) => name.trim()).filter((name) => name !== '') : [];
  if (fields.includes('*')) return;
  const named = new Set(fields.map((name) => name.toLowerCase()));
  const missing = added.filter((field) => !named.has(field.toLowerCase()));
  if (missing.length > 0) reply.header('vary', [...fields, ...missing].join(', '));
}
