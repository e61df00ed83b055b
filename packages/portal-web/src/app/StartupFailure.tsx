import { Alert, Button, Container, MantineProvider, Stack } from '@mantine/core';
import type { i18n } from 'i18next';
import { createPortalTheme } from './theme';

/** Shown when /__portal/config.json did not load: without it no SDK client can be made. */
export function StartupFailure({ i18n }: { i18n: i18n }) {
  return (
    <MantineProvider theme={createPortalTheme()}>
      <Container component="main" size="sm" py="xl">
        <Stack>
          <Alert color="red" role="alert">
            {i18n.t('app.startupFailed')}
          </Alert>
          <Button onClick={() => globalThis.location.reload()} w="fit-content">
            {i18n.t('app.reload')}
          </Button>
        </Stack>
      </Container>
    </MantineProvider>
  );
}
