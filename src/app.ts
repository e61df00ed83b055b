// First: every error code is declared before a module's routes name one.
import { ENCRYPTED_BODY_ERRORS, IDEMPOTENCY_KEY_ERRORS, STEP_UP_ERRORS } from './error-catalogue.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { closeErrorRegistry } from './core/errors.js';
import type { Db } from './db/client.js';
import { corsPlugin } from './http/cors.js';
import { drainingPlugin } from './http/draining.js';
import { errorHandlerPlugin, sendError } from './http/error-handler.js';
import { handlersInFlightPlugin } from './http/handlers-in-flight.js';
import { ingressPlugin, requestIdFor } from './http/ingress.js';
import { loadSheddingPlugin } from './http/load-shedding.js';
import { managementPortPlugin } from './http/management-port.js';
import { createMetrics, metricsPlugin } from './http/metrics.js';
import { openapiPlugin } from './http/openapi.js';
import { apiKeyGuardPlugin } from './http/api-key-guard.js';
import { authGuardPlugin } from './http/auth-guard.js';
import { secureChannelHookPlugin } from './http/secure-channel-hook.js';
import { answerClientError, refuseRouterError, strictInputPlugin } from './http/strict-input.js';
import { installValidators } from './http/validator.js';
import { workspaceGuardPlugin } from './http/workspace-guard.js';
import { createTurnstileVerifier } from './infra/captcha.js';
import { systemClock, type Clock } from './infra/clock.js';
import { rateLimitFields, rateLimitPlugin } from './infra/rate-limit.js';
import { createCoreModules } from './core-modules.js';
import { permissionCatalogue as catalogue } from './permissions.js';
import { API_KEY_PEPPER, createApiKeysModule } from './modules/api-keys/api-keys.module.js';
import { createAuditModule } from './modules/audit/audit.module.js';
import { createAuthModule } from './modules/auth/auth.module.js';
import { createConstantsModule } from './modules/constants/constants.module.js';
import { createDataKeysModule } from './modules/data-keys/data-keys.module.js';
import { filesModule } from './modules/files/files.module.js';
import { createHealthModule } from './modules/health/health.module.js';
import { idempotencyModule } from './modules/idempotency/idempotency.module.js';
import { createInvitationsModule } from './modules/invitations/invitations.module.js';
import { ledgerModule } from './modules/ledger/ledger.module.js';
import { createJobsModule } from './modules/jobs/jobs.module.js';
import { createMaintenanceModule } from './modules/maintenance/maintenance.module.js';
import { createMailModule } from './modules/mail/mail.module.js';
import { createMembersModule } from './modules/members/members.module.js';
import { moneyModule } from './modules/money/money.module.js';
import { operatorModule } from './modules/operator/operator.module.js';
import { createPortalWebModule } from './modules/portal-web/portal-web.module.js';
import { createProfileModule } from './modules/profile/profile.module.js';
import { createReferralsModule } from './modules/referrals/referrals.module.js';
import { createSecureChannelModule } from './modules/secure-channel/secure-channel.module.js';
import { BACKUP_CODE_KEY } from './modules/security/backup-codes.js';
import { createSecurityModule } from './modules/security/security.module.js';
import { createSessionsModule } from './modules/sessions/sessions.module.js';
import { webhookDocumentation } from './modules/events/events.module.js';
import { createWebhooksModule } from './modules/webhooks/webhooks.module.js';

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  /** The time modules decide by (src/infra/clock.ts); the system clock unless a test moves its own. */
  clock?: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner, for tests: `drain()` runs every job due now (the mails of the requests so far). */
    jobs: { drain(): Promise<void> };
  }
}

export type App = FastifyInstance & { withTypeProvider: () => unknown };

/** Builds the HTTP application: plugins and modules, nothing else. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  // First, before anything opens a connection: loading the data keys is the start-up proof that
  // MASTER_KEY (and MASTER_KEY_PREVIOUS) open what the database holds; a ConfigError names them otherwise.
  const { backupCodeKey, apiKeyPepper } = await createDataKeysModule({ db, config }).service.load({
    backupCodeKey: BACKUP_CODE_KEY,
    apiKeyPepper: API_KEY_PEPPER,
  });
  closeErrorRegistry();
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    genReqId: (request) => requestIdFor(request.headers['x-request-id']),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: config.http.bodyLimitBytes,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // src/http/draining.ts refuses requests during shutdown, in our envelope and with the CORS headers.
    return503OnClosing: false,
    // No slow-loris: a request must arrive whole within this time.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 72_000,
    // avvio's hang detector: 10 s by default, which the OpenAPI plugin's document build overran on a loaded
    // 2-core CI host (three servers starting at once). A plugin that truly hangs still fails the start.
    pluginTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // Targets the router or Node's HTTP parser refuse get our envelope, not Fastify's default body.
    frameworkErrors: refuseRouterError(sendError),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Only JSON is accepted on JSON endpoints: text/plain must be 415, not a string body.
  app.removeContentTypeParser('text/plain');
  installValidators(app);

  await app.register(errorHandlerPlugin);
  // First of the hooks: a preflight is answered before the access code, load shedding or a rate limit
  // could refuse it, and every other answer (a refusal too) carries the CORS headers.
  await app.register(corsPlugin, { origins: config.http.corsOrigins });
  await app.register(drainingPlugin);
  await app.register(handlersInFlightPlugin);
  // Before ingress: a path of the other listener is refused before anything looks at it.
  await app.register(managementPortPlugin, { listen: config.http.management });
  await app.register(ingressPlugin, {
    portalAccessCodes: config.ingress.portalAccessCodes,
    operatorAccessCodes: config.ingress.operatorAccessCodes,
    trustedProxies: config.http.trustedProxies,
    clientIpHeader: config.http.clientIpHeader,
  });
  // Right after ingress: encrypted bodies become plaintext before any validation or guard sees them.
  const secureChannel = createSecureChannelModule({
    config,
    db,
    clock,
    warmUp: config.env !== 'test',
    log: (message, fields) => app.log.info(fields, message),
  });
  await app.register(secureChannelHookPlugin, {
    channel: secureChannel.service,
    requiredGroups: config.secureChannel.requiredGroups,
  });
  // After the secure channel: the text rule (no NUL, no lone surrogate) sees decrypted bodies too.
  await app.register(strictInputPlugin);
  const metrics = createMetrics({
    rateLimitStore: () => ({ store: app.limits.store, up: app.limits.storeUp() }),
    connections: () => db.connections(),
    buildCommit: config.buildCommit,
    mailTransport: config.mail.transport,
  });
  await app.register(metricsPlugin, { metrics });
  await app.register(loadSheddingPlugin, { maxEventLoopDelayMs: config.http.maxEventLoopDelayMs });
  await app.register(openapiPlugin, {
    secureChannelRequiredGroups: config.secureChannel.requiredGroups,
    // Read when the document is built, after the limits are decorated below.
    rateLimitRules: () => app.limits.rules,
    routeKindCodes: { encryptedBody: ENCRYPTED_BODY_ERRORS, stepUp: STEP_UP_ERRORS, idempotencyKey: IDEMPOTENCY_KEY_ERRORS },
    machineRateLimitCeiling: config.machineApi.rateLimitCeiling,
    webhooks: webhookDocumentation(),
  });
  await app.register(rateLimitPlugin, { config, db, metrics: metrics.rateLimits });
  // Durable background work (docs/jobs.md): mail is its first task. The runner starts with the server
  // and, on close, runs what is due before it stops (the mails of the last requests go out).
  const jobs = createJobsModule({ db, config, clock, log: deps.logger });
  const mail = createMailModule({ config, db, log: deps.logger, metrics: metrics.mail, jobs });
  const { mailer } = mail;
  const core = createCoreModules({ db });
  // Webhooks are the queue's second task; every module that changes something reports it to `webhooks.events`.
  const webhooks = createWebhooksModule({
    config,
    db,
    clock,
    log: deps.logger,
    jobs,
    sendMail: mailer.send,
    workspaces: core.workspaceRecords,
    metrics: metrics.webhooks,
  });
  app.decorate('jobs', { drain: () => jobs.runner.drain() });
  app.addHook('onReady', () => jobs.runner.start());
  app.addHook('onClose', async () => {
    // A database that is gone keeps its queued mails for the next start; shutdown goes on.
    await mailer.flush().catch((error: unknown) => deps.logger.error({ err: error }, 'mails due at shutdown stay queued: the database did not answer'));
    await jobs.runner.stop();
    mailer.close();
    webhooks.close();
  });

  // Modules, each built once from what it needs (services of other modules, as narrow interfaces),
  // in dependency order: nothing is patched in after construction.
  const { accounts, permissions, workspaceRecords, roles, workspaces } = core;
  // Before auth: login, refresh and the guard obey the allow-list, and login offers the second factors.
  const security = createSecurityModule({ config, db, accounts: accounts.service, clock, backupCodeKey, events: webhooks.events });
  const referrals = createReferralsModule({ db });
  const auth = createAuthModule({
    config,
    db,
    sendMail: mailer.send,
    limits: app.limits,
    captcha: createTurnstileVerifier(config.captcha),
    accounts: accounts.service,
    partnerAccounts: workspaces.partnerAccounts,
    referrals: referrals.service,
    ipAllowList: security.ipAllowList,
    secondFactors: security.secondFactors,
    clock,
    metrics: metrics.signIn,
    events: webhooks.events,
  });
  const invitations = createInvitationsModule({
    db,
    accounts: accounts.service,
    roles: roles.service,
    access: permissions.service,
    workspaces: workspaceRecords,
    sendMail: mailer.send,
    config: { portalWebUrl: config.portalWebUrl },
    catalogue,
    events: webhooks.events,
  });
  const members = createMembersModule({ db, roles: roles.service, workspaces: workspaceRecords, invitations: invitations.service, catalogue, events: webhooks.events });
  const apiKeys = createApiKeysModule({
    pepper: apiKeyPepper,
    db,
    workspaces: workspaceRecords,
    catalogue,
    config,
    clock,
    log: (fields, message) => app.log.warn(fields, message),
    events: webhooks.events,
  });
  app.addHook('onReady', () => apiKeys.usage.start());
  app.addHook('onClose', () => apiKeys.usage.stop());
  const audit = createAuditModule({ db });
  const profile = createProfileModule({ db, accounts: accounts.service });
  const sessions = createSessionsModule({ db, sessions: auth.sessions, history: auth.loginHistory, accounts: accounts.service });
  const health = createHealthModule({ ping: () => db.ping(), isDraining: () => app.isDraining(), rateLimitStoreUp: () => app.limits.storeUp() });
  const constants = createConstantsModule();

  await app.register(authGuardPlugin, auth.guard);
  // After the auth guard, before every module: it guards the routes registered after it.
  await app.register(workspaceGuardPlugin, permissions.guard);
  // The machine API's door (/api/v1): an API key instead of a token, its workspace instead of X-Workspace-Id.
  await app.register(apiKeyGuardPlugin, {
    ...apiKeys.guard,
    limit: async (caller) => rateLimitFields(await app.limits.consumeKeyQuota(caller.apiKeyId, caller.rateLimitPerSecond)),
  });

  // Routes in the order of the route table (and of the OpenAPI document).
  await app.register(health.routes);
  await app.register(constants.routes);
  await app.register(secureChannel.routes);
  await app.register(auth.routes);
  await app.register(workspaces.routes);
  await app.register(members.routes);
  await app.register(roles.routes);
  await app.register(apiKeys.routes);
  await app.register(webhooks.routes);
  await app.register(invitations.routes);
  await app.register(referrals.routes);
  await app.register(audit.routes);
  await app.register(auth.passwordRoutes);
  await app.register(profile.routes);
  await app.register(security.routes);
  await app.register(sessions.routes);
  // Money: the ledger below it, files and idempotency beside it, the operator API above it; each reaches
  // the others only through the services passed here (one owner per table, docs/money.md "Modules").
  const { ledger, currencies } = ledgerModule({ db, batching: { maxWaitMs: config.ledger.batchMaxWaitMs, maxSize: config.ledger.batchMaxSize } });
  const idempotency = idempotencyModule({ db }).service;
  const files = filesModule({ config, db });
  app.addHook('onClose', files.close);
  const money = moneyModule({ config, db, ledger, currencies, idempotency, files: files.service, workspaces: workspaceRecords, clock, events: webhooks.events });
  const operator = operatorModule({
    db,
    ledger,
    currencies,
    ...money.services,
    accounts: accounts.service,
    operators: accounts.operators,
    files: files.service,
    idempotency,
  });
  // Expiry and purges, once per interval across instances; started with the job runner (onReady above).
  const { scheduler } = createMaintenanceModule({
    db,
    clock,
    log: deps.logger,
    jobs,
    settings: config.schedules,
    metrics: metrics.schedules,
    expireRecharges: async (tx, limit) => (await money.services.recharges.expireDue(tx, limit)).length,
    purges: {
      'purge-refresh-tokens': auth.purges.refreshTokens,
      'purge-login-sessions': auth.purges.loginSessions,
      'purge-login-attempts': auth.purges.loginAttempts,
      'purge-outbox': mail.purgeOutbox,
      'purge-password-tokens': auth.purges.passwordTokens,
      'purge-registrations': auth.purges.registrations,
      'purge-recharge-quotes': money.services.recharges.purgeExpiredQuotes,
      'purge-exchange-quotes': money.services.exchanges.purgeExpiredQuotes,
      'purge-idempotency-keys': idempotency.purgeExpired,
    },
  });
  app.addHook('onReady', () => scheduler.start());
  app.addHook('onClose', () => scheduler.stop());
  await app.register(money.routes);
  await app.register(operator.routes);
  await app.register(files.routes);
  // The machine API: the same money and file operations, for a workspace's own programs (docs/machine-api.md).
  await app.register(apiKeys.machineRoutes);
  await app.register(money.machineRoutes);
  await app.register(files.machineRoutes);
  // The portal web app's own paths, then the app itself: last, so its SPA fallback answers only what no
  // route above took (a miss on an API path keeps the API's 404 envelope).
  const portalWeb = createPortalWebModule({ config, devMailbox: mail.devMailbox });
  await app.register(portalWeb.routes);
  await app.register(mail.routes);
  await app.register(portalWeb.app);

  // onClose hooks run last-registered first: this one holds the others (mail flush, limiter and
  // database users) until every handler is done — also those whose client hung up.
  app.addHook('onClose', () => app.handlersIdle());
  return app;
}
