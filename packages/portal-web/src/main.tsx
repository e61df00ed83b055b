import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPortalConfig } from './api/portal-config';
import { App } from './app/App';
import { StartupFailure } from './app/StartupFailure';
import { createI18n } from './i18n/i18n';

const i18n = createI18n();
const root = createRoot(document.getElementById('root')!);

// The configuration (access codes, Turnstile key, dev mailbox) comes before any SDK client exists.
loadPortalConfig().then(
  (config) =>
    root.render(
      <StrictMode>
        <App config={config} i18n={i18n} />
      </StrictMode>,
    ),
  () => root.render(<StartupFailure i18n={i18n} />),
);
