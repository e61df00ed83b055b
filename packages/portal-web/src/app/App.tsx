import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PortalAppProvider } from '../api/portal-context';
import type { PortalConfig } from '../api/portal-config';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import { createPortalTheme, portalCssVariables } from './theme';

function ThemeInLanguage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useMemo(() => createPortalTheme(t), [t]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={portalCssVariables}>
      <Notifications />
      {children}
    </MantineProvider>
  );
}

/** Providers, outermost first: language, theme, server state, the SDK clients, the router. */
export function App({ config, i18n }: { config: PortalConfig; i18n: i18n }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeInLanguage>
        <QueryClientProvider client={queryClient}>
          <PortalAppProvider config={config}>
            <RouterProvider router={router} />
          </PortalAppProvider>
        </QueryClientProvider>
      </ThemeInLanguage>
    </I18nextProvider>
  );
}
