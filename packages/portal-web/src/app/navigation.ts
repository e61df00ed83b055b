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
  {
    label: 'team.nav.section',
    entries: [
      { to: '/team/members', label: 'team.nav.members', permission: 'members:read' },
      { to: '/team/roles', label: 'team.nav.roles', permission: 'roles:read' },
      { to: '/team/invitations', label: 'team.nav.invitations', permission: 'invitations:read' },
      { to: '/team/referrals', label: 'team.nav.referrals', permission: 'referrals:read' },
      { to: '/audit', label: 'audit.nav', permission: 'audit:read' },
    ],
  },
  {
    label: 'nav.sectionAccount',
    entries: [
      { to: '/profile', label: 'nav.profile' },
      { to: '/my-invitations', label: 'team.nav.myInvitations' },
      { to: '/api-keys', label: 'apiKeys.nav', permission: 'api_keys:read' },
      { to: '/webhooks', label: 'nav.webhooks', permission: 'webhooks:read' },
      { to: '/security', label: 'security.nav' },
    ],
  },
];

/** The operator console's navbar (under /operator; its home is the recharges to review). */
export const OPERATOR_NAVIGATION: NavSection[] = [
  {
    label: 'operator.nav.sectionOrders',
    entries: [
      { to: '/operator', label: 'operator.nav.recharges' },
      { to: '/operator/withdrawals', label: 'operator.nav.withdrawals' },
      { to: '/operator/accounts', label: 'operator.nav.accounts' },
    ],
  },
  {
    label: 'operator.nav.sectionReference',
    entries: [
      { to: '/operator/currencies', label: 'operator.nav.currencies' },
      { to: '/operator/channels', label: 'operator.nav.channels' },
      { to: '/operator/fx-rates', label: 'operator.nav.fxRates' },
      { to: '/operator/fee-rules', label: 'operator.nav.feeRules' },
    ],
  },
  {
    label: 'operator.nav.sectionControl',
    entries: [
      { to: '/operator/ledger', label: 'operator.nav.ledger' },
      { to: '/operator/audit', label: 'operator.nav.audit' },
    ],
  },
];
