import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { PortalScope, SessionProvider } from '../api/portal-context';
import { PageLoader } from './PageLoader';
import { PartnerShell } from './PartnerShell';
import { PORTAL_PATHS } from './portal-paths';
import { PublicLayout } from './PublicLayout';
import { RequireSession } from './RequireSession';
import { RouteError } from './RouteError';

// Each page is its own chunk, fetched when first visited: the initial download stays the shell.
const SignInPage = lazy(() => import('../pages/sign-in/SignInPage'));
const MailboxPage = lazy(() => import('../pages/mailbox/MailboxPage'));
// Before an account can sign in (partners only): forgotten and first passwords, registration.
const ForgotPasswordPage = lazy(() => import('../pages/password/ForgotPasswordPage'));
const PasswordTokenPage = lazy(() => import('../pages/password/PasswordTokenPage'));
const RegisterPage = lazy(() => import('../pages/register/RegisterPage'));
const DashboardPage = lazy(() => import('../pages/dashboard/DashboardPage'));
const ProfilePage = lazy(() => import('../pages/profile/ProfilePage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));
// Team and audit trail
const MembersPage = lazy(() => import('../pages/team/MembersPage'));
const RolesPage = lazy(() => import('../pages/team/RolesPage'));
const InvitationsPage = lazy(() => import('../pages/team/InvitationsPage'));
const ReferralsPage = lazy(() => import('../pages/team/ReferralsPage'));
const MyInvitationsPage = lazy(() => import('../pages/team/MyInvitationsPage'));
const AuditPage = lazy(() => import('../pages/audit/AuditPage'));
// API keys and security (web-security).
const ApiKeysPage = lazy(() => import('../pages/apiKeys/ApiKeysPage'));
const SecurityPage = lazy(() => import('../pages/security/SecurityPage'));
// Webhooks (issue 17).
const WebhooksPage = lazy(() => import('../pages/webhooks/WebhooksPage'));
const WebhookDetailPage = lazy(() => import('../pages/webhooks/WebhookDetailPage'));

// The operator console: its shell is a chunk of its own too, so partners never download it.
const OperatorShell = lazy(() => import('../pages/operator/OperatorShell'));
const OperatorRechargesPage = lazy(() => import('../pages/operator/recharges/RechargesPage'));
const OperatorWithdrawalsPage = lazy(() => import('../pages/operator/withdrawals/WithdrawalsPage'));
const OperatorPendingAccountsPage = lazy(() => import('../pages/operator/accounts/PendingAccountsPage'));
const OperatorLedgerCheckPage = lazy(() => import('../pages/operator/ledger/LedgerCheckPage'));
const OperatorAuditTrailPage = lazy(() => import('../pages/operator/audit/AuditTrailPage'));
const OperatorCurrenciesPage = lazy(() => import('../pages/operator/reference/CurrenciesPage'));
const OperatorChannelsPage = lazy(() => import('../pages/operator/reference/ChannelsPage'));
const OperatorFxRatesPage = lazy(() => import('../pages/operator/reference/FxRatesPage'));
const OperatorFeeRulesPage = lazy(() => import('../pages/operator/reference/FeeRulesPage'));

// Money (recharges, withdrawals, exchanges, transfers).
const RechargesPage = lazy(() => import('../pages/money/RechargesPage'));
const RechargeCreatePage = lazy(() => import('../pages/money/RechargeCreatePage'));
const RechargeDetailPage = lazy(() => import('../pages/money/RechargeDetailPage'));
const WithdrawalsPage = lazy(() => import('../pages/money/WithdrawalsPage'));
const WithdrawalCreatePage = lazy(() => import('../pages/money/WithdrawalCreatePage'));
const WithdrawalDetailPage = lazy(() => import('../pages/money/WithdrawalDetailPage'));
const ExchangesPage = lazy(() => import('../pages/money/ExchangesPage'));
const TransfersPage = lazy(() => import('../pages/money/TransfersPage'));
const TransferDetailPage = lazy(() => import('../pages/money/TransferDetailPage'));
const MONEY_ROUTES: RouteObject[] = [
  { path: 'recharges', element: <RechargesPage /> },
  { path: 'recharges/new', element: <RechargeCreatePage /> },
  { path: 'recharges/:bizId', element: <RechargeDetailPage /> },
  { path: 'withdrawals', element: <WithdrawalsPage /> },
  { path: 'withdrawals/new', element: <WithdrawalCreatePage /> },
  { path: 'withdrawals/:bizId', element: <WithdrawalDetailPage /> },
  { path: 'exchanges', element: <ExchangesPage /> },
  { path: 'transfers', element: <TransfersPage /> },
  { path: 'transfers/:bizId', element: <TransferDetailPage /> },
];

/** The partner app; operator pages go under a sibling `/operator` route wrapped in `<PortalScope portal="operator">`. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    element: (
      <PortalScope portal="partner">
        <SessionProvider>
          <Outlet />
        </SessionProvider>
      </PortalScope>
    ),
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: 'sign-in', element: <SignInPage /> },
          { path: 'mailbox', element: <MailboxPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <PasswordTokenPage purpose="reset" /> },
          { path: 'set-password', element: <PasswordTokenPage purpose="init" /> },
          { path: 'register', element: <RegisterPage /> },
        ],
      },
      {
        element: (
          <RequireSession signInPath={PORTAL_PATHS.partner.signIn}>
            <PartnerShell />
          </RequireSession>
        ),
        children: [
          { index: true, element: <DashboardPage /> },
          { path: 'profile', element: <ProfilePage /> },
          // Team and audit trail
          { path: 'team/members', element: <MembersPage /> },
          { path: 'team/roles', element: <RolesPage /> },
          { path: 'team/invitations', element: <InvitationsPage /> },
          { path: 'team/referrals', element: <ReferralsPage /> },
          { path: 'my-invitations', element: <MyInvitationsPage /> },
          { path: 'audit', element: <AuditPage /> },
          // API keys and security (web-security).
          { path: 'api-keys', element: <ApiKeysPage /> },
          { path: 'security', element: <SecurityPage /> },
          { path: 'webhooks', element: <WebhooksPage /> },
          { path: 'webhooks/:bizId', element: <WebhookDetailPage /> },
          // Money (recharges, withdrawals, exchanges, transfers).
          ...MONEY_ROUTES,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    path: 'operator',
    errorElement: <RouteError />,
    element: (
      <PortalScope portal="operator">
        <SessionProvider>
          <Outlet />
        </SessionProvider>
      </PortalScope>
    ),
    children: [
      { element: <PublicLayout />, children: [{ path: 'sign-in', element: <SignInPage /> }] },
      {
        element: (
          <RequireSession signInPath={PORTAL_PATHS.operator.signIn}>
            <Suspense fallback={<PageLoader />}>
              <OperatorShell />
            </Suspense>
          </RequireSession>
        ),
        children: [
          { index: true, element: <OperatorRechargesPage /> },
          { path: 'withdrawals', element: <OperatorWithdrawalsPage /> },
          { path: 'accounts', element: <OperatorPendingAccountsPage /> },
          { path: 'ledger', element: <OperatorLedgerCheckPage /> },
          { path: 'audit', element: <OperatorAuditTrailPage /> },
          { path: 'currencies', element: <OperatorCurrenciesPage /> },
          { path: 'channels', element: <OperatorChannelsPage /> },
          { path: 'fx-rates', element: <OperatorFxRatesPage /> },
          { path: 'fee-rules', element: <OperatorFeeRulesPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
