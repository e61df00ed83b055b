/**
 * The route groups of `SECURE_CHANNEL_REQUIRED`, declared once: routes join a
 * group with `inSecureChannelGroup(group, …)` (typed by this list, so a route
 * cannot name another), and config refuses any other name, so a misspelt
 * group cannot silently leave its routes unenforced.
 */
export const SECURE_CHANNEL_GROUPS = ['auth', 'password', 'registration', 'security', 'profile', 'workspaces', 'money', 'operator'] as const;

export type SecureChannelGroup = (typeof SECURE_CHANNEL_GROUPS)[number];

/**
 * Enforced in production unless `SECURE_CHANNEL_REQUIRED` says otherwise:
 * spec 4.3, the front end uses the channel before login, password and
 * account-security requests (and registration, which carries a password).
 */
export const PRODUCTION_SECURE_CHANNEL_GROUPS: readonly SecureChannelGroup[] = ['auth', 'password', 'registration', 'security'];

export function isSecureChannelGroup(name: string): name is SecureChannelGroup {
  return (SECURE_CHANNEL_GROUPS as readonly string[]).includes(name);
}
