import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/errors.js';
import '../core/common.errors.js';
import { prepareAnswer } from './ingress.js';
import { routedPath } from './request-path.js';

/**
 * What only the management listener serves once there is one: metrics, the API reference
 * (its page, assets and document). The probes answer on both ports: a load balancer asks the
 * port it sends traffic to.
 */
const MANAGEMENT_ONLY = /^\/(metrics|docs)(\/|$)|^\/(web|api)\/v1\/openapi\.json$/;
const PROBE = /^\/(healthz|readyz)$/;

export interface ManagementPortOptions {
  /** `MANAGEMENT_PORT` and `MANAGEMENT_HOST`; undefined: every path on the public port, as before. */
  listen: { port: number; host: string } | undefined;
}

export interface ManagementListener {
  /** Starts listening; resolves with the listener's URL. */
  listen(): Promise<string>;
  /** Cuts every connection, also busy ones: a shutdown whose grace is over. */
  closeAllConnections(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The second listener (`MANAGEMENT_PORT`), when configured. */
    managementListener: ManagementListener | undefined;
  }
}

/**
 * A second listener on the same application: it hands its requests to the
 * app's router, so metrics, the probes and the API reference keep every hook
 * they have on the public port (request ids, load shedding that spares the
 * probes, the draining 503, the request metrics) and share one registry. A
 * gate at the front answers a management path on the public port, and an API
 * path on the management port, as the router answers a path it does not know.
 */
async function managementPort(app: FastifyInstance, options: ManagementPortOptions): Promise<void> {
  const { listen } = options;
  if (!listen) {
    app.decorate('managementListener', undefined);
    return;
  }

  const arrivedHere = new WeakSet<IncomingMessage>();
  // The public listener's timeouts (a request must arrive whole, idle keep-alive ends) hold here too.
  const { requestTimeout, keepAliveTimeout, timeout } = app.server;
  const server: Server = createServer({ requestTimeout, keepAliveTimeout }, (request, response) => {
    arrivedHere.add(request);
    app.routing(request, response);
  });
  server.setTimeout(timeout);

  app.addHook('onRequest', async (request, reply) => {
    const path = routedPath(request);
    if (PROBE.test(path)) return;
    if (MANAGEMENT_ONLY.test(path) === arrivedHere.has(request.raw)) return;
    // Ingress has not run yet: give the refusal the headers and locale every answer has.
    prepareAnswer(request, reply);
    throw new AppError('RESOURCE.NOT_FOUND');
  });

  app.decorate('managementListener', {
    async listen() {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(listen.port, listen.host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      const { address, port, family } = server.address() as AddressInfo;
      return `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`;
    },
    closeAllConnections: () => server.closeAllConnections(),
  });
  // Registered before the modules, so it runs once the app drained (onClose runs last-registered first):
  // until then this port stays open and, like the public one, answers new requests 503 while closing.
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  });
}

export const managementPortPlugin = fp(managementPort, { name: 'management-port', fastify: '5.x' });
