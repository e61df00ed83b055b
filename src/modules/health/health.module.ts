import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthRoutes, type HealthDeps } from './health.routes.js';

export interface HealthModule {
  /** `/healthz` and `/readyz`: public, no guard. */
  routes: FastifyPluginAsyncTypebox;
}

/** The probes: the database's ping and whether shutdown began come from the composition. */
export function createHealthModule(deps: HealthDeps): HealthModule {
  return { routes: healthRoutes(deps) };
}
