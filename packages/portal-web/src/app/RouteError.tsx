import { Alert, Button, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What a route shows when its page could not render, mostly a lazy chunk that failed to load (a dropped
 * connection, or a deploy that replaced the hashed files the open tab knows): a sentence and a reload,
 * never React Router's developer page.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container component="main" size="sm" py="xl">
      <Stack>
        <Alert color="red" role="alert">
          {t('app.pageFailed')}
        </Alert>
        <Button onClick={() => globalThis.location.reload()} w="fit-content">
          {t('app.reload')}
        </Button>
      </Stack>
    </Container>
  );
}
