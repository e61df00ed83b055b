import { inSecureChannelGroup } from '../../http/secure-channel-hook.js';
import type { FilesService } from '../files/files.service.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import { createOperatorRepo } from './operator.repo.js';
import { operatorRoutes } from './operator.routes.js';
import { createOperatorService, type OperatorServiceDeps } from './operator.service.js';

/**
 * The operator API under /web/v1/operator (secure-channel group `operator`):
 * it moves money records through the money services, reference data through
 * the currency, exchange and withdrawal services, and accounts through the
 * accounts services; it owns only its audit log. Needs the auth guard.
 */
export function operatorModule(
  deps: Omit<OperatorServiceDeps, 'repo' | 'files'> & { idempotency: IdempotencyService; files: OperatorServiceDeps['files'] & Pick<FilesService, 'config'> },
) {
  const { idempotency, ...services } = deps;
  const service = createOperatorService({ ...services, repo: createOperatorRepo() });
  return { routes: inSecureChannelGroup('operator', operatorRoutes({ service, idempotency, fileTypes: services.files.config.allowedTypes })) };
}
