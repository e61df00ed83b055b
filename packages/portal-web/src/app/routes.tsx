import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { PortalScope, SessionProvider } from '../api/portal-context';
import { PageLoader } from './PageLoader';
import { PartnerShell } from './PartnerShell';
import { PORTAL_PATHS } from './portal-paths';
import { PublicLayout } from './PublicLayout';
import { RequireSession } from './RequireSession';

// Each page is its own chunk, fetched when first visited: the initial download stays the shell.
const SignInPage = lazy(() => import('../pages/sign-in/SignInPage'));
const MailboxPage = lazy(() => import('../pages/mailbox/MailboxPage'));
const DashboardPage = lazy(() => import('../pages/dashboard/DashboardPage'));
const ProfilePage = lazy(() => import('../pages/profile/ProfilePage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

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

/** The partner app; operator pages go under a sibling `/operator` route wrapped in `<PortalScope portal="operator">`. */
export const routes: RouteObject[] = [
  {
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
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    path: 'operator',
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
