import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PortalAppProvider } from '../api/portal-context';
import type { PortalConfig } from '../api/portal-config';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import { theme } from './theme';

/** Providers, outermost first: theme, language, server state, the SDK clients, the router. */
export function App({ config, i18n }: { config: PortalConfig; i18n: i18n }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <MantineProvider theme={theme}>
      <Notifications />
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <PortalAppProvider config={config}>
            <RouterProvider router={router} />
          </PortalAppProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
