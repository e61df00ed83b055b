import { Anchor, AppShell, Burger, Group, ScrollArea, Title, type MantineBreakpoint } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from './PageLoader';

/**
 * A signed-in layout (partner or operator): skip link, header with the burger, the portal's `name` (which also
 * labels the navbar), `start` next to it and `end` on the right; the navbar (`navigation` gets the function that
 * closes it on mobile) and the page. `children` render inside the shell before the header (gates, dialogs).
 */
export function ShellFrame({
  name,
  nameVisibleFrom,
  start,
  end,
  navigation,
  children,
}: {
  name: string;
  nameVisibleFrom?: MantineBreakpoint;
  start?: ReactNode;
  end: ReactNode;
  navigation: (close: () => void) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure();
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      {children}
      <AppShell.Header>
        <Anchor href="#main" className="skip-link">
          {t('app.skipToContent')}
        </Anchor>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('app.toggleNavigation')} />
            <Title order={1} size="h4" visibleFrom={nameVisibleFrom}>
              {name}
            </Title>
            {start}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {end}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={name}>
        <ScrollArea>{navigation(close)}</ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
