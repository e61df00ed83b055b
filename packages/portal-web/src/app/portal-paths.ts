import type { Portal } from '@partner-portal/client';

/** Where each portal's app lives: its home and its sign-in page (the operator console under /operator). */
export const PORTAL_PATHS: Record<Portal, { home: string; signIn: string }> = {
  partner: { home: '/', signIn: '/sign-in' },
  operator: { home: '/operator', signIn: '/operator/sign-in' },
};
