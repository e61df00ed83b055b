/**
 * Every error catalogue of the service, loaded before any module so each
 * code is declared before a route names it; `buildApp` then closes the
 * registry. A module with its own codes adds its `<feature>.errors.ts` here.
 */
import './core/common.errors.js';
import './modules/accounts/accounts.errors.js';
import './modules/api-keys/api-keys.errors.js';
import './modules/auth/auth.errors.js';
import './modules/files/files.errors.js';
import './modules/idempotency/idempotency.errors.js';
import './modules/invitations/invitations.errors.js';
import './modules/ledger/ledger.errors.js';
import './modules/members/members.errors.js';
import './modules/money/money.errors.js';
import './modules/referrals/referrals.errors.js';
import './modules/roles/roles.errors.js';
import './modules/secure-channel/secure-channel.errors.js';
import './modules/security/security.errors.js';
import './modules/sessions/sessions.errors.js';
import './modules/webhooks/webhooks.errors.js';
import './modules/workspaces/workspaces.errors.js';

export { STEP_UP_ERRORS } from './modules/auth/auth.errors.js';
export { IDEMPOTENCY_KEY_ERRORS } from './modules/idempotency/idempotency.errors.js';
export { ENCRYPTED_BODY_ERRORS } from './modules/secure-channel/secure-channel.errors.js';
