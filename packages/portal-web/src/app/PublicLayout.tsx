import { Box, Container, Group, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageMenu } from '../i18n/LanguageMenu';
import { PageLoader } from './PageLoader';

/** Pages before signing in (sign-in, the development mailbox): the app's name and the language menu. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box>
      <Group component="header" justify="space-between" px="md" h={60}>
        <Title order={1} size="h4">
          {t('app.name')}
        </Title>
        <LanguageMenu />
      </Group>
      <Container component="main" size="sm" py="xl">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
