import type { TranslationKey } from '../i18n/resources';
import type { PermissionCode } from '../workspaces/workspace-queries';

/** One link of the navbar. A page that needs a permission names it: the link is hidden without it. */
export interface NavEntry {
  to: string;
  label: TranslationKey;
  permission?: PermissionCode;
}

export interface NavSection {
  label: TranslationKey;
  entries: NavEntry[];
}

/** The partner navbar, by the sections; add a page's entry here when the page exists. */
export const PARTNER_NAVIGATION: NavSection[] = [
  {
    label: 'nav.sectionMoney',
    entries: [
      { to: '/', label: 'nav.dashboard' },
      { to: '/recharges', label: 'moneyNav.recharges', permission: 'recharges:read' },
      { to: '/withdrawals', label: 'moneyNav.withdrawals', permission: 'withdrawals:read' },
      { to: '/exchanges', label: 'moneyNav.exchanges', permission: 'exchanges:read' },
      { to: '/transfers', label: 'moneyNav.transfers', permission: 'transfers:read' },
    ],
  },
  { label: 'nav.sectionAccount', entries: [{ to: '/profile', label: 'nav.profile' }] },
];
