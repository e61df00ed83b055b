// Generated from openapi.json by `npm run openapi:types` (openapi-typescript). Do not edit.

/** `METHOD /path/template` of every operation that accepts an `Idempotency-Key` header. */
export const IDEMPOTENT_OPERATIONS: readonly string[] = [
  'POST /web/v1/operator/wallets/adjust',
  'POST /web/v1/partner/exchanges',
  'POST /web/v1/partner/recharges',
  'POST /web/v1/partner/transfers',
  'POST /web/v1/partner/withdrawals'
];

/** Operations whose body is multipart/form-data: an object body is sent as FormData. */
export const MULTIPART_OPERATIONS: readonly string[] = [
  'POST /web/v1/partner/files/upload'
];

/** Operations whose success answer is a file, not JSON: read as a Blob unless the call says otherwise. */
export const BINARY_RESPONSE_OPERATIONS: readonly string[] = [
  'GET /web/v1/operator/recharges/{bizId}/proof',
  'GET /web/v1/partner/files/{bizId}/download'
];

/** The secure-channel group (`x-secure-channel-group`) of every operation whose JSON body may travel encrypted. */
export const SECURE_CHANNEL_OPERATION_GROUPS: Readonly<Record<string, string>> = {
  'POST /web/v1/operator/accounts/approve': 'operator',
  'POST /web/v1/operator/auth/login/complete': 'auth',
  'POST /web/v1/operator/auth/login/initiate': 'auth',
  'POST /web/v1/operator/auth/login/mfa/send': 'auth',
  'POST /web/v1/operator/auth/logout': 'auth',
  'POST /web/v1/operator/auth/reauthenticate': 'auth',
  'POST /web/v1/operator/auth/reauthenticate/mfa/send': 'auth',
  'POST /web/v1/operator/auth/token/refresh': 'auth',
  'POST /web/v1/operator/currencies': 'operator',
  'POST /web/v1/operator/currencies/{code}': 'operator',
  'POST /web/v1/operator/fx-rates': 'operator',
  'POST /web/v1/operator/recharge-channels': 'operator',
  'POST /web/v1/operator/recharge-channels/{bizId}': 'operator',
  'POST /web/v1/operator/recharges/expire-due': 'operator',
  'POST /web/v1/operator/recharges/{bizId}/confirm': 'operator',
  'POST /web/v1/operator/recharges/{bizId}/reject': 'operator',
  'POST /web/v1/operator/recharges/{bizId}/review': 'operator',
  'POST /web/v1/operator/wallets/adjust': 'operator',
  'POST /web/v1/operator/withdrawal-fee-rules': 'operator',
  'POST /web/v1/operator/withdrawals/{bizId}/approve': 'operator',
  'POST /web/v1/operator/withdrawals/{bizId}/complete': 'operator',
  'POST /web/v1/operator/withdrawals/{bizId}/fail': 'operator',
  'POST /web/v1/operator/withdrawals/{bizId}/reject': 'operator',
  'POST /web/v1/operator/withdrawals/{bizId}/return': 'operator',
  'POST /web/v1/partner/api-keys': 'workspaces',
  'POST /web/v1/partner/api-keys/delete': 'workspaces',
  'POST /web/v1/partner/api-keys/disable': 'workspaces',
  'POST /web/v1/partner/api-keys/enable': 'workspaces',
  'POST /web/v1/partner/api-keys/rotate': 'workspaces',
  'POST /web/v1/partner/auth/login/complete': 'auth',
  'POST /web/v1/partner/auth/login/initiate': 'auth',
  'POST /web/v1/partner/auth/login/mfa/send': 'auth',
  'POST /web/v1/partner/auth/logout': 'auth',
  'POST /web/v1/partner/auth/password/change': 'password',
  'POST /web/v1/partner/auth/password/forgot': 'password',
  'POST /web/v1/partner/auth/password/init': 'password',
  'POST /web/v1/partner/auth/password/reset': 'password',
  'POST /web/v1/partner/auth/reauthenticate': 'auth',
  'POST /web/v1/partner/auth/reauthenticate/mfa/send': 'auth',
  'POST /web/v1/partner/auth/register/complete': 'registration',
  'POST /web/v1/partner/auth/register/start': 'registration',
  'POST /web/v1/partner/auth/register/verify': 'registration',
  'POST /web/v1/partner/auth/token/refresh': 'auth',
  'POST /web/v1/partner/exchanges': 'money',
  'POST /web/v1/partner/exchanges/quote': 'money',
  'POST /web/v1/partner/invitations': 'workspaces',
  'POST /web/v1/partner/invitations/cancel': 'workspaces',
  'POST /web/v1/partner/members/remove': 'workspaces',
  'POST /web/v1/partner/profile/invitations/accept': 'workspaces',
  'POST /web/v1/partner/profile/invitations/decline': 'workspaces',
  'POST /web/v1/partner/profile/update': 'profile',
  'POST /web/v1/partner/recharges': 'money',
  'POST /web/v1/partner/recharges/quote': 'money',
  'POST /web/v1/partner/recharges/{bizId}/cancel': 'money',
  'POST /web/v1/partner/recharges/{bizId}/proof': 'money',
  'POST /web/v1/partner/referral-codes': 'workspaces',
  'POST /web/v1/partner/referral-codes/activate': 'workspaces',
  'POST /web/v1/partner/referral-codes/deactivate': 'workspaces',
  'POST /web/v1/partner/referral-codes/update': 'workspaces',
  'POST /web/v1/partner/referrals/mine/query': 'workspaces',
  'POST /web/v1/partner/roles': 'workspaces',
  'POST /web/v1/partner/roles/delete': 'workspaces',
  'POST /web/v1/partner/roles/members/role/change': 'workspaces',
  'POST /web/v1/partner/roles/permissions': 'workspaces',
  'POST /web/v1/partner/roles/update': 'workspaces',
  'POST /web/v1/partner/security/ip-whitelist': 'security',
  'POST /web/v1/partner/security/ip-whitelist/disable': 'security',
  'POST /web/v1/partner/security/ip-whitelist/enable': 'security',
  'POST /web/v1/partner/security/mfa/backup-codes/generate': 'security',
  'POST /web/v1/partner/security/mfa/otp/revoke': 'security',
  'POST /web/v1/partner/security/mfa/otp/setup': 'security',
  'POST /web/v1/partner/security/mfa/otp/verify': 'security',
  'POST /web/v1/partner/security/sessions/config': 'security',
  'POST /web/v1/partner/security/sessions/terminate': 'security',
  'POST /web/v1/partner/security/sessions/terminate-all': 'security',
  'POST /web/v1/partner/transfers': 'money',
  'POST /web/v1/partner/transfers/quote': 'money',
  'POST /web/v1/partner/webhooks': 'workspaces',
  'POST /web/v1/partner/webhooks/{endpointId}/delete': 'workspaces',
  'POST /web/v1/partner/webhooks/{endpointId}/deliveries/{deliveryId}/redeliver': 'workspaces',
  'POST /web/v1/partner/webhooks/{endpointId}/disable': 'workspaces',
  'POST /web/v1/partner/webhooks/{endpointId}/enable': 'workspaces',
  'POST /web/v1/partner/webhooks/{endpointId}/rotate-secret': 'workspaces',
  'POST /web/v1/partner/webhooks/{endpointId}/test': 'workspaces',
  'POST /web/v1/partner/webhooks/{endpointId}/update': 'workspaces',
  'POST /web/v1/partner/withdrawal-channels': 'money',
  'POST /web/v1/partner/withdrawals': 'money',
  'POST /web/v1/partner/withdrawals/quote': 'money',
  'POST /web/v1/partner/withdrawals/{bizId}/cancel': 'money',
  'POST /web/v1/partner/workspaces': 'workspaces',
  'POST /web/v1/partner/workspaces/current/default': 'workspaces',
  'POST /web/v1/partner/workspaces/current/leave': 'workspaces',
  'POST /web/v1/partner/workspaces/current/update': 'workspaces'
};

/**
 * The groups a production server enforces unless configured otherwise (src/http/secure-channel-groups.ts):
 * what the client encrypts by default when the server does not advertise its own.
 */
export const DEFAULT_REQUIRED_GROUPS: readonly string[] = [
  'auth',
  'password',
  'registration',
  'security'
];
