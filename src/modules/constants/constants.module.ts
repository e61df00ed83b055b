import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { constantsRoutes } from './constants.routes.js';

export interface ConstantsModule {
  /** Countries and time zones: public, no guard. */
  routes: FastifyPluginAsyncTypebox;
}

/** Reference data compiled into the build: nothing to inject. */
export function createConstantsModule(): ConstantsModule {
  return { routes: constantsRoutes };
}
