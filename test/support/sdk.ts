import type { FastifyInstance } from 'fastify';
import {
  ADVERTISED_GROUPS_FIELD,
  createPortalClient,
  type PortalClient,
  type PortalClientOptions,
  type SessionTokens,
} from '../../packages/client/src/index.js';
import { PORTAL_CODE, type TestServer } from './harness.js';
import { uniqueIp } from './sign-in.js';

/** The SDK (packages/client) against a real test server, as a front end uses it. */

export interface SeenRequest {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** Records every request the server answered (refused ones too), in answer order; register in `configure`. */
export function recordRequests(app: FastifyInstance, into: SeenRequest[]): void {
  app.addHook('onResponse', async (request, reply) => {
    into.push({ method: request.method, path: request.url.split('?')[0]!, status: reply.statusCode, headers: { ...request.headers } });
  });
}

export const countOf = (seen: readonly SeenRequest[], path: string) => seen.filter((request) => request.path === path).length;

/**
 * A client whose requests come from their own client IP (per-IP login and refresh limits never add up
 * across tests), through `fetch` when given (a network double: a proxy that fails, holds or watches).
 */
export function sdkClient(server: TestServer, options: Partial<PortalClientOptions> = {}): PortalClient {
  const ip = uniqueIp();
  const network = options.fetch ?? ((input, init) => fetch(input, init));
  return createPortalClient({
    baseUrl: server.url,
    portalAccessCode: PORTAL_CODE,
    ...options,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('cf-connecting-ip', ip);
      return network(input, { ...init, headers });
    },
  });
}

/** A client already holding `tokens` (from test/support/sign-in.ts signIn, bound to its client hash). */
export async function sdkClientWith(server: TestServer, tokens: SessionTokens, options: Partial<PortalClientOptions> = {}): Promise<PortalClient> {
  const portal = sdkClient(server, { clientHash: 'test-client-hash', ...options });
  await portal.setSession(tokens);
  return portal;
}

/**
 * Adds the server's enforced secure-channel groups to its public-key answer under the field the SDK reads
 * (ADVERTISED_GROUPS_FIELD), unless the answer carries it already: the advertisement of issue 15's server half,
 * from the same SECURE_CHANNEL_REQUIRED list the server enforces.
 */
export function advertiseRequiredGroups(app: FastifyInstance, groups: readonly string[]): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!request.url.endsWith('/secure-channel/public-key') || typeof payload !== 'string') return payload;
    const envelope = JSON.parse(payload) as { data?: Record<string, unknown> | null };
    if (!envelope.data || ADVERTISED_GROUPS_FIELD in envelope.data) return payload;
    envelope.data[ADVERTISED_GROUPS_FIELD] = groups;
    return JSON.stringify(envelope);
  });
}

/** A request that waits until the test lets it through: to abort a call in flight, or hold a refresh. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}
