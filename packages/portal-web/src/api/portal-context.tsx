import type { Portal, PortalClient, Session } from '@partner-portal/client';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalClients } from './portal-clients';
import type { StepUpGate } from '../step-up/step-up-gate';
import type { PortalConfig } from './portal-config';

interface PortalApp {
  config: PortalConfig;
  clients: PortalClients;
}

const PortalAppContext = createContext<PortalApp | null>(null);
const PortalScopeContext = createContext<Portal>('partner');

/** The app's configuration and SDK clients, made once per page load. */
export function PortalAppProvider({ config, children }: { config: PortalConfig; children: ReactNode }) {
  const [app] = useState<PortalApp>(() => ({ config, clients: new PortalClients(config) }));
  return <PortalAppContext value={app}>{children}</PortalAppContext>;
}

/** Pages under it talk to this portal (`/operator/…` routes: the operator portal). */
export function PortalScope({ portal, children }: { portal: Portal; children: ReactNode }) {
  return <PortalScopeContext value={portal}>{children}</PortalScopeContext>;
}

function usePortalApp(): PortalApp {
  const app = use(PortalAppContext);
  if (!app) throw new Error('usePortalApp outside PortalAppProvider');
  return app;
}

export function usePortalConfig(): PortalConfig {
  return usePortalApp().config;
}

export function usePortalKind(): Portal {
  return use(PortalScopeContext);
}

/** The step-up gate of the surrounding portal (the prompt subscribes to it). */
export function useStepUpGate(): StepUpGate {
  return usePortalApp().clients.stepUpGate(use(PortalScopeContext));
}

/** The SDK client of the surrounding portal, in the user's language; its mutations meet the step-up prompt. */
export function usePortalClient(): PortalClient {
  const { clients } = usePortalApp();
  const portal = use(PortalScopeContext);
  const { i18n } = useTranslation();
  return clients.get(portal, i18n.language);
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'signedIn'; session: Session; workspaceId: string | null }
  | { status: 'signedOut' };

const SessionContext = createContext<SessionState>({ status: 'loading' });

/**
 * Follows the client's session (here and in other tabs). Cached data belongs to a user, a workspace and a
 * language: a sign-out drops it all, a sign-in, a workspace change or a new language refetches it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = usePortalClient();
  const queries = useQueryClient();
  const { t } = useTranslation();
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    void client.getSession().then((session) => {
      if (current) setState(session ? { status: 'signedIn', session, workspaceId: client.workspaceId } : { status: 'signedOut' });
    });
    void queries.invalidateQueries();
    const stop = client.onAuthStateChange((event, change) => {
      if (event === 'SIGNED_OUT') queries.clear();
      // The server ended the session (expired, revoked, terminated elsewhere): say so, not just show the sign-in page.
      if (event === 'SIGNED_OUT' && change.error) notifications.show({ color: 'yellow', message: t('errors.signedOut') });
      if (event === 'SIGNED_IN' || event === 'WORKSPACE_CHANGED') void queries.invalidateQueries();
      setState(change.session ? { status: 'signedIn', session: change.session, workspaceId: change.workspaceId } : { status: 'signedOut' });
    });
    return () => {
      current = false;
      stop();
    };
  }, [client, queries, t]);

  return <SessionContext value={state}>{children}</SessionContext>;
}

export function useSessionState(): SessionState {
  return use(SessionContext);
}
