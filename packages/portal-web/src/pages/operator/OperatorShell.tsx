import { Anchor, AppShell, Burger, Button, Group, ScrollArea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { logout } from '@partner-portal/client';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { usePortalClient } from '../../api/portal-context';
import { OPERATOR_NAVIGATION } from '../../app/navigation';
import { PageLoader } from '../../app/PageLoader';
import { PORTAL_PATHS } from '../../app/portal-paths';
import { ShellNavigation } from '../../app/ShellNavigation';
import { LanguageMenu } from '../../i18n/LanguageMenu';

/** The signed-in operator layout: header (language, sign-out), navbar of the console's sections, the page. */
export default function OperatorShell() {
  const { t } = useTranslation();
  const client = usePortalClient();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure();

  const signOut = async () => {
    // The SDK signs out locally even when the server call fails; SIGNED_OUT clears the query cache.
    await logout(client).catch(() => undefined);
    await navigate(PORTAL_PATHS.operator.signIn, { replace: true });
  };

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Anchor href="#main" className="skip-link">
          {t('app.skipToContent')}
        </Anchor>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('app.toggleNavigation')} />
            <Title order={1} size="h4">
              {t('operator.consoleName')}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageMenu />
            <Button variant="subtle" color="red" onClick={() => void signOut()}>
              {t('user.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('operator.consoleName')}>
        <ScrollArea>
          <ShellNavigation sections={OPERATOR_NAVIGATION} home={PORTAL_PATHS.operator.home} onNavigate={close} />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
