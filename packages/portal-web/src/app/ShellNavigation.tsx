import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NavEntry, NavSection } from './navigation';

/** A home link ('/', '/operator') is active only on itself; any other link also on the pages under it. */
function isActive(entry: NavEntry, pathname: string, home: string): boolean {
  return entry.to === home ? pathname === home : pathname === entry.to || pathname.startsWith(`${entry.to}/`);
}

/** A shell's navbar: its sections and links, the current page marked; `visible` filters out what the caller may not use. */
export function ShellNavigation({
  sections,
  home,
  visible = () => true,
  onNavigate,
}: {
  sections: readonly NavSection[];
  home: string;
  visible?: (entry: NavEntry) => boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap="md">
      {sections.map((section) => {
        const entries = section.entries.filter(visible);
        if (entries.length === 0) return null;
        return (
          <Stack key={section.label} gap={2}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
              {t(section.label)}
            </Text>
            {entries.map((entry) => {
              const active = isActive(entry, pathname, home);
              return (
                <NavLink
                  key={entry.to}
                  component={Link}
                  to={entry.to}
                  label={t(entry.label)}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                />
              );
            })}
          </Stack>
        );
      })}
    </Stack>
  );
}
