import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { useMyWorkspaces, useWorkspaceId } from '../../workspaces/workspace-queries';

/** A money page: its title, then its body once a workspace is selected (money lives in a workspace). */
export function MoneyPage({ title, actions, children }: { title: string; actions?: ReactNode; children: (workspaceId: string) => ReactNode }) {
  const { t } = useTranslation();
  const workspaceId = useWorkspaceId();
  const mine = useMyWorkspaces();
  const hasNone = mine.data?.every((membership) => !membership.enterable) ?? false;
  return (
    <Stack>
      <Stack gap="xs">
        <Title order={2}>{title}</Title>
        {actions}
      </Stack>
      {workspaceId ? children(workspaceId) : hasNone ? <Text>{t('workspace.noneYet')}</Text> : <PageLoader />}
    </Stack>
  );
}

/** Label/value pairs of a record, as a description list. */
export function DetailList({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
