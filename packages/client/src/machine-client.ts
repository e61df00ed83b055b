import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as MachinePaths } from './machine-schema.js';

export type { MachinePaths };

export interface MachineClientOptions {
  /** An API key secret made in the portal (`pk_live_…` / `pk_test_…`). */
  apiKey: string;
  /** The server's origin, e.g. `https://portal.example.com`; the paths carry `/api/v1`. */
  baseUrl: string;
  /** A fetch of your own (a proxy agent, a test double); the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/** Calls typed from the machine API's document (openapi.machine.json): paths, parameters, bodies and answers. */
export type MachineClient = Client<MachinePaths>;

const SECRET = /^pk_(live|test)_[0-9A-Za-z]{49}$/;

/**
 * A client of the machine API (`/api/v1`) for a server-side program: every
 * call carries `Authorization: Bearer <apiKey>`. An API key is a server
 * secret: never ship one to a browser. Money creations take their
 * `Idempotency-Key` as a header parameter, which the types require.
 */
export function createMachineClient(options: MachineClientOptions): MachineClient {
  // Fail at construction, not at the first 401: a portal token or a truncated key is a configuration error.
  if (!SECRET.test(options.apiKey)) throw new TypeError('apiKey must be an API key secret (pk_live_… or pk_test_…)');
  const authorization = `Bearer ${options.apiKey}`;
  const client = createClient<MachinePaths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), ...(options.fetch ? { fetch: options.fetch } : {}) });
  const withKey: Middleware = {
    onRequest({ request }) {
      request.headers.set('authorization', authorization);
      return request;
    },
  };
  client.use(withKey);
  return client;
}
