import { lazy } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { PortalScope, SessionProvider } from '../api/portal-context';
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
          ...MONEY_ROUTES,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
