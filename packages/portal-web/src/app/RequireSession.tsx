import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionState } from '../api/portal-context';
import { StepUpPrompt } from '../step-up/StepUpPrompt';
import { PageLoader } from './PageLoader';
import { signInPathFor } from './safe-next-path';

/**
 * Signed-out visitors go to the sign-in page, which brings them back here afterwards. Signed-in pages get the
 * step-up prompt of their portal: any mutation refused with AUTH.REAUTHENTICATION_REQUIRED waits for it.
 */
export function RequireSession({ signInPath, children }: { signInPath: string; children: ReactNode }) {
  const state = useSessionState();
  const location = useLocation();
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'signedOut') {
    return <Navigate to={signInPathFor(signInPath, `${location.pathname}${location.search}`)} replace />;
  }
  return (
    <>
      {children}
      <StepUpPrompt />
    </>
  );
}
