import { Anchor, AppShell, Burger, Group, ScrollArea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { UserMenu } from '../account/UserMenu';
import { LanguageMenu } from '../i18n/LanguageMenu';
import { WorkspaceGate } from '../workspaces/WorkspaceGate';
import { WorkspaceSwitcher } from '../workspaces/WorkspaceSwitcher';
import { usePermissions } from '../workspaces/workspace-queries';
import { PARTNER_NAVIGATION } from './navigation';
import { PageLoader } from './PageLoader';
import { PORTAL_PATHS } from './portal-paths';
import { ShellNavigation } from './ShellNavigation';

/** The signed-in partner layout: header (workspace, language, account), navbar of the built pages, the page. */
export function PartnerShell() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure();
  const { can } = usePermissions();

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <WorkspaceGate />
      <AppShell.Header>
        <Anchor href="#main" className="skip-link">
          {t('app.skipToContent')}
        </Anchor>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('app.toggleNavigation')} />
            <Title order={1} size="h4" visibleFrom="xs">
              {t('app.name')}
            </Title>
            <WorkspaceSwitcher />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageMenu />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('app.name')}>
        <ScrollArea>
          <ShellNavigation sections={PARTNER_NAVIGATION} home={PORTAL_PATHS.partner.home} visible={(entry) => !entry.permission || can(entry.permission)} onNavigate={close} />
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
