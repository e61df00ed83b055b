export { createPortalClient, type Portal, type PortalClient, type PortalClientOptions, type RawCallOptions } from './client.js';
export type { CallOptions, RequestOptions } from './call-options.js';
export type { AuthChangeEvent, AuthListener, AuthState } from './auth-state.js';
export type { EncryptMode } from './encryption-policy.js';
export {
  PortalApiError,
  isOperationError,
  isPortalApiError,
  type ClientErrorCode,
  type OperationErrorCode,
  type OperationKey,
  type PortalApiErrorInit,
  type PortalErrorCode,
} from './errors.js';
export type { OperationErrorCodes, SelfErrorCode, ServerErrorCode } from './error-codes.js';
export type { RefreshRetry } from './refresh.js';
export { ADVERTISED_GROUPS_FIELD, SecureChannel, type ChannelTransport, type EncryptedBody } from './secure-channel.js';
export type { Session, SessionTokens } from './session.js';
export {
  completeLogin,
  initiateLogin,
  logout,
  reauthenticate,
  sendMfaCode,
  sendReauthenticationCode,
  type LoginChallenge,
  type LoginCompletion,
  type LoginCredentials,
  type MfaCodeSent,
  type MfaMethod,
  type Reauthentication,
} from './sign-in.js';
export { browserStorage, memoryStorage, type AuthStorage } from './storage.js';
export {
  dataOf,
  type ApiMethod,
  type ApiResult,
  type CallInit,
  type EnvelopeData,
  type OperationBody,
  type OperationData,
  type ParseAs,
  type PathsWith,
  type PortalApi,
  type SuccessBody,
} from './typed-api.js';
export { BINARY_RESPONSE_OPERATIONS, DEFAULT_REQUIRED_GROUPS, IDEMPOTENT_OPERATIONS, MULTIPART_OPERATIONS, SECURE_CHANNEL_OPERATION_GROUPS } from './operations.js';
export type { components, operations, paths } from './schema.js';
export { createMachineClient, type MachineClient, type MachineClientOptions, type MachinePaths } from './machine-client.js';
export { verifyWebhook, WebhookVerificationError, type VerifyWebhookOptions, type WebhookHeaders } from './webhooks.js';
