import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { noBodyAsEmptyObject, treatEmptyJsonAsNoBody } from '../../http/empty-json-body.js';
import { ok } from '../../http/envelope.js';
import { errorResponses } from '../../http/responses.js';
import { authOf } from '../auth/auth-context.js';
import type { IpAllowListService } from './ip-allow-list.service.js';
import type { MfaService } from './mfa.service.js';
import {
  BackupCodesGeneratedResponse,
  BackupCodeSummaryResponse,
  IpAllowListResponse,
  MfaMethodsResponse,
  OtpRevokeBody,
  OtpSetupResponse,
  OtpVerifyBody,
  ReplaceIpAllowListBody,
} from './security.schemas.js';
import '../auth/auth.errors.js';
import './security.errors.js';

const BASE = '/web/v1/partner/security';
const IP_TAGS = ['Security: IP allow-list'];
const MFA_TAGS = ['Security: MFA'];
const security = [{ bearer: [] }];

export interface SecurityRouteDeps {
  ipAllowList: IpAllowListService;
  mfa: MfaService;
}

export function securityRoutes(deps: SecurityRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    const caller = (request: { clientIp: string; id: string }) => ({ clientIp: request.clientIp, requestId: request.id });

    app.get(
      `${BASE}/ip-whitelist`,
      {
        config: { auth: true },
        schema: {
          operationId: 'getIpAllowList',
          tags: IP_TAGS,
          summary: "The account's IP allow-list and whether it is enforced",
          security,
          response: { 200: IpAllowListResponse },
        },
      },
      async (request) => ok(await deps.ipAllowList.get(authOf(request).accountId)),
    );

    app.post(
      `${BASE}/ip-whitelist`,
      {
        config: { auth: true, stepUp: true },
        schema: {
          operationId: 'replaceIpAllowList',
          tags: IP_TAGS,
          summary: 'Replace the entries (normalized, duplicates dropped); while enabled, the new list must contain the caller’s IP',
          security,
          body: ReplaceIpAllowListBody,
          response: { 200: IpAllowListResponse, ...errorResponses('IP_ALLOW_LIST.WOULD_LOCK_OUT') },
        },
      },
      async (request) => ok(await deps.ipAllowList.replace(authOf(request).accountId, request.body.ips, caller(request))),
    );

    app.post(
      `${BASE}/mfa/otp/verify`,
      {
        config: { auth: true, stepUp: true, rateLimit: 'mfa-manage' },
        schema: {
          operationId: 'verifyOtp',
          tags: MFA_TAGS,
          summary: 'Prove the authenticator started by otp/setup with a current code; enables OTP',
          security,
          body: OtpVerifyBody,
          response: { 200: MfaMethodsResponse, ...errorResponses('AUTH.MFA_CODE_INVALID', 'OTP.NO_PENDING_SETUP', 'OTP.ALREADY_ENABLED') },
        },
      },
      async (request, reply) => {
        const { accountId } = authOf(request);
        await reply.limit('mfa-manage', { account: accountId });
        return ok(await deps.mfa.verifyOtp(accountId, request.body.code, caller(request)));
      },
    );

    app.get(
      `${BASE}/mfa`,
      {
        config: { auth: true },
        schema: {
          operationId: 'listMfaMethods',
          tags: MFA_TAGS,
          summary: 'One entry per method: EMAIL (always enabled), OTP, BACKUP_CODE',
          security,
          response: { 200: MfaMethodsResponse },
        },
      },
      async (request) => ok(await deps.mfa.methods(authOf(request).accountId)),
    );

    app.get(
      `${BASE}/mfa/backup-codes`,
      {
        config: { auth: true },
        schema: {
          operationId: 'getBackupCodeSummary',
          tags: MFA_TAGS,
          summary: 'How many backup codes of the current set remain unused',
          security,
          response: { 200: BackupCodeSummaryResponse },
        },
      },
      async (request) => ok(await deps.mfa.backupCodeSummary(authOf(request).accountId)),
    );

    // The remaining POSTs take no body: an empty JSON body counts as none.
    await app.register(async (bodiless) => {
      treatEmptyJsonAsNoBody(bodiless);

      bodiless.post(
        `${BASE}/ip-whitelist/enable`,
        {
          config: { auth: true, stepUp: true },
          schema: {
            operationId: 'enableIpAllowList',
            tags: IP_TAGS,
            summary: 'Enforce the list; refused (400) unless it contains the caller’s current IP, so nobody locks themselves out',
            security,
            response: { 200: IpAllowListResponse, ...errorResponses('IP_ALLOW_LIST.EMPTY', 'IP_ALLOW_LIST.WOULD_LOCK_OUT') },
          },
        },
        async (request) => ok(await deps.ipAllowList.enable(authOf(request).accountId, caller(request))),
      );

      bodiless.post(
        `${BASE}/ip-whitelist/disable`,
        {
          config: { auth: true, stepUp: true },
          schema: {
            operationId: 'disableIpAllowList',
            tags: IP_TAGS,
            summary: 'Stop enforcing the list (the entries are kept)',
            security,
            response: { 200: IpAllowListResponse },
          },
        },
        async (request) => ok(await deps.ipAllowList.disable(authOf(request).accountId, caller(request))),
      );

      bodiless.post(
        `${BASE}/mfa/otp/setup`,
        {
          config: { auth: true },
          schema: {
            operationId: 'setupOtp',
            tags: MFA_TAGS,
            summary: 'Start enrolling an authenticator app: a fresh secret, its otpauth:// URI and QR code; nothing is enabled until otp/verify',
            security,
            response: { 200: OtpSetupResponse, ...errorResponses('RESOURCE.NOT_FOUND', 'OTP.ALREADY_ENABLED') },
          },
        },
        async (request) => ok(await deps.mfa.setupOtp(authOf(request).accountId, caller(request))),
      );

      // Spec 4.4: no body. A `code` is still accepted as extra proof, never required.
      bodiless.withTypeProvider<TypeBoxTypeProvider>().post(
        `${BASE}/mfa/otp/revoke`,
        {
          config: { auth: true, stepUp: true, rateLimit: 'mfa-manage' },
          preValidation: noBodyAsEmptyObject,
          schema: {
            operationId: 'revokeOtp',
            tags: MFA_TAGS,
            summary:
              'Remove the authenticator; needs a recent full authentication of the session (step-up). A code in the body (authenticator or backup code) is optional and, when given, must be right',
            security,
            body: OtpRevokeBody,
            response: { 200: MfaMethodsResponse, ...errorResponses('AUTH.MFA_CODE_INVALID', 'OTP.NOT_ENABLED') },
          },
        },
        async (request, reply) => {
          const { accountId, sessionId } = authOf(request);
          await reply.limit('mfa-manage', { account: accountId });
          return ok(await deps.mfa.revokeOtp(accountId, sessionId, request.body.code, caller(request)));
        },
      );

      bodiless.post(
        `${BASE}/mfa/backup-codes/generate`,
        {
          config: { auth: true, stepUp: true },
          schema: {
            operationId: 'generateBackupCodes',
            tags: MFA_TAGS,
            summary: 'Ten new single-use backup codes, shown only in this response; the previous set stops working',
            security,
            response: { 200: BackupCodesGeneratedResponse },
          },
        },
        async (request) => {
          const { accountId, sessionId } = authOf(request);
          return ok(await deps.mfa.generateBackupCodes(accountId, sessionId, caller(request)));
        },
      );
    });
  };
}
