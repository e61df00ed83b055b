export { createPortalClient, dataOf, type CallOptions, type Portal, type PortalClient, type PortalClientOptions, type RawCall } from './client.js';
export { PortalApiError, isPortalApiError } from './errors.js';
export { SecureChannel, type ChannelTransport, type EncryptedBody } from './secure-channel.js';
export {
  completeLogin,
  initiateLogin,
  logout,
  reauthenticate,
  sendMfaCode,
  sendReauthenticationCode,
  type LoginChallenge,
  type MfaMethod,
} from './sign-in.js';
export { MemoryTokenStore, type TokenStore, type Tokens } from './token-store.js';
export { IDEMPOTENT_OPERATIONS } from './operations.js';
export type { components, operations, paths } from './schema.js';
